import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { table } from '../../../../test/replies';
import { ad, many, playback } from '../testData';
import { AdList } from './AdList';
import { PlaybackList } from './PlaybackList';


describe('PlaybackList', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/playback/list/index');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it("shows a teacher's playbacks with the 回看 badge, teachers, play count and date; a tap opens the detail", async () => {
    taroMock.server.on('GET', API.liveVideo.playbacks, table([playback(1), playback(2, { locked: true })]));
    const { container } = render(<PlaybackList teacherId={2} />);
    expect(container.querySelector('.skeleton-block')).not.toBeNull();
    await flush();
    const rows = container.querySelectorAll('.playback-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('回看');
    expect(rows[0].textContent).toContain('回看1');
    expect(rows[0].textContent).toContain('李老师、王老师');
    expect(rows[0].textContent).toContain('1.2万次播放');
    expect(rows[0].textContent).toContain('05:07');
    expect(rows[0].textContent).not.toContain('🔒');
    expect(rows[1].textContent).toContain('🔒');
    const query = taroMock.server.lastRequest()!.query;
    expect(Object.fromEntries(query)).toMatchObject({ teacherId: '2', from: 'teacher', pageNum: '1', pageSize: '20' });
    fireEvent.click(rows[1]);
    await flush();
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/playback/detail/index?id=2&liveId=7' }]);
  });

  it('appends the next page and stops after a short page', async () => {
    taroMock.server.on('GET', API.liveVideo.playbacks, (req) => (req.query.get('pageNum') === '1'
      ? table(many(20, (id) => playback(id)), 25)
      : table(many(5, (id) => playback(id), 21), 25)));
    const { container } = render(<PlaybackList />);
    await flush();
    expect(container.querySelectorAll('.playback-row')).toHaveLength(20);
    expect(container.querySelector('.load-more--more')).not.toBeNull();
    fireEvent.click(container.querySelector('.load-more')!);
    await flush();
    expect(container.querySelectorAll('.playback-row')).toHaveLength(25);
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
    expect(taroMock.server.requests.filter((r) => r.path === API.liveVideo.playbacks)).toHaveLength(2);
  });

  it("lists a room's playbacks without the current one, and says when there are none", async () => {
    taroMock.server.on('GET', API.liveVideo.playbacksOfRoom, table([playback(1), playback(2)]));
    const { container } = render(<PlaybackList liveId={7} excludeId={1} />);
    await flush();
    expect(taroMock.server.lastRequest()!.query.get('liveId')).toBe('7');
    expect(container.querySelectorAll('.playback-row')).toHaveLength(1);
    taroMock.server.on('GET', API.liveVideo.playbacks, table([]));
    const empty = render(<PlaybackList goodsId={9} />);
    await flush();
    expect(empty.container.textContent).toContain('暂无回看');
    expect(taroMock.server.lastRequest()!.query.get('from')).toBe('goods');
  });
});

describe('AdList', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/teacher/detail/index');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('asks for 99 ads of the teacher and opens a page ad with its params', async () => {
    taroMock.server.on('GET', API.ad.byCategory('teacherAd'), { data: { code: 200, msg: '', data: [ad(1), ad(2, { title: '金股池' })] } });
    const { container } = render(<AdList categoryCode='teacherAd' teacherId={2} />);
    await flush();
    const cards = container.querySelectorAll('.ad-card');
    expect(cards).toHaveLength(2);
    expect(cards[1].textContent).toContain('金股池');
    expect(Object.fromEntries(taroMock.server.lastRequest()!.query)).toMatchObject({ teacherId: '2', pageNum: '1', pageSize: '99' });
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
    fireEvent.click(cards[0]);
    await flush();
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/teacher/detail/index?id=1' }]);
  });

  it('loads a second page only after a full page of 99', async () => {
    taroMock.server.on('GET', API.ad.byCategory('goodsAd'), (req) => ({
      data: { code: 200, msg: '', data: req.query.get('pageNum') === '1' ? many(99, (id) => ad(id)) : [ad(100)] },
    }));
    const { container } = render(<AdList categoryCode='goodsAd' goodsId={4} />);
    await flush();
    expect(container.querySelectorAll('.ad-card')).toHaveLength(99);
    fireEvent.click(container.querySelector('.load-more')!);
    await flush();
    expect(container.querySelectorAll('.ad-card')).toHaveLength(100);
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
  });

  it('renders nothing when empty and asked to hide', async () => {
    taroMock.server.on('GET', API.ad.byCategory('teacherAd'), { data: { code: 200, msg: '', data: [] } });
    const { container } = render(<AdList categoryCode='teacherAd' teacherId={5} hideWhenEmpty />);
    await flush();
    expect(container.querySelector('.ad-list')).toBeNull();
  });
});
