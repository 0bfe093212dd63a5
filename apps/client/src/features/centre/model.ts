/** Pure rules of the member-centre content pages: pushes, feedback, articles, follows, validity. */
import type { LiveValidity, MemberPush } from '@caixue/contract';

export const CENTRE_TEXT = {
  pushEmpty: '暂无消息',
  pushEmptyHint: '直播提醒、服务通知会第一时间发到这里',
  readAll: '全部已读',
  readAllDone: '已全部标为已读',
  faqEmpty: '暂无常见问题',
  faqFeedbackTitle: '没有找到答案？',
  faqFeedbackHint: '把问题告诉我们，客服会尽快回复',
  feedbackEntry: '意见反馈',
  feedbackPlaceholder: '请描述您遇到的问题或建议（1-500字）',
  feedbackImage: '添加图片',
  feedbackImageHint: '可上传 1 张截图，帮助我们更快定位问题',
  feedbackSubmit: '提交反馈',
  feedbackSubmitted: '提交成功',
  feedbackEmptyContent: '请输入反馈内容',
  feedbackTooLong: '反馈内容不能超过500字',
  feedbackMine: '我的反馈',
  feedbackMineEmpty: '还没有提交过反馈',
  feedbackMineEmptyHint: '遇到问题或有好的建议，都可以在上方告诉我们',
  feedbackReplied: '已回复',
  feedbackWaiting: '等待回复',
  feedbackMyText: '反馈内容',
  feedbackReply: '客服回复',
  feedbackWaitingHint: '客服会在 1-2 个工作日内回复，请耐心等待',
  helpEmpty: '暂无帮助内容',
  articleEmpty: '暂无文章',
  articleEmptyHint: '老师发布的文章会显示在这里',
  strategyEmpty: '暂无投资策略',
  strategyEmptyHint: '老师发布的策略会显示在这里',
  locked: '开通后查看',
  lockedTitle: '该内容为会员专享',
  lockedHint: '开通对应服务后即可查看完整内容',
  visits: '阅读',
  collectNews: '资讯',
  collectCourse: '课程',
  collectEmptyNews: '还没有收藏资讯',
  collectEmptyCourse: '还没有收藏课程',
  collectEmptyHint: '看到喜欢的内容，点击收藏即可在这里找到',
  interestTeacher: '老师',
  interestCategory: '栏目',
  interestEmptyTeacher: '还没有关注老师',
  interestEmptyCategory: '还没有关注栏目',
  interestEmptyHint: '关注后可第一时间收到直播和文章更新',
  unfollow: '取消关注',
  unfollowConfirm: (name: string) => `确定不再关注「${name}」吗？`,
  unfollowed: '已取消关注',
  noVisitorContent: '登录后查看',
  loginButton: '登录/注册',
  articleVisitorHint: '登录后可阅读老师发布的文章和策略',
} as const;

export const FEEDBACK_MAX_LENGTH = 500;

/** The reason the feedback text cannot be sent, or null when it can. */
export function feedbackError(content: string): string | null {
  const text = content.trim();
  if (!text) return CENTRE_TEXT.feedbackEmptyContent;
  if ([...text].length > FEEDBACK_MAX_LENGTH) return CENTRE_TEXT.feedbackTooLong;
  return null;
}

/** '123/500': characters, so an emoji counts once. */
export function feedbackCounter(content: string): string {
  return `${[...content].length}/${FEEDBACK_MAX_LENGTH}`;
}

/** Feedback pictures: the chat picture types (SPEC §5 upload rules). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;

export function isImagePath(filePath: string): boolean {
  const name = filePath.split(/[?#]/)[0];
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (IMAGE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

export function countUnread(pushes: readonly Pick<MemberPush, 'read'>[]): number {
  return pushes.filter((push) => !push.read).length;
}

/** The rows with one push marked read; the same array when nothing changes. */
export function markPushRead<T extends Pick<MemberPush, 'id' | 'read'>>(pushes: readonly T[], id: number): readonly T[] {
  if (!pushes.some((push) => push.id === id && !push.read)) return pushes;
  return pushes.map((push) => (push.id === id ? { ...push, read: true } : push));
}

export function markAllPushesRead<T extends Pick<MemberPush, 'read'>>(pushes: readonly T[]): T[] {
  return pushes.map((push) => (push.read ? push : { ...push, read: true }));
}

/** The badge text: nothing for 0, '99+' beyond 99. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

export type ValidityTone = 'active' | 'expiring' | 'expired' | 'none';

export interface ValidityView {
  /** The badge: the level name, or 未开通. */
  level: string;
  /** 2027-11-20 到期, 已到期, 3 天后到期 … */
  detail: string;
  tone: ValidityTone;
}

/** How the member centre shows the member's service validity. */
export function validityView(validity: Pick<LiveValidity, 'status' | 'levelName' | 'endDate' | 'endAt' | 'daysLeft'> | null | undefined): ValidityView {
  if (!validity || validity.status === 'none') return { level: '普通会员', detail: '未开通', tone: 'none' };
  const date = validity.endDate || (validity.endAt ?? '').slice(0, 10);
  if (validity.status === 'expired') return { level: validity.levelName, detail: '已到期', tone: 'expired' };
  if (validity.status === 'expiring') {
    const left = validity.daysLeft <= 0 ? '今天到期' : `${validity.daysLeft} 天后到期`;
    return { level: validity.levelName, detail: left, tone: 'expiring' };
  }
  return { level: validity.levelName, detail: `${date} 到期`, tone: 'active' };
}

/** '2026-11-22T03:59:01.000Z' -> '2026-11-22 11:59' (China time, the members' clock). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const china = new Date(time + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
}

export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}

/** The rows without the one whose target was unfollowed. */
export function withoutTarget<T extends { targetId: number }>(rows: readonly T[], targetId: number): T[] {
  return rows.filter((row) => row.targetId !== targetId);
}
