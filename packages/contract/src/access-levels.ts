/**
 * Member levels, the modules they open and the member's service validity (issue 4 "Levels, access
 * and permission"; SPEC §7 Member, §8 206). Shared by the server's level routes and the client's
 * no-permission page and service-expiry popup.
 */

/** The service counts as "expiring" (the popup shows) when it ends within this many days. */
export const SERVICE_EXPIRING_DAYS = 7;

export type {
  AccessModuleRef,
  LiveValidity,
  MemberAccessModule,
  MemberLevelInfo,
  ServiceStatus,
} from './schemas/access-levels';

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
