import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, memberWechatIdentities } from '../../db/schema';

type MemberRow = typeof members.$inferSelect;

export type IdentityRow = typeof memberWechatIdentities.$inferSelect;

export async function findIdentity(db: Db, appId: string, openid: string): Promise<IdentityRow | null> {
  const rows = await db
    .select()
    .from(memberWechatIdentities)
    .where(and(eq(memberWechatIdentities.appId, appId), eq(memberWechatIdentities.openid, openid)))
    .limit(1);
  return rows[0] ?? null;
}

/** The active member a WeChat unionid belongs to: on the member row, or through any linked app. */
export async function findActiveByUnionid(db: Db, unionid: string): Promise<MemberRow | null> {
  const linked = db
    .select({ memberId: memberWechatIdentities.memberId })
    .from(memberWechatIdentities)
    .where(eq(memberWechatIdentities.unionid, unionid));
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.status, 'active'), or(eq(members.unionid, unionid), inArray(members.id, linked))))
    .orderBy(members.id)
    .limit(1);
  return rows[0] ?? null;
}

export async function identitiesOf(db: Db, memberId: number): Promise<IdentityRow[]> {
  return db.select().from(memberWechatIdentities).where(eq(memberWechatIdentities.memberId, memberId)).orderBy(memberWechatIdentities.id);
}

export async function insertIdentity(db: Db, identity: typeof memberWechatIdentities.$inferInsert): Promise<void> {
  await db.insert(memberWechatIdentities).values(identity);
}

/** Keeps the identity's unionid and profile current (WeChat may add a unionid later). */
export async function refreshIdentity(
  db: Db,
  id: number,
  values: { unionid?: string | null; nickname?: string; avatar?: string },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  if (Object.keys(set).length > 0) await db.update(memberWechatIdentities).set(set).where(eq(memberWechatIdentities.id, id));
}

/** Moves an identity (of a cancelled member) to another member. */
export async function relinkIdentity(db: Db, id: number, memberId: number): Promise<void> {
  await db.update(memberWechatIdentities).set({ memberId }).where(eq(memberWechatIdentities.id, id));
}
