import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { FaqScreen } from './FaqScreen';
import { PushList } from './PushList';
import { InterestScreen } from './InterestScreen';

const push = (id: number, read: boolean, link = '') => ({ id, title: `消息${id}`, content: '内容', link, createTime: '2026-11-22T00:00:00Z', read });

describe('member-centre screens', () => {
  beforeEach(() => {
    taroMock.storage.set('token', 't');
    stubIntersectionObserver();
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('pushes: unread dots, a tap marks read on the server and clears the dot', async () => {
    taroMock.server.on('GET', API.member.pushList, { data: { code: 200, msg: '', rows: [push(1, false), push(2, true)], total: 2 } });
    taroMock.server.on('POST', API.member.pushRead(1), { data: { code: 200, msg: '' } });
    const { container } = render(<PushList />);
    await flush(2);
    expect(container.querySelectorAll('.push-row')).toHaveLength(2);
    expect(container.querySelectorAll('.push-row--unread')).toHaveLength(1);
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
    fireEvent.click(container.querySelector('.push-row--unread')!);
    await flush(2);
    expect(container.querySelectorAll('.push-row--unread')).toHaveLength(0);
    expect(taroMock.server.requests.some((r) => r.method === 'POST' && r.path === API.member.pushRead(1))).toBe(true);
  });

  // (The error state is not rendered here: its NutUI Button needs Taro's getEnv, see states.test.tsx.)
  it('pushes: the empty placeholder with its hint', async () => {
    taroMock.server.on('GET', API.member.pushList, { data: { code: 200, msg: '', rows: [], total: 0 } });
    const empty = render(<PushList />);
    await flush(2);
    expect(empty.container.textContent).toContain('暂无消息');
  });

  it('FAQ: one answer open at a time', async () => {
    taroMock.server.on('GET', API.faq.list, { data: { code: 200, msg: '', data: [
      { id: 1, question: '问一', answer: '<p>答一</p>' }, { id: 2, question: '问二', answer: '<p>答二</p>' },
    ] } });
    const { container, getByText } = render(<FaqScreen />);
    await flush(2);
    expect(container.querySelectorAll('.faq-item__answer')).toHaveLength(0);
    fireEvent.click(getByText('问一'));
    expect(container.querySelector('.faq-item__answer')?.textContent).toContain('答一');
    fireEvent.click(getByText('问二'));
    expect(container.querySelectorAll('.faq-item__answer')).toHaveLength(1);
    expect(container.querySelector('.faq-item__answer')?.textContent).toContain('答二');
  });

  it('follows: unfollow asks first, then removes the row', async () => {
    const teacher = (id: number, name: string) => ({ id, targetType: 'teacher', targetId: id, createTime: '', name, teacher: { id, name, avatar: '', title: '投资顾问' } });
    taroMock.server.on('GET', API.member.follows, { data: { code: 200, msg: '', rows: [teacher(1, '李建华'), teacher(2, '陈志强')], total: 2 } });
    taroMock.server.on('POST', API.member.follow, { data: { code: 200, msg: '', data: { following: false } } });
    const { container } = render(<InterestScreen />);
    await flush(2);
    expect(container.querySelectorAll('.follow-row')).toHaveLength(2);
    taroMock.answerModals(false);
    fireEvent.click(container.querySelectorAll('.follow-row__action')[1]);
    await flush(2);
    expect(container.querySelectorAll('.follow-row')).toHaveLength(2);
    fireEvent.click(container.querySelectorAll('.follow-row__action')[1]);
    await flush(2);
    expect(taroMock.modals.at(-1)?.content).toContain('陈志强');
    expect([...container.querySelectorAll('.follow-row__name')].map((n) => n.textContent)).toEqual(['李建华']);
  });
});
