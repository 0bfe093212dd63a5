import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';

export interface StoredCode {
  id: number;
  codeHash: string;
}

export async function insertCode(
  db: Db,
  code: { mobile: string; purpose: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(code);
}

/**
 * Counts one attempt against the newest live code and returns it, in one statement: concurrent
 * guesses cannot all read "0 attempts" and slip past the limit.
 */
export async function claimAttempt(
  db: Db,
  mobile: string,
  purposes: string[],
  now: Date,
  maxAttempts: number,
): Promise<StoredCode | null> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        inArray(smsCodes.purpose, purposes),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, sql`(${newest})`), lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  return rows[0] ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
