import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { table } from '../../../../test/replies';
import { fetchFindPage } from '../api';
import { category, newsItem, rowsOf } from '../testData';
import { NewsDetailScreen } from './NewsDetailScreen';
import { TeacherNewsFeed } from './TeacherNewsFeed';

const LIST = API.news.list('allorvisible');

describe('TeacherNewsFeed', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/news/list/index');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows cards with teacher, text clamped, 3 thumbnails, and the overlay on locked cards from the third on', async () => {
    taroMock.server.on('GET', LIST, table([
      newsItem(1, { locked: true, picList: ['/a.png', '/b.png', '/c.png', '/d.png'] }),
      newsItem(2),
      newsItem(3, { locked: true }),
      newsItem(4, { description: '', content: '<p>正文<b>内容</b></p>' }),
    ], 4));
    const { container } = render(<TeacherNewsFeed teacherId={2} />);
    expect(container.querySelector('.skeleton-block')).not.toBeNull();
    await flush();
    const cards = container.querySelectorAll('.news-card');
    expect(cards).toHaveLength(4);
    expect(cards[0].textContent).toContain('李老师');
    expect(cards[0].querySelectorAll('.news-card__thumb')).toHaveLength(3);
    expect(cards[0].textContent).not.toContain('解锁后查看完整内容');
    expect(cards[2].textContent).toContain('解锁后查看完整内容');
    expect(cards[3].textContent).toContain('正文内容');
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
    const query = taroMock.server.lastRequest()!.query;
    expect(query.get('teacherId')).toBe('2');
    expect(query.get('from')).toBe('teacher');
    fireEvent.click(cards[1]);
    await flush();
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/news/details/index?id=2' }]);
  });

  it('a tab change starts the list over with the new category', async () => {
    taroMock.server.on('GET', API.news.categoryAll, { data: { code: 200, msg: '', data: [category(15, '资讯'), category(11, '每日早评')] } });
    taroMock.server.on('GET', LIST, (req) => {
      const id = Number(req.query.get('categoryId') ?? 0);
      return table(id === 11 ? [newsItem(110, { title: '早评一' })] : rowsOf(1, 20), id === 11 ? 1 : 40);
    });
    const { container } = render(<TeacherNewsFeed showTabs categoryId={15} />);
    await flush();
    await flush();
    const tabs = container.querySelectorAll('.category-tab');
    expect([...tabs].map((t) => t.textContent)).toEqual(['全部', '资讯', '每日早评']);
    expect(container.querySelector('.category-tabs--centred')).not.toBeNull();
    expect(container.querySelector('.category-tab--active')?.textContent).toBe('资讯');
    expect(container.querySelectorAll('.news-card')).toHaveLength(20);
    fireEvent.click(tabs[2]);
    await flush();
    const cards = container.querySelectorAll('.news-card');
    expect(cards).toHaveLength(1);
    expect(cards[0].textContent).toContain('早评一');
    expect(taroMock.server.lastRequest()!.query.get('pageNum')).toBe('1');
  });

  it('category 11 stops after page 3 without asking for a 4th', async () => {
    taroMock.server.on('GET', LIST, (req) => {
      const pageNum = Number(req.query.get('pageNum'));
      return table(rowsOf(pageNum * 100, 20), 70);
    });
    const { container } = render(<TeacherNewsFeed categoryId={11} />);
    await flush();
    for (let i = 0; i < 4; i += 1) {
      act(() => taroMock.triggerReachBottom());
      await flush();
    }
    expect(container.querySelectorAll('.news-card')).toHaveLength(60);
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();
    expect(taroMock.server.requests.filter((r) => r.path === LIST).map((r) => r.query.get('pageNum'))).toEqual(['1', '2', '3']);
  });

  it('searches title and content and says when nothing is found', async () => {
    taroMock.server.on('GET', LIST, (req) => table(req.query.get('content') ? [] : rowsOf(1, 3), 3));
    const { container } = render(<TeacherNewsFeed showSearch />);
    await flush();
    const input = container.querySelector('input')!;
    expect(input.getAttribute('placeholder')).toBe('搜索标题或内容');
    fireEvent.input(input, { target: { value: '不存在的词' } });
    fireEvent.click(container.querySelector('.news-search__button')!);
    await flush();
    const request = taroMock.server.lastRequest()!;
    expect(request.path).toBe(LIST);
    expect(request.query.get('title')).toBe('不存在的词');
    expect(request.query.get('content')).toBe('不存在的词');
    expect(request.query.get('pageNum')).toBe('1');
    expect(container.textContent).toContain('没有找到相关资讯');
  });

  it('shows 暂无资讯 for an empty category', async () => {
    taroMock.server.on('GET', LIST, table([], 0));
    const { container } = render(<TeacherNewsFeed categoryId={99} />);
    await flush();
    expect(container.textContent).toContain('暂无资讯');
  });
});

describe('NewsDetailScreen', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/news/details/index?id=5');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  function answerDetail(item: ReturnType<typeof newsItem>) {
    taroMock.server.on('GET', API.news.infoById(item.id), { data: { code: 200, msg: '', data: item } });
    taroMock.server.on('GET', API.news.relatedTo(item.id), { data: { code: 200, msg: '', data: [newsItem(6, { title: '相关一' })] } });
    taroMock.server.on('GET', API.news.commentList(item.id), table([], 0));
  }

  it('renders the content, related items and the empty comments; saves the view without a spinner', async () => {
    taroMock.storage.set('token', 't');
    answerDetail(newsItem(5, { content: '<p>正文段落</p><table><tr><td>表格</td></tr></table>', likes: 3 }));
    const { container } = render(<NewsDetailScreen id={5} />);
    await flush();
    await flush();
    expect(container.querySelector('.rich-html')?.innerHTML).toContain('<table>');
    expect(container.textContent).toContain('相关一');
    expect(container.textContent).toContain('暂无评论');
    const view = taroMock.server.requests.find((r) => r.path === API.news.viewSave);
    expect(view?.data).toBe(JSON.stringify({ newsId: 5 }));
    expect(taroMock.loading.shows).toBe(0);
  });

  it('asks the find list with the 30 s timeout', async () => {
    taroMock.server.on('GET', API.news.list('find'), table(rowsOf(1, 2), 2));
    const page = await fetchFindPage({ pageNum: 1, pageSize: 20 });
    expect(page.rows).toHaveLength(2);
    expect(taroMock.server.lastRequest()?.timeout).toBe(30_000);
  });

  it('a locked item shows its teaser and 立即开通, which opens the no-permission page', async () => {
    taroMock.storage.set('token', 't');
    answerDetail(newsItem(5, { locked: true, description: '内参导读', content: '' }));
    const { container } = render(<NewsDetailScreen id={5} />);
    await flush();
    expect(container.textContent).toContain('内参导读');
    expect(container.textContent).toContain('解锁后查看完整内容');
    fireEvent.click(container.querySelector('.news-lock-panel__button')!);
    await flush();
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/mine/noPermission/index');
    expect(taroMock.storage.get('noPermissionData')).toMatchObject({ data: { title: '资讯标题5' } });
  });

  it('a visitor tapping like goes to login; a member likes and favorites', async () => {
    answerDetail(newsItem(5, { content: '<p>x</p>', likes: 3 }));
    taroMock.server.on('POST', API.news.like, { data: { code: 200, msg: '', data: null } });
    taroMock.server.on('POST', API.news.favorite, { data: { code: 200, msg: '', data: { favorited: true } } });
    const { container } = render(<NewsDetailScreen id={5} />);
    await flush();
    fireEvent.click(container.querySelector('.news-actions__like')!);
    await flush();
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/login/index/index');
    expect(taroMock.server.requests.some((r) => r.path === API.news.like)).toBe(false);

    taroMock.storage.set('token', 't');
    fireEvent.click(container.querySelector('.news-actions__like')!);
    await flush();
    expect(container.querySelector('.news-actions__like')?.textContent).toBe('4');
    fireEvent.click(container.querySelector('.news-actions__favorite')!);
    await flush();
    expect(container.querySelector('.news-actions__favorite')?.textContent).toBe('已收藏');
  });
});
