import type { NewsCategory, NewsItem } from '@caixue/contract';

export function newsItem(id: number, over: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    categoryId: 15,
    categoryName: '资讯',
    title: `资讯标题${id}`,
    pic: '',
    picList: [],
    description: `摘要${id}`,
    content: '',
    summary: '',
    audio: '',
    dateTime: '2024-05-01T08:00:00.000Z',
    date: '2024-05-01',
    teacher: { id: 2, name: '李老师', avatar: '/uploads/seed/t.png' },
    visits: 12,
    likes: 3,
    comments: 0,
    locked: false,
    moduleId: null,
    liked: false,
    favorited: false,
    ...over,
  };
}

export function category(id: number, name: string, over: Partial<NewsCategory> = {}): NewsCategory {
  return { id, name, code: null, description: '', pic: '', teacherId: null, goodsId: null, locked: false, followed: false, ...over };
}

export function rowsOf(from: number, count: number, over: Partial<NewsItem> = {}): NewsItem[] {
  return Array.from({ length: count }, (_, i) => newsItem(from + i, over));
}
