import { CODE, TEXT, type NoPermissionDetail } from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { activeModuleIds, holdsLevelAt } from './repo';

/**
 * Entitlements (DESIGN "business loop"): who is asking, and what they may open. A member may open
 * a module while one of their level grants covering it is in force; content with no module
 * (moduleId null) is open to everyone, visitors included.
 */

/** What access checks need of a caller: the modules they hold now. */
export interface ModuleHolder {
  readonly modules: ReadonlySet<number>;
}

/** A caller without a (valid) token: holds no module. */
export interface Visitor extends ModuleHolder {
  readonly memberId: null;
}

/** A signed-in member with the modules of their grants in force. */
export interface MemberViewer extends ModuleHolder {
  readonly memberId: number;
}

/** Who is asking: resolved once per request (`request.viewer()`), then handed to services. */
export type Viewer = Visitor | MemberViewer;

export const VISITOR: Visitor = Object.freeze({ memberId: null, modules: new Set<number>() });

/** The viewer for a member id (null = visitor) at `now`. */
export async function viewerOf(db: Db, memberId: number | null, now: Date): Promise<Viewer> {
  if (memberId === null) return VISITOR;
  return { memberId, modules: await activeModuleIds(db, memberId, now) };
}

/** The one access rule: no module, or one the caller holds. */
export function mayOpen(moduleId: number | null, modules: ReadonlySet<number>): boolean {
  return moduleId === null || modules.has(moduleId);
}

/** Whether the member holds this level now (activities limited to a level, e.g. the prize wheel). */
export function holdsLevel(db: Db, memberId: number, levelId: number, now: Date): Promise<boolean> {
  return holdsLevelAt(db, memberId, levelId, now);
}

/** The 206 answer for an item the caller may not open: what locks it, for the no-permission page. */
export function noPermission(moduleId: number | null, title: string): BizError {
  const detail: NoPermissionDetail = { moduleIds: moduleId === null ? [] : [moduleId], title };
  return new BizError(CODE.noPermission, TEXT.noPermissionToast, detail);
}
