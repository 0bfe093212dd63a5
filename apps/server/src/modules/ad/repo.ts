import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads } from '../../db/schema';

export type AdRow = typeof ads.$inferSelect;

export const POPUP_POSITION = 'popupAdvert';

export async function listAds(db: Db, positionCode: string): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(and(eq(ads.positionCode, positionCode), eq(ads.enabled, true)))
    .orderBy(asc(ads.sort), asc(ads.id));
}

/** The newest enabled popup advert, if any. */
export async function latestPopup(db: Db): Promise<AdRow | null> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.positionCode, POPUP_POSITION), eq(ads.enabled, true)))
    .orderBy(desc(ads.id))
    .limit(1);
  return rows[0] ?? null;
}
