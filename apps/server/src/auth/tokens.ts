import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, memberTokens } from '../db/schema';

/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only their sha256 is stored, so a database
 * leak does not leak sessions. Tokens expire after 30 days and are revoked on logout and on
 * account cancellation.
 */
export const TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the text could be a token newToken made (43 base64url characters); anything else is no session. */
export function isTokenShaped(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text);
}

/** Inserts a token for the member; pass a transaction to make it part of a larger change. */
export async function issueToken(db: Db, memberId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(memberTokens).values({
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export interface Session {
  memberId: number;
  tokenHash: string;
}

/** The live session for a token: not expired, not revoked, member still active. */
export async function findSession(db: Db, token: string, now: Date): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ memberId: memberTokens.memberId })
    .from(memberTokens)
    .innerJoin(members, eq(members.id, memberTokens.memberId))
    .where(
      and(
        eq(memberTokens.tokenHash, tokenHash),
        isNull(memberTokens.revokedAt),
        gt(memberTokens.expiresAt, now),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] ? { memberId: rows[0].memberId, tokenHash } : null;
}

export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(memberTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberTokens.tokenHash, tokenHash), isNull(memberTokens.revokedAt)));
}

export async function revokeAllTokens(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(memberTokens)
    .set({ revokedAt: now })
    .where(and(eq(memberTokens.memberId, memberId), isNull(memberTokens.revokedAt)));
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
