import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponTemplates, memberCoupons } from '../../db/schema';

/**
 * modules/coupon owns coupon_templates and member_coupons. Issuing takes the member's coupon lock
 * and a conditional update of the template's claimed counter (never past stock); every state move
 * of a member coupon is a conditional update answering the row only to the caller that made it.
 */

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type NewTemplate = typeof couponTemplates.$inferInsert;
export type MemberCouponRow = typeof memberCoupons.$inferSelect;
export type NewMemberCoupon = typeof memberCoupons.$inferInsert;

/** Advisory lock namespace of a member's coupons (the first key of pg_advisory_xact_lock(int, int)). */
const COUPON_LOCK_SPACE = 7303;

/** Serializes issuing coupons to one member until the caller's transaction ends (per-member limits). */
export async function lockMemberCoupons(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${COUPON_LOCK_SPACE}, ${memberId}::int)`);
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function templatesByIds(db: Db, ids: number[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(couponTemplates).where(inArray(couponTemplates.id, [...new Set(ids)]));
}

/** Claimable templates still within their validity (fixed dates) or issued for N days, in display order. */
export async function claimableTemplates(db: Db, now: Date): Promise<TemplateRow[]> {
  return db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.claimable, true), or(isNotNull(couponTemplates.validDays), gt(couponTemplates.validUntil, now))))
    .orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
}

export async function registerGiftTemplates(db: Db): Promise<TemplateRow[]> {
  return db.select().from(couponTemplates).where(eq(couponTemplates.registerGift, true)).orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
}

/** Takes one from the template's stock: false when none is left (concurrent takers never pass stock). */
export async function takeStock(db: Db, templateId: number): Promise<boolean> {
  const rows = await db
    .update(couponTemplates)
    .set({ claimed: sql`${couponTemplates.claimed} + 1` })
    .where(and(eq(couponTemplates.id, templateId), lt(couponTemplates.claimed, couponTemplates.stock)))
    .returning({ id: couponTemplates.id });
  return rows.length === 1;
}

/** How many coupons of each template the member holds (any state). */
export async function heldCounts(db: Db, memberId: number, templateIds: number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: memberCoupons.templateId, n: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, memberId), inArray(memberCoupons.templateId, templateIds)))
    .groupBy(memberCoupons.templateId);
  return new Map(rows.map((r) => [r.templateId, Number(r.n)]));
}

export async function findIssued(db: Db, memberId: number, templateId: number, source: string, sourceKey: string): Promise<MemberCouponRow | null> {
  const [row] = await db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.templateId, templateId), eq(memberCoupons.source, source), eq(memberCoupons.sourceKey, sourceKey)))
    .limit(1);
  return row ?? null;
}

/** Null when (member, template, source, key) is already there. */
export async function insertCoupon(db: Db, values: NewMemberCoupon): Promise<MemberCouponRow | null> {
  const [row] = await db.insert(memberCoupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCoupon(db: Db, id: number): Promise<MemberCouponRow | null> {
  const [row] = await db.select().from(memberCoupons).where(eq(memberCoupons.id, id)).limit(1);
  return row ?? null;
}

/** The tabs' conditions: unused (UNUSED still valid, and LOCKED), used, expired (UNUSED past validity). */
function tabWhere(memberId: number, tab: 'unused' | 'used' | 'expired', now: Date): SQL | undefined {
  const mine = eq(memberCoupons.memberId, memberId);
  if (tab === 'used') return and(mine, eq(memberCoupons.state, 'USED'));
  if (tab === 'expired') return and(mine, eq(memberCoupons.state, 'UNUSED'), lte(memberCoupons.validUntil, now));
  return and(mine, or(and(eq(memberCoupons.state, 'UNUSED'), gt(memberCoupons.validUntil, now)), eq(memberCoupons.state, 'LOCKED')));
}

export async function listCoupons(
  db: Db,
  memberId: number,
  tab: 'unused' | 'used' | 'expired',
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberCouponRow[]; total: number }> {
  const where = tabWhere(memberId, tab, now);
  // Unused: the soonest to expire first; used: the latest used first; expired: the latest expired first.
  const order =
    tab === 'unused'
      ? [asc(memberCoupons.validUntil), asc(memberCoupons.id)]
      : tab === 'used'
        ? [desc(memberCoupons.usedAt), desc(memberCoupons.id)]
        : [desc(memberCoupons.validUntil), desc(memberCoupons.id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(memberCoupons).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(memberCoupons).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The member's UNUSED coupons not yet expired (candidates at checkout). */
export async function unusedCoupons(db: Db, memberId: number, now: Date): Promise<MemberCouponRow[]> {
  return db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.state, 'UNUSED'), gt(memberCoupons.validUntil, now)))
    .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id));
}

/** UNUSED -> LOCKED for this order, only while valid: false when another order (or time) got there first. */
export async function lockCoupon(db: Db, id: number, memberId: number, orderNo: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberCoupons)
    .set({ state: 'LOCKED', orderNo, updatedAt: now })
    .where(
      and(
        eq(memberCoupons.id, id),
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.state, 'UNUSED'),
        lte(memberCoupons.validFrom, now),
        gt(memberCoupons.validUntil, now),
      ),
    )
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

/** The order's coupon LOCKED -> USED (paid). */
export async function useCoupon(db: Db, orderNo: string, now: Date): Promise<void> {
  await db
    .update(memberCoupons)
    .set({ state: 'USED', usedAt: now, updatedAt: now })
    .where(and(eq(memberCoupons.orderNo, orderNo), eq(memberCoupons.state, 'LOCKED')));
}

/** The order's coupon back to UNUSED from one of `from` (cancel/close: LOCKED; refund: USED). */
export async function releaseCoupon(db: Db, orderNo: string, from: ('LOCKED' | 'USED')[], now: Date): Promise<void> {
  await db
    .update(memberCoupons)
    .set({ state: 'UNUSED', orderNo: null, usedAt: null, updatedAt: now })
    .where(and(eq(memberCoupons.orderNo, orderNo), inArray(memberCoupons.state, from)));
}

// --- seed and tests -------------------------------------------------------------------------

export async function insertTemplate(db: Db, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await db.insert(couponTemplates).values(values).returning();
  return row;
}
