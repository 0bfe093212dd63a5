import { describe, expect, it } from 'vitest';
import { NO_PERMISSION_PAGE_URL } from '@caixue/contract';
import {
  capPage, cardText, checkComment, feedCard, feedParams, feedTabs, initialTab, maxPagesOf,
  noPermissionRecord, shareLink, shareSummary, showsLockedOverlay, thumbnails,
} from './model';
import { category, newsItem } from './testData';

describe('news feed card', () => {
  it('shows the description, else the content stripped of markup', () => {
    expect(cardText(newsItem(1, { description: ' 早盘策略 ' }))).toBe('早盘策略');
    expect(cardText(newsItem(1, { description: '', summary: '', content: '<p>大盘<b>放量</b>上攻</p><img src="/a.png">' }))).toBe('大盘放量上攻[图片]');
    expect(cardText(newsItem(1, { description: '', summary: '服务端摘要', content: '<p>x</p>' }))).toBe('服务端摘要');
    expect(cardText(newsItem(1, { description: '', content: '' }))).toBe('');
  });

  it('keeps at most 3 thumbnails and falls back to the cover', () => {
    expect(thumbnails(newsItem(1, { picList: ['a', 'b', 'c', 'd'] }))).toEqual(['a', 'b', 'c']);
    expect(thumbnails(newsItem(1, { picList: [], pic: 'cover' }))).toEqual(['cover']);
    expect(thumbnails(newsItem(1, { picList: ['', 'b'], pic: 'cover' }))).toEqual(['b']);
    expect(thumbnails(newsItem(1))).toEqual([]);
  });

  it('covers a locked item from the third card on only', () => {
    const locked = newsItem(1, { locked: true });
    expect([0, 1, 2, 3].map((i) => showsLockedOverlay(locked, i))).toEqual([false, false, true, true]);
    expect(showsLockedOverlay(newsItem(2), 5)).toBe(false);
    expect(feedCard(locked, 2).overlay).toBe(true);
    expect(feedCard(locked, 1).overlay).toBe(false);
  });

  it('names the teacher and says how long ago', () => {
    const card = feedCard(newsItem(1, { dateTime: '2024-05-01T08:00:00.000Z' }), 0, Date.parse('2024-05-01T10:30:00.000Z'));
    expect(card.teacherName).toBe('李老师');
    expect(card.time).toBe('2小时前');
    expect(feedCard(newsItem(1, { teacher: null }), 0).teacherName).toBe('资讯');
  });
});

describe('news list paging', () => {
  it('category 11 stops after page 3; others have no limit', () => {
    expect(maxPagesOf(11)).toBe(3);
    expect(maxPagesOf(15)).toBeUndefined();
    expect(maxPagesOf(undefined)).toBeUndefined();
  });

  it('caps the total on the last allowed page so the list turns nomore', () => {
    const rows = Array.from({ length: 20 }, (_, i) => i);
    expect(capPage({ rows, total: 70 }, 2, 20, 3)).toEqual({ rows, total: 70 });
    expect(capPage({ rows, total: 70 }, 3, 20, 3)).toEqual({ rows, total: 60 });
    expect(capPage({ rows, total: 70 }, 3, 20, undefined)).toEqual({ rows, total: 70 });
    expect(capPage({ rows: [1, 2], total: 42 }, 3, 20, 3)).toEqual({ rows: [1, 2], total: 42 });
  });

  it('builds the list query: from, category, and a keyword for title and content', () => {
    expect(feedParams({ teacherId: 2 })).toMatchObject({ teacherId: 2, from: 'teacher', title: undefined });
    expect(feedParams({ goodsId: 5, categoryId: 11 })).toMatchObject({ goodsId: 5, categoryId: 11, from: 'goods' });
    expect(feedParams({ categoryId: 11 })).toMatchObject({ categoryId: 11, from: 'newsCategory' });
    expect(feedParams({ categoryId: 0, keyword: ' 半导体 ' })).toMatchObject({ categoryId: undefined, from: undefined, title: '半导体', content: '半导体' });
  });

  it('starts on the requested tab when it exists, else 全部', () => {
    const tabs = feedTabs([category(15, '资讯'), category(11, '每日早评', { locked: true })]);
    expect(tabs.map((t) => t.label)).toEqual(['全部', '资讯', '每日早评']);
    expect(tabs[2].locked).toBe(true);
    expect(initialTab(tabs, 11)).toBe(11);
    expect(initialTab(tabs, 99)).toBe(0);
    expect(initialTab(tabs, undefined)).toBe(0);
  });
});

describe('news share and details', () => {
  it('share summary falls back to the stripped content, then 无', () => {
    expect(shareSummary(newsItem(1, { description: '导读' }))).toBe('导读');
    expect(shareSummary(newsItem(1, { description: '', content: '<p>正文&amp;观点</p>' }))).toBe('正文&观点');
    expect(shareSummary(newsItem(1, { description: '', content: '' }))).toBe('无');
  });

  it('links to the details page', () => {
    expect(shareLink(7, 'https://h5.example.cn')).toBe('https://h5.example.cn/pages/news/details/index?id=7');
    expect(shareLink(7, undefined)).toBe('/pages/news/details/index?id=7');
  });

  it('prepares the no-permission page with the item and its module when known', () => {
    const record = noPermissionRecord({ ...newsItem(3, { title: '金牌内参' }), moduleId: 9 }, '暂无权限');
    expect(record.page).toBe(NO_PERMISSION_PAGE_URL);
    expect(record.data).toEqual({ url: '/api/news/ver/2/info/3', msg: '暂无权限', data: { moduleIds: [9], title: '金牌内参' } });
    expect(noPermissionRecord(newsItem(3), 'x').data.data.moduleIds).toEqual([]);
  });

  it('checks a comment: not empty, at most 500 characters', () => {
    expect(checkComment('  ')).toEqual({ ok: false, reason: '内容不能为空' });
    expect(checkComment(' 好文 ')).toEqual({ ok: true, content: '好文' });
    expect(checkComment('字'.repeat(501))).toMatchObject({ ok: false });
    expect(checkComment('字'.repeat(500))).toMatchObject({ ok: true });
  });
});
