import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberTokens } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** An active member whose mobile or username is `account`. */
export async function findActiveByAccount(db: Db, account: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.status, 'active'), or(eq(members.mobile, account), eq(members.username, account))))
    .limit(1);
  return rows[0] ?? null;
}

/** True when `account` belonged to a member who cancelled (and nobody active holds it now). */
export async function wasCancelled(db: Db, account: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.status, 'cancelled'), or(eq(members.mobile, account), eq(members.username, account))))
    .orderBy(desc(members.id))
    .limit(1);
  return rows.length > 0;
}

export async function findActiveById(db: Db, id: number): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), eq(members.status, 'active')))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertMember(db: Db, member: NewMember): Promise<MemberRow> {
  const rows = await db.insert(members).values(member).returning();
  return rows[0];
}

export async function markCancelled(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(members.id, id), eq(members.status, 'active')))
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function updateProfile(
  db: Db,
  id: number,
  changes: Partial<Pick<MemberRow, 'nickname' | 'name' | 'avatar' | 'passwordHash'>>,
): Promise<MemberRow | null> {
  const rows = await db
    .update(members)
    .set(changes)
    .where(and(eq(members.id, id), eq(members.status, 'active')))
    .returning();
  return rows[0] ?? null;
}

/** Revokes every live token of the member except the one with `keepHash` (the caller's own). */
export async function revokeOtherTokens(db: Db, memberId: number, keepHash: string, now: Date): Promise<number> {
  const rows = await db
    .update(memberTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberTokens.memberId, memberId), isNull(memberTokens.revokedAt), ne(memberTokens.tokenHash, keepHash)))
    .returning({ id: memberTokens.id });
  return rows.length;
}
