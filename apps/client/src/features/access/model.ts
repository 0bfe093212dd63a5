/** Pure rules of levels and access: when the service-expiry popup shows, what it and the no-permission page say. */
import { isNoPermissionDetail, type LiveValidity, type NoPermissionDetail } from '@caixue/contract';

export const ACCESS_UI_TEXT = {
  expiringTitle: '服务即将到期',
  expiredTitle: '服务已到期',
  renew: '立即续费',
  later: '稍后再说',
  lockedTitle: '会员专享内容',
  unlockWith: '开通以下任一会员即可查看',
  renewWith: '续费或升级会员，继续畅享专享内容',
  productIntro: '产品介绍',
  learnProduct: '了解产品',
  back: '返回',
  includes: '包含权益',
  noLevels: '该内容需开通相应服务后查看，详情请咨询客服或查看产品介绍。',
  renewTitle: '续费会员',
  loadFailed: '会员方案加载失败',
  retry: '重新加载',
} as const;

/** Local calendar day, YYYY-MM-DD: "once a day" means the member's own day. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface ExpiryPopupInput {
  validity: Pick<LiveValidity, 'status'> | null | undefined;
  memberId: number | undefined;
  /** Member id -> the day the popup last showed. */
  shown: Readonly<Record<string, string>> | undefined;
  today: string;
}

/** Shown to a logged-in member whose service is expiring or has expired, at most once a day each. */
export function shouldShowExpiryPopup({ validity, memberId, shown, today }: ExpiryPopupInput): boolean {
  if (memberId === undefined || !validity) return false;
  if (validity.status !== 'expiring' && validity.status !== 'expired') return false;
  return shown?.[String(memberId)] !== today;
}

/** Records today for the member; keeps only today's entries, so the map never grows. */
export function markExpiryShown(shown: Readonly<Record<string, string>> | undefined, memberId: number, today: string): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(shown ?? {}).filter(([, day]) => day === today));
  return { ...kept, [String(memberId)]: today };
}

export interface ExpiryPopupText {
  title: string;
  /** e.g. 您的「金牌会员」将于 2025-06-12 到期（剩余 3 天） */
  message: string;
  hint: string;
}

export function expiryPopupText(validity: Pick<LiveValidity, 'status' | 'levelName' | 'endDate' | 'daysLeft'>): ExpiryPopupText {
  const level = validity.levelName || '会员';
  if (validity.status === 'expired') {
    return {
      title: ACCESS_UI_TEXT.expiredTitle,
      message: `您的「${level}」已于 ${validity.endDate} 到期`,
      hint: '会员专享的直播、内参等内容已暂停查看，续费后立即恢复。',
    };
  }
  const left = validity.daysLeft <= 1 ? '今天到期' : `剩余 ${validity.daysLeft} 天`;
  return {
    title: ACCESS_UI_TEXT.expiringTitle,
    message: `您的「${level}」将于 ${validity.endDate} 到期（${left}）`,
    hint: '到期后会员专享内容将无法查看，及时续费不中断服务。',
  };
}

/** What the no-permission page shows, from what the 206 call stored. */
export interface NoPermissionView {
  /** The locked thing's name, '' when unknown. */
  subject: string;
  message: string;
  moduleIds: number[];
}

export function noPermissionView(stored: { msg?: string; data?: unknown } | undefined, fallbackMessage: string): NoPermissionView {
  const detail: NoPermissionDetail | null = isNoPermissionDetail(stored?.data) ? stored.data : null;
  return {
    subject: detail?.title ?? '',
    message: stored?.msg || fallbackMessage,
    moduleIds: detail ? [...new Set(detail.moduleIds)] : [],
  };
}

/** The product the page's main button opens: the first level with a link. */
export function primaryProductLink(levels: readonly { productLink: string }[]): string {
  return levels.find((l) => l.productLink)?.productLink ?? '';
}
