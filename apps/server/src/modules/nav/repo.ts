import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { navItems } from '../../db/schema';

export type NavRow = typeof navItems.$inferSelect;

export const MENU_CATEGORY = 'menu';

export async function listNav(db: Db, categoryCode: string, linkTypeCode?: string): Promise<NavRow[]> {
  return db
    .select()
    .from(navItems)
    .where(
      and(
        eq(navItems.categoryCode, categoryCode),
        eq(navItems.enabled, true),
        linkTypeCode === undefined ? undefined : eq(navItems.linkTypeCode, linkTypeCode),
      ),
    )
    .orderBy(asc(navItems.sort), asc(navItems.id));
}
