import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appVersions } from '../../db/schema';

export type VersionRow = typeof appVersions.$inferSelect;

/** Newest release for the platform, or the newest of any platform when it has none of its own. */
export async function latestVersion(db: Db, platform: string): Promise<VersionRow | null> {
  const own = await db
    .select()
    .from(appVersions)
    .where(eq(appVersions.platform, platform))
    .orderBy(desc(appVersions.id))
    .limit(1);
  if (own[0]) return own[0];
  const any = await db.select().from(appVersions).orderBy(desc(appVersions.id)).limit(1);
  return any[0] ?? null;
}
