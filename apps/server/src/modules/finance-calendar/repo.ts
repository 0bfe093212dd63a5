import { and, asc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { financeEvents } from '../../db/schema';

export type FinanceEventRow = typeof financeEvents.$inferSelect;
export type NewFinanceEvent = typeof financeEvents.$inferInsert;

/** Events of the days in [from, to], by day then id (the service orders within a day). */
export async function listEvents(db: Db, from: string, to: string): Promise<FinanceEventRow[]> {
  return db
    .select()
    .from(financeEvents)
    .where(and(gte(financeEvents.day, from), lte(financeEvents.day, to)))
    .orderBy(asc(financeEvents.day), asc(financeEvents.id));
}

export async function insertEvents(db: Pick<Db, 'insert'>, rows: NewFinanceEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(financeEvents).values(rows);
}
