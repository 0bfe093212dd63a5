import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceAlerts } from '../../db/schema';

/** The price alerts' table: price_alerts (its only writer). */

export type PriceAlertRow = typeof priceAlerts.$inferSelect;

const ALERT_LOCK_SPACE = 7316;

/** Serializes a member's alert creation (the active limit) until the caller's transaction ends. */
export async function lockMemberAlerts(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ALERT_LOCK_SPACE}, ${memberId}::int)`);
}

export async function activeCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.memberId, memberId), eq(priceAlerts.status, 'active')));
  return Number(row?.n ?? 0);
}

export async function findActiveSame(db: Db, memberId: number, symbol: string, kind: string, value: number): Promise<PriceAlertRow | null> {
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.memberId, memberId),
        eq(priceAlerts.symbol, symbol),
        eq(priceAlerts.kind, kind),
        eq(priceAlerts.value, value),
        eq(priceAlerts.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAlert(db: Db, values: { memberId: number; symbol: string; kind: string; value: number; createdAt: Date }): Promise<PriceAlertRow> {
  const [row] = await db.insert(priceAlerts).values(values).returning();
  return row!;
}

/** The member's alerts, newest first (at most `limit`). */
export function alertsOf(db: Db, memberId: number, limit: number): Promise<PriceAlertRow[]> {
  return db.select().from(priceAlerts).where(eq(priceAlerts.memberId, memberId)).orderBy(desc(priceAlerts.id)).limit(limit);
}

export async function findAlert(db: Db, memberId: number, id: number): Promise<PriceAlertRow | null> {
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** active -> cancelled; null when it was not the member's active alert. */
export async function cancelAlert(db: Db, memberId: number, id: number): Promise<PriceAlertRow | null> {
  const [row] = await db
    .update(priceAlerts)
    .set({ status: 'cancelled' })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.memberId, memberId), eq(priceAlerts.status, 'active')))
    .returning();
  return row ?? null;
}

export function activeAlerts(db: Db): Promise<PriceAlertRow[]> {
  return db.select().from(priceAlerts).where(eq(priceAlerts.status, 'active'));
}

/**
 * active -> fired, only if still active: of two evaluations racing on one alert exactly one gets the row
 * back (the other's update matches nothing), so the member is told once.
 */
export async function fireAlert(db: Db, id: number, at: Date, price: number, change: number): Promise<PriceAlertRow | null> {
  const [row] = await db
    .update(priceAlerts)
    .set({ status: 'fired', firedAt: at, firedPrice: price, firedChange: change })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.status, 'active')))
    .returning();
  return row ?? null;
}
