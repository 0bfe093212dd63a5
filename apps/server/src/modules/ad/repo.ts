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

/**
 * Ads of a position (categoryCode), optionally those of one teacher or goods item (positionCode
 * teacherAd / goodsAd), enabled only, in display order.
 */
export async function listPositionAds(
  db: Db,
  filter: { positionCode: string; teacherId?: number; goodsId?: number },
  page?: { limit: number; offset: number },
): Promise<AdRow[]> {
  const query = db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.positionCode, filter.positionCode),
        eq(ads.enabled, true),
        filter.teacherId === undefined ? undefined : eq(ads.teacherId, filter.teacherId),
        filter.goodsId === undefined ? undefined : eq(ads.goodsId, filter.goodsId),
      ),
    )
    .orderBy(asc(ads.sort), asc(ads.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function findAd(db: Db, id: number): Promise<AdRow | null> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.enabled, true)))
    .limit(1);
  return rows[0] ?? null;
}
