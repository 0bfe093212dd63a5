/**
 * Pure rules of the news screens (SPEC §2 "Teacher news feed", §9): what a feed card shows, when
 * its locked overlay covers it, where a list stops, and what a share says.
 */
import { API, NO_PERMISSION_PAGE_URL, type NewsCategory, type NewsItem, type Paged } from '@caixue/contract';
import { timeAgo } from '@/shared/format/relativeTime';
import { checkCommentText } from '@/shared/format/comment';
import { htmlToText } from '@/shared/ui/richHtml';

export const NEWS_UI_TEXT = {
  listTitle: '资讯',
  all: '全部',
  searchPlaceholder: '搜索标题或内容',
  search: '搜索',
  cancel: '取消',
  empty: '暂无资讯',
  emptyHint: '稍后再来看看，老师们正在更新内容',
  emptySearch: '没有找到相关资讯',
  emptySearchHint: '换个关键词试试',
  lockedOverlay: '解锁后查看完整内容',
  lockedTitle: '会员专享内容',
  unlock: '立即开通',
  visits: '阅读',
  like: '点赞',
  likedAlready: '您已经点过赞了',
  favorite: '收藏',
  favorited: '已收藏',
  share: '分享',
  follow: '关注',
  followed: '已关注',
  followDone: '关注成功',
  unfollowDone: '已取消关注',
  related: '相关资讯',
  comments: '评论',
  commentsEmpty: '暂无评论，快来抢沙发吧',
  commentPlaceholder: '写下你的看法…',
  commentEntry: '写评论…',
  commentSend: '发布',
  commentSent: '评论成功',
  commentTooLong: '评论不能超过 500 字',
  commentLogin: '登录后参与评论',
  login: '立即登录',
  notFound: '资讯不存在或已下架',
  noticeEmpty: '暂无公告内容',
  financeTitle: '财经要闻',
  financeEmpty: '暂无财经要闻',
  source: '来源',
  noSummary: '无',
} as const;

/** SPEC §9: a feed card shows at most 3 thumbnails. */
export const MAX_THUMBNAILS = 3;
/** SPEC §2: from the third card on (index ≥ 2) a locked item is covered by the overlay. */
export const OVERLAY_FROM_INDEX = 2;
/** SPEC §2: the category-11 list (每日早评) stops after page 3. */
export const MORNING_REVIEW_CATEGORY_ID = 11;
export const MORNING_REVIEW_MAX_PAGES = 3;
/** SPEC §2: the footer's 资讯 tab opens the information list, category 15. */
export const INFORMATION_CATEGORY_ID = 15;
export const COMMENT_MAX_LENGTH = 500;

export const NEWS_PAGES = {
  list: '/pages/news/list/index',
  details: '/pages/news/details/index',
  noticeDetails: '/pages/news/noticeDetails/index',
  detailsShow: '/pages/news/detailsShow/index',
  financeList: '/pages/news/financeList/index',
} as const;

export function detailsUrl(id: number): string {
  return `${NEWS_PAGES.details}?id=${id}`;
}

/** The card's text: the teaser, else the plain text of the content (SPEC §2), else ''. */
export function cardText(item: Pick<NewsItem, 'description' | 'summary' | 'content'>): string {
  const description = item.description?.trim();
  if (description) return description;
  const summary = item.summary?.trim();
  if (summary) return summary;
  return item.content ? htmlToText(item.content) : '';
}

/** Up to 3 thumbnails: the picture list, else the cover. */
export function thumbnails(item: Pick<NewsItem, 'pic' | 'picList'>): string[] {
  const list = (item.picList ?? []).filter(Boolean);
  if (list.length > 0) return list.slice(0, MAX_THUMBNAILS);
  return item.pic ? [item.pic] : [];
}

export function showsLockedOverlay(item: Pick<NewsItem, 'locked'>, index: number): boolean {
  return item.locked && index >= OVERLAY_FROM_INDEX;
}

export interface FeedCardView {
  id: number;
  title: string;
  teacherName: string;
  teacherAvatar: string;
  time: string;
  text: string;
  thumbnails: string[];
  overlay: boolean;
  locked: boolean;
}

export function feedCard(item: NewsItem, index: number, now: number = Date.now()): FeedCardView {
  return {
    id: item.id,
    title: item.title,
    teacherName: item.teacher?.name || item.categoryName || '',
    teacherAvatar: item.teacher?.avatar ?? '',
    time: timeAgo(item.dateTime || item.date, now),
    text: cardText(item),
    thumbnails: thumbnails(item),
    overlay: showsLockedOverlay(item, index),
    locked: item.locked,
  };
}

/** How many pages a category's list may load; undefined = no limit. */
export function maxPagesOf(categoryId: number | undefined): number | undefined {
  return categoryId === MORNING_REVIEW_CATEGORY_ID ? MORNING_REVIEW_MAX_PAGES : undefined;
}

/** A page of a list: the table envelope's rows and total. */
export type Page<T> = Paged<T>;

/**
 * The page as the paged-list model should see it: on the last allowed page the total is capped
 * at what has been loaded, so the list turns nomore and asks for no further page.
 */
export function capPage<T>(page: Page<T>, pageNum: number, pageSize: number, maxPages: number | undefined): Page<T> {
  if (maxPages === undefined || pageNum < maxPages) return page;
  const loaded = (pageNum - 1) * pageSize + page.rows.length;
  return { rows: page.rows, total: Math.min(page.total, loaded) };
}

/** Share text (SPEC issue 5): the description, else the stripped content, else 无. */
export function shareSummary(item: Pick<NewsItem, 'description' | 'summary' | 'content'>): string {
  return cardText(item) || NEWS_UI_TEXT.noSummary;
}

export interface FeedQuery {
  teacherId?: number;
  goodsId?: number;
  categoryId?: number;
  keyword?: string;
}

/** List query (SPEC §3 "List query"): from names what the list is of; a keyword searches title and content. */
export function feedParams({ teacherId, goodsId, categoryId, keyword }: FeedQuery): Record<string, string | number | undefined> {
  const from = teacherId ? 'teacher' : goodsId ? 'goods' : categoryId ? 'newsCategory' : undefined;
  const word = keyword?.trim() || undefined;
  return { teacherId, goodsId, categoryId: categoryId || undefined, from, title: word, content: word };
}

export interface FeedTab {
  id: number;
  label: string;
  locked?: boolean;
}

/** The feed's tabs: 全部 (id 0) and the categories. */
export function feedTabs(categories: readonly NewsCategory[]): FeedTab[] {
  return [{ id: 0, label: NEWS_UI_TEXT.all }, ...categories.map((c) => ({ id: c.id, label: c.name, locked: c.locked }))];
}

/** The tab to start on: the requested category when it is one of the tabs, else 全部. */
export function initialTab(tabs: readonly FeedTab[], requested: number | undefined): number {
  return requested && tabs.some((t) => t.id === requested) ? requested : 0;
}

export interface DetailMeta {
  date: string;
  visits: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in local time, or the day alone. */
export function formatDateTime(iso: string, fallbackDay = ''): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return fallbackDay;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The share link of an item: the details page (the share sheet adds parentMemberId). */
export function shareLink(id: number, origin: string | undefined): string {
  const path = detailsUrl(id);
  return origin ? `${origin}${path}` : path;
}

/** What the no-permission page needs to list the levels that open a locked item. */
export function noPermissionRecord(item: Pick<NewsItem, 'id' | 'title' | 'moduleId'>, msg: string) {
  const moduleIds = typeof item.moduleId === 'number' ? [item.moduleId] : [];
  return {
    page: NO_PERMISSION_PAGE_URL,
    data: { url: API.news.infoById(item.id), msg, data: { moduleIds, title: item.title } },
  };
}

/** A comment as it may be sent: trimmed, not empty, at most 500 characters; else the reason. */
export const checkComment = (text: string) => checkCommentText(text, COMMENT_MAX_LENGTH, NEWS_UI_TEXT.commentTooLong);
