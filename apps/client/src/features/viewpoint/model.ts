/** Pure rules of the viewpoint screens (issue 17). */
import { VIEWPOINT_COMMENT_MAX, VIEWPOINT_TEXT, type Viewpoint } from '@caixue/contract';
import { checkCommentText } from '@/shared/format/comment';
import { timeAgo } from '@/shared/format/relativeTime';

export const VIEWPOINT_LIST_URL = '/pages/news/viewpoint/list/index';

export const VIEWPOINT_UI_TEXT = {
  title: '老师观点',
  subtitle: '名师短评 · 每日更新',
  more: '更多',
  empty: '暂无观点',
  emptyHint: '老师们正在撰写新的观点',
  locked: '解锁后查看完整内容',
  lockedHint: '本观点为会员专享，开通相应服务后即可阅读全文',
  unlock: '立即开通',
  commentEntry: '写评论…',
  commentLogin: '登录后参与评论',
  like: '点赞',
  likedAlready: '您已经点过赞了',
  share: '分享',
  notFound: VIEWPOINT_TEXT.notFound,
} as const;

export const detailsUrl = (id: number) => `/pages/news/viewpoint/details/index?id=${id}`;

export function shareLink(id: number, origin: string | undefined): string {
  return origin ? `${origin}${detailsUrl(id)}` : detailsUrl(id);
}

/** What a card says under the title: the teaser; a locked one says so. */
export function cardLine(item: Viewpoint): string {
  return item.teaser || (item.locked ? VIEWPOINT_UI_TEXT.locked : '');
}

export const cardTime = (item: Viewpoint, now?: number) => timeAgo(item.dateTime, now);

export const checkComment = (text: string) => checkCommentText(text, VIEWPOINT_COMMENT_MAX, VIEWPOINT_TEXT.commentTooLong);
