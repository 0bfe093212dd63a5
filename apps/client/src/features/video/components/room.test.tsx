import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { API, type LiveVideoInfo } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { liveRoom } from '../testData';
import { LiveVideoRoomScreen } from './LiveVideoRoomScreen';

const info = (extra: Partial<LiveVideoInfo> = {}): LiveVideoInfo => ({
  ...liveRoom(3), navList: [], canModerate: false, lastSeq: 0,
  videoSources: [{ url: '/uploads/seed/media/live.mp4', type: 'video/mp4' }], ...extra,
});

describe('LiveVideoRoomScreen', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/liveVideo/index/index');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('plays an open room with the chat the page gives it, and the heats of a member', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.liveVideo.info(3), { data: { code: 200, msg: '', data: info() } });
    taroMock.server.on('GET', API.live.heats(3), { data: { code: 200, msg: '', data: { liveId: 3, likes: 12_345, shares: 0, visits: 9, online: 7 } } });
    const renderChat = vi.fn(() => <div className='fake-chat'>chat</div>);
    const { container } = render(<LiveVideoRoomScreen liveId={3} renderChat={renderChat} />);
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toContain('live.mp4'));
    expect(container.querySelector('.fake-chat')).not.toBeNull();
    expect(container.querySelector('.live-video-online')?.textContent).toBe('7人在线');
    expect(container.querySelector('.live-video-like')?.textContent).toContain('1.2万');
    fireEvent.click(container.querySelectorAll('.category-tab')[2]);
    await flush();
    expect(taroMock.server.requests.some((r) => r.path === API.liveVideo.playbacksOfRoom && r.query.get('liveId') === '3')).toBe(true);
  });

  it('shows 会员专享直播 over the player of a locked room, and no chat', async () => {
    taroMock.server.on('GET', API.liveVideo.info(3), { data: { code: 200, msg: '', data: info({ locked: true, videoSources: [] }) } });
    const renderChat = vi.fn(() => <div className='fake-chat'>chat</div>);
    const { container } = render(<LiveVideoRoomScreen liveId={3} renderChat={renderChat} />);
    await flush();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('.locked-overlay')?.textContent).toContain('会员专享直播');
    expect(container.querySelector('.locked-overlay')?.textContent).toContain('开通服务');
    expect(renderChat).not.toHaveBeenCalled();
    // A visitor's room shows its visits, and no heats call (it needs a token).
    expect(taroMock.server.requests.some((r) => r.path === API.live.heats(3))).toBe(false);
  });
});
