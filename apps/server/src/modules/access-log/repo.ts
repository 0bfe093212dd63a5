import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessLogs } from '../../db/schema';

/** The only writer of access_logs: rows go in batches (writer.ts), repeats move ended_at. */

export type AccessLogRow = typeof accessLogs.$inferInsert;

export async function insertLogs(db: Db, rows: AccessLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(accessLogs).values(rows).onConflictDoNothing();
}

/**
 * Moves each visit's end to its latest repeat, in one statement. A repeat counts only when it is
 * later than the stored end and within `maxGapMs` of it: a client that stopped repeating (asleep,
 * in the background) does not stretch the visit when it comes back.
 */
export async function extendLogs(db: Db, ends: { id: string; endedAt: Date }[], maxGapMs: number): Promise<void> {
  if (ends.length === 0) return;
  const values = sql.join(
    ends.map((e) => sql`(${e.id}::varchar, ${e.endedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${accessLogs} set ended_at = v.ended_at
    from (values ${values}) as v(id, ended_at)
    where ${accessLogs.id} = v.id
      and v.ended_at > ${accessLogs.endedAt}
      and v.ended_at <= ${accessLogs.endedAt} + (${maxGapMs}::integer * interval '1 millisecond')`);
}

export interface DailyRow {
  date: string;
  page: string;
  visits: number;
  visitors: number;
  seconds: number;
}

/** Visits and time per page per China day, for [from, to) instants; busiest first within a day. */
export async function dailyFigures(db: Db, from: Date, to: Date): Promise<DailyRow[]> {
  const day = sql<string>`to_char((${accessLogs.startedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      page: accessLogs.page,
      visits: sql<number>`count(*)::integer`,
      visitors: sql<number>`count(distinct ${accessLogs.memberId})::integer`,
      seconds: sql<number>`coalesce(round(sum(extract(epoch from (${accessLogs.endedAt} - ${accessLogs.startedAt})))), 0)::integer`,
    })
    .from(accessLogs)
    .where(and(gte(accessLogs.startedAt, from), lt(accessLogs.startedAt, to)))
    .groupBy(day, accessLogs.page)
    .orderBy(sql`1 desc`, sql`3 desc`, accessLogs.page);
  return rows.map((r) => ({ ...r, visits: Number(r.visits), visitors: Number(r.visitors), seconds: Number(r.seconds) }));
}
