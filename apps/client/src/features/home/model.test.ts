import { describe, expect, it } from 'vitest';
import type { Advert } from '@caixue/contract';
import { carriesGoodsIds, countText, courseRow, decideLinkAction, linkParamsQuery, menuColumns, newsRow, shouldShowAdvert, videoRoomRow, type OpenableLink } from './model';

const page = (link: string, extra: Partial<OpenableLink> = {}): OpenableLink => ({ typeCode: 'Page', link, linkParams: '', ...extra });

describe('link permission (SPEC §4)', () => {
  it('opens directly with permission 1, or without a message', () => {
    expect(decideLinkAction(page('/pages/course/list/index', { permission: 1, permissionMsg: '开通后可看' })))
      .toEqual({ kind: 'page', url: '/pages/course/list/index' });
    expect(decideLinkAction(page('/pages/course/list/index', { permission: -1, permissionMsg: '' })))
      .toEqual({ kind: 'page', url: '/pages/course/list/index' });
  });

  it('asks first (提示 / 跳转) when permission is not 1 and there is a message', () => {
    expect(decideLinkAction(page('/pages/stock/stockPoolList/index', {
      permission: -1, permissionMsg: '会员专享', noPermissionLink: '/pages/goods/list/index',
    }))).toEqual({ kind: 'prompt', message: '会员专享', confirmText: '跳转', url: '/pages/goods/list/index' });
  });

  it('offers 产品介绍 when the no-permission link carries encrypted goods ids', () => {
    const action = decideLinkAction(page('/x', { permission: 0, permissionMsg: '请开通', noPermissionLink: '/pages/goods/detail/index?goodsIds=a8F3k2' }));
    expect(action).toMatchObject({ kind: 'prompt', confirmText: '产品介绍' });
    expect(carriesGoodsIds('/pages/goods/detail/index?encryptGoodsId=zz')).toBe(true);
    expect(carriesGoodsIds('/pages/goods/list/index')).toBe(false);
    expect(carriesGoodsIds('/pages/goods/list/index?goodsIds=')).toBe(false);
  });

  it('adds linkParams given as a query or as JSON', () => {
    expect(decideLinkAction(page('/pages/news/list/index', { linkParams: 'id=15' })))
      .toEqual({ kind: 'page', url: '/pages/news/list/index?id=15' });
    expect(decideLinkAction(page('/pages/news/list/index?a=1', { linkParams: '?id=15' })))
      .toEqual({ kind: 'page', url: '/pages/news/list/index?a=1&id=15' });
    expect(linkParamsQuery('{"id":15,"module":"live","empty":""}')).toBe('id=15&module=live');
    expect(linkParamsQuery('{not json')).toBe('');
    expect(linkParamsQuery(null)).toBe('');
  });

  it('tells web pages, mini-programs and empty links apart', () => {
    expect(decideLinkAction({ typeCode: 'WebView', link: 'https://example.com/a', linkParams: 'x=1' }))
      .toEqual({ kind: 'web', url: 'https://example.com/a?x=1' });
    expect(decideLinkAction(page('https://example.com/b'))).toEqual({ kind: 'web', url: 'https://example.com/b' });
    expect(decideLinkAction({ typeCode: 'Miniprogram', link: 'wx1234567890', linkParams: 'pages/index/index?from=caixue' }))
      .toEqual({ kind: 'miniProgram', appId: 'wx1234567890', path: 'pages/index/index?from=caixue' });
    expect(decideLinkAction(page('  '))).toEqual({ kind: 'none' });
  });
});

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

  it('prints counts the Chinese way', () => {
    expect(countText(0)).toBe('0');
    expect(countText(9876)).toBe('9876');
    expect(countText(12_345)).toBe('1.2万');
    expect(countText(30_000)).toBe('3万');
  });

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
