/**
 * Member levels, the modules they open and the member's service validity (issue 4 "Levels, access
 * and permission"; SPEC §7 Member, §8 206). Shared by the server's level routes and the client's
 * no-permission page and service-expiry popup.
 */

/** The service counts as "expiring" (the popup shows) when it ends within this many days. */
export const SERVICE_EXPIRING_DAYS = 7;

export type ServiceStatus = 'active' | 'expiring' | 'expired' | 'none';

export interface AccessModuleRef {
  id: number;
  code: string;
  name: string;
}

/** A level that opens some of the asked modules (GET /api/member/level/ver/2/list/related/module/{ids}). */
export interface MemberLevelInfo {
  id: number;
  name: string;
  description: string;
  icon: string;
  /** Where to buy or renew the level (product page); '' when none is set. */
  productLink: string;
  sort: number;
  /** Every module the level opens (not only the asked ones). */
  modules: AccessModuleRef[];
  /** The asked module ids this level opens. */
  moduleIds: number[];
}

/** A module the member may open now (GET /api/member/ver/2/access/module). */
export interface MemberAccessModule {
  moduleId: number;
  code: string;
  name: string;
  /** The level whose grant runs longest for this module. */
  levelId: number;
  levelName: string;
  /** ISO timestamps. */
  startAt: string;
  endAt: string;
  /** China date of endAt, YYYY-MM-DD. */
  endDate: string;
}

/** The member's current service validity (GET /api/member/get/live/validity/period). */
export interface LiveValidity {
  status: ServiceStatus;
  /** The level the status is about; null with status 'none'. */
  levelId: number | null;
  levelName: string;
  /** ISO timestamps; null with status 'none'. */
  startAt: string | null;
  endAt: string | null;
  /** China date of endAt, YYYY-MM-DD ('' with status 'none'). */
  endDate: string;
  /** Whole days left, rounded up (0 once ended or with 'none'). */
  daysLeft: number;
  /** Renewal link: the level's product link, else its first module's; '' when neither is set. */
  productLink: string;
  /** The modules the level opens (what a renewal keeps open). */
  moduleIds: number[];
  /** SERVICE_EXPIRING_DAYS, so a client need not be rebuilt when it changes. */
  expiringDays: number;
}

/**
 * `data` of a code-206 answer for module-guarded content: what is locked and which modules open it.
 * The no-permission page lists the levels that open `moduleIds`.
 */
export interface NoPermissionDetail {
  moduleIds: number[];
  /** What the member tried to open, e.g. the live room's title. */
  title: string;
}

export function isNoPermissionDetail(value: unknown): value is NoPermissionDetail {
  if (typeof value !== 'object' || value === null) return false;
  const { moduleIds, title } = value as Partial<NoPermissionDetail>;
  return Array.isArray(moduleIds) && moduleIds.every((id) => Number.isInteger(id)) && typeof title === 'string';
}

export const ACCESS_TEXT = {
  levelIdsInvalid: '模块编号格式不正确',
} as const;
