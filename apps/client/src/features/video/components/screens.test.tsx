import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { API, type PlaybackInfo } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { data, table } from '../../../../test/replies';
import { liveRoom, many, playback, race, video } from '../testData';
import { LiveVideoList } from './LiveVideoList';
import { MediaLibrary } from './MediaLibrary';
import { PlaybackDetail } from './PlaybackDetail';
import { StockRaceList } from './StockRaceList';


beforeEach(() => {
  stubIntersectionObserver();
  taroMock.setPages('/pages/liveVideo/list/index');
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('LiveVideoList', () => {
  it('shows rows with status, one-line title, the enter button and a lock; a tap enters the room', async () => {
    taroMock.server.on('GET', API.liveVideo.list, table([liveRoom(1), liveRoom(2, { onAir: 0, locked: true })]));
    const { container } = render(<LiveVideoList />);
    await flush();
    const rows = container.querySelectorAll('.live-video-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelector('.live-video-row__title')?.textContent).toBe('视频直播间1');
    expect(rows[0].textContent).toContain('直播中');
    expect(rows[0].textContent).toContain('进入直播间');
    expect(rows[0].textContent).not.toContain('🔒');
    expect(rows[1].textContent).toContain('即将开始');
    expect(rows[1].textContent).toContain('🔒');
    fireEvent.click(rows[1]);
    await flush();
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/liveVideo/index/index?id=2' }]);
  });

  it("passes the teacher filter and shows the empty placeholder", async () => {
    taroMock.server.on('GET', API.liveVideo.list, table([]));
    const { container } = render(<LiveVideoList teacherId={9} />);
    await flush();
    expect(taroMock.server.lastRequest()!.query.get('teacherId')).toBe('9');
    expect(container.textContent).toContain('暂无视频直播');
  });
});

describe('PlaybackDetail', () => {
  const info = (extra: Partial<PlaybackInfo> = {}): PlaybackInfo => ({
    ...playback(4), videoSources: [{ url: '/uploads/seed/media/live.mp4', type: 'video/mp4' }, { url: '/uploads/seed/media/live.webm', type: 'video/webm' }], ...extra,
  });

  it('plays an open playback and lists more of the same room without it', async () => {
    taroMock.server.on('GET', API.liveVideo.playbackInfo(4), data(info()));
    taroMock.server.on('GET', API.liveVideo.playbacksOfRoom, table([playback(4), playback(5)]));
    const { container } = render(<PlaybackDetail id={4} liveId={7} />);
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toContain('live.mp4'));
    expect(container.textContent).toContain('1.2万次播放');
    expect(container.textContent).toContain('李老师');
    expect(container.querySelector('.locked-overlay')).toBeNull();
    const more = container.querySelectorAll('.playback-row');
    expect(more).toHaveLength(1);
    expect(more[0].getAttribute('data-id')).toBe('5');
  });

  it('shows 解锁后观看 with 立即开通 for a locked playback, which opens the no-permission page', async () => {
    taroMock.setPages('/pages/playback/detail/index');
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.liveVideo.playbackInfo(4), data(info({ locked: true, videoSources: [] })));
    taroMock.server.on('GET', API.liveVideo.playbacksOfRoom, table([]));
    const { container } = render(<PlaybackDetail id={4} />);
    await flush();
    expect(container.querySelector('video')).toBeNull();
    expect(container.textContent).toContain('解锁后观看');
    fireEvent.click(container.querySelector('.locked-overlay__action')!);
    await flush();
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/mine/noPermission/index');
  });
});

describe('MediaLibrary', () => {
  it('shows the categories as tabs and starts the grid over on another tab', async () => {
    taroMock.server.on('GET', API.video.categories, data([{ id: 1, name: '投资入门' }, { id: 2, name: '技术分析' }]));
    taroMock.server.on('GET', API.video.list, (req) => (req.query.get('categoryId') === '1'
      ? table(many(20, (id) => video(id)), 30)
      : table([video(100, { title: '均线战法' })])));
    const { container } = render(<MediaLibrary />);
    await flush();
    await flush();
    expect(container.querySelectorAll('.category-tab')).toHaveLength(2);
    expect(container.querySelectorAll('.video-card')).toHaveLength(20);
    fireEvent.click(container.querySelectorAll('.category-tab')[1]);
    await flush();
    const cards = container.querySelectorAll('.video-card');
    expect(cards).toHaveLength(1);
    expect(cards[0].textContent).toContain('均线战法');
    expect(taroMock.server.lastRequest()!.query.get('pageNum')).toBe('1');
  });
});

describe('StockRaceList', () => {
  it('switches pill tabs and shows cards with 点击了解 that open the race link', async () => {
    taroMock.server.on('GET', API.stockRace.categories, data([{ id: 1, name: '进行中' }, { id: 2, name: '往期回顾' }]));
    taroMock.server.on('GET', API.stockRace.list, (req) => (req.query.get('categoryId') === '1'
      ? table([race(1), race(2)])
      : table([race(3, { title: '2025年度总决赛', link: '/pages/news/details/index?id=3' })])));
    const { container } = render(<StockRaceList />);
    await flush();
    await flush();
    expect(container.querySelector('.stock-race-pill--active')?.textContent).toBe('进行中');
    expect(container.querySelectorAll('.stock-race-card')).toHaveLength(2);
    expect(container.textContent).toContain('点击了解');
    fireEvent.click(container.querySelectorAll('.stock-race-pill')[1]);
    await flush();
    expect(container.querySelector('.stock-race-pill--active')?.textContent).toBe('往期回顾');
    const cards = container.querySelectorAll('.stock-race-card');
    expect(cards).toHaveLength(1);
    fireEvent.click(cards[0].querySelector('.stock-race-card__action')!);
    await flush();
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/news/details/index?id=3');
  });
});
