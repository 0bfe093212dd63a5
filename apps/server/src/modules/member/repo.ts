import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

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

export async function findActiveByMobile(db: Db, mobile: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.mobile, mobile), eq(members.status, 'active')))
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

export async function setUnionidIfEmpty(db: Db, memberId: number, unionid: string): Promise<void> {
  const rows = await db.select({ unionid: members.unionid }).from(members).where(eq(members.id, memberId)).limit(1);
  if (rows[0] && !rows[0].unionid) await db.update(members).set({ unionid }).where(eq(members.id, memberId));
}

/** Sets the mobile of an active member; null when there is no such member. */
export async function setMobile(db: Db, memberId: number, mobile: string): Promise<MemberRow | null> {
  const rows = await db
    .update(members)
    .set({ mobile })
    .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    .returning();
  return rows[0] ?? null;
}
