import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { ChatRecords } from './ChatRecords';
import { MEMBER, OTHER, memberMessage, room } from './testData';

describe('ChatRecords', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/applets/chatRecords/index');
    taroMock.storage.set('token', 't');
    taroMock.storage.set('memberId', MEMBER.id);
    taroMock.server.on('GET', API.live.wordList, { data: { code: 200, msg: '', rows: [room(1, { title: '早盘策略' })], total: 1 } });
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows my messages and the replies quoting them, with room and time, then the end of the list', async () => {
    const mine = memberMessage(5, MEMBER, { content: '<p>请问老师仓位</p>' });
    const reply = memberMessage(6, OTHER, {
      content: '<p>轻仓为主</p>',
      quote: { id: 5, content: '<p>请问老师仓位</p>', createTime: '', member: MEMBER, teacher: null },
    });
    taroMock.server.on('GET', API.live.selfSendReplied, { data: { code: 200, msg: '', rows: [reply, mine], total: 2 } });
    const { container } = render(<ChatRecords />);
    await flush();
    await flush();
    const rows = container.querySelectorAll('.chat-record');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('回复我的');
    expect(rows[0].textContent).toContain('早盘策略');
    expect(rows[0].querySelector('.chat-record__quote')?.textContent).toBe('@三哥：请问老师仓位');
    expect(rows[1].textContent).toContain('我的发言');
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
  });

  it('shows the empty placeholder', async () => {
    taroMock.server.on('GET', API.live.selfSendReplied, { data: { code: 200, msg: '', rows: [], total: 0 } });
    const { container } = render(<ChatRecords />);
    await flush();
    expect(container.querySelector('.empty-data')).not.toBeNull();
  });
});
