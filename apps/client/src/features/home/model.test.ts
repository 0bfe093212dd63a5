import { describe, expect, it } from 'vitest';
import type { Advert } from '@caixue/contract';
import { courseRow, menuColumns, newsRow, shouldShowAdvert, videoRoomRow } from './model';

describe('advert popup', () => {
  const advert: Advert = { id: 1, pic: '/uploads/a.svg', title: 'A', typeCode: 'Page', link: '/x', linkParams: '', version: 'v2' };

  it('shows an advert unless this version was closed', () => {
    expect(shouldShowAdvert(advert, undefined)).toBe(true);
    expect(shouldShowAdvert(advert, 'v2')).toBe(false);
    expect(shouldShowAdvert(advert, 'v1')).toBe(true);
    expect(shouldShowAdvert(null, undefined)).toBe(false);
    expect(shouldShowAdvert({ ...advert, pic: '' }, undefined)).toBe(false);
  });
});

describe('menu grid', () => {
  it('uses the column count that leaves fewer gaps', () => {
    expect(menuColumns(8)).toBe(4);
    expect(menuColumns(10)).toBe(5);
    expect(menuColumns(9)).toBe(5);
    expect(menuColumns(7)).toBe(4);
    expect(menuColumns(5)).toBe(5);
  });
});

describe('home content rows', () => {
  const now = Date.parse('2026-11-22T08:00:00Z');
  const teacher = { id: 3, name: '李老师', avatar: '' };

  it('words a news row with teacher, relative time and reads, falling back to the first thumbnail', () => {
    const row = newsRow({
      id: 7, categoryId: 15, categoryName: '资讯', title: '北向资金连续三日净流入', pic: '', picList: ['/a.svg', '/b.svg'],
      description: '', content: '', summary: '', audio: '', dateTime: '2026-11-22T07:30:00Z', date: '2026-11-22', teacher,
      visits: 15_200, likes: 0, comments: 0, locked: true, moduleId: 3, liked: false, favorited: false,
    }, now);
    expect(row).toMatchObject({ id: 7, pic: '/a.svg', locked: true, url: '/pages/news/details/index?id=7' });
    expect(row.meta).toBe('李老师 · 30分钟前 · 1.5万阅读');
  });

  it('puts the price of a course on the right and links to its page', () => {
    const course = {
      id: 4, categoryId: 1, kind: 'video' as const, title: '均线实战', description: '', pic: '/c.svg', teacher, visits: 88, likes: 1, shares: 0,
      price: '1980', cycle: 1, cycleUnit: 'year' as const, isShowPrice: 1 as const, sectionCount: 12, dateTime: '', locked: false,
    };
    expect(courseRow(course, '¥1980 / 1年')).toMatchObject({ accent: '¥1980 / 1年', meta: '李老师 · 12节 · 88人学习', url: '/pages/course/list/view?id=4' });
    expect(courseRow(course, null).accent).toBeUndefined();
  });

  it('badges a video room on air', () => {
    const room = { id: 9, title: '午间直播', pic: '/r.svg', teacher, visits: 5, onAir: 1 as const, locked: false } as Parameters<typeof videoRoomRow>[0];
    expect(videoRoomRow(room)).toMatchObject({ badge: '直播中', url: '/pages/liveVideo/index/index?id=9' });
    expect(videoRoomRow({ ...room, onAir: 0 }).badge).toBe('未开播');
  });
});
