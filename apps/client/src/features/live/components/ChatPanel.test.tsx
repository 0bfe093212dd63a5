import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { ChatPanel } from './ChatPanel';
import { info, message } from './testData';

describe('ChatPanel', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/liveVideo/index/index');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('asks a visitor to log in and calls nothing', async () => {
    const { container } = render(<ChatPanel liveId={5} liveTypeCode='video' compact />);
    await flush();
    expect(container.textContent).toContain('登录后参与互动');
    expect(taroMock.server.requests).toHaveLength(0);
    expect(taroMock.sockets).toHaveLength(0);
  });

  it("loads a video room's chat with liveTypeCode video and shows its messages and reply box", async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.liveVideo.roomInfo, { data: { code: 200, msg: '', data: info({ id: 5, typeCode: 'video' }) } });
    taroMock.server.on('GET', API.live.messages, { data: { code: 200, msg: '', rows: [message(2), message(1)], total: 2 } });
    const { container } = render(<ChatPanel liveId={5} liveTypeCode='video' compact />);
    await flush();
    await flush();
    expect(container.querySelectorAll('.chat-message')).toHaveLength(2);
    expect(container.querySelector('.chat-input')).not.toBeNull();
    const messagesCall = taroMock.server.requests.find((r) => r.url.includes(API.live.messages));
    expect(messagesCall?.query.get('liveTypeCode')).toBe('video');
    const infoCall = taroMock.server.requests.find((r) => r.url.includes(API.liveVideo.roomInfo));
    expect(infoCall?.query.get('id')).toBe('5');
    expect(taroMock.sockets.length).toBe(1);
  });
});
