import { CODE, type Envelope, type TableEnvelope } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { issueToken } from '../../src/auth/tokens';
import { members } from '../../src/db/schema';
import { insertMember } from '../../src/modules/member/repo';
import { uniqueMobile, type TestServer } from './test-server';

/**
 * Shared by the content test files (news, courses, teachers, video, playbacks, about): who calls,
 * the envelopes they get back, and sweeps over raw answers for content that must not leak.
 */

/** The answer envelopes of the contract; a successful data answer always carries its data. */
export type Table<T> = TableEnvelope<T>;
export type Data<T> = Required<Envelope<T>>;

/** A caller of the API: a visitor (no id, no token) or a member with a fresh token. */
export interface Caller {
  name: string;
  id: number | null;
  token?: string;
}

/** The seeded demo members the content tests read as: 张三 (金牌会员) and 赵六 (no level). */
export const DEMO_MOBILES = { zhang: '13800000001', zhao: '13800000004' } as const;

export async function memberByMobile(server: TestServer, name: string, mobile: string): Promise<Caller> {
  const db = server.database.db;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  return { name, id: row.id, token: await issueToken(db, row.id, new Date(server.clock.now())) };
}

export async function freshMember(server: TestServer, name: string): Promise<Caller> {
  const db = server.database.db;
  const row = await insertMember(db, { mobile: uniqueMobile(), passwordHash: null, name, nickname: name });
  return { name, id: row.id, token: await issueToken(db, row.id, new Date(server.clock.now())) };
}

/**
 * The visitor, 张三 and 赵六 as callers. The objects exist at once (tests may be declared over
 * them); 张三's and 赵六's ids and tokens are filled in before the file's tests, after the server
 * started: call this after useTestServer.
 */
export function useDemoCallers(server: () => TestServer): { visitor: Caller; zhang: Caller; zhao: Caller } {
  const callers = {
    visitor: { name: 'visitor', id: null } as Caller,
    zhang: { name: '张三', id: null } as Caller,
    zhao: { name: '赵六', id: null } as Caller,
  };
  beforeAll(async () => {
    Object.assign(callers.zhang, await memberByMobile(server(), '张三', DEMO_MOBILES.zhang));
    Object.assign(callers.zhao, await memberByMobile(server(), '赵六', DEMO_MOBILES.zhao));
  });
  return callers;
}

export async function get<T>(server: TestServer, url: string, caller?: Caller): Promise<T & { code: number; msg: string }> {
  const answer = await server.get(url, { token: caller?.token });
  return answer.body as T & { code: number; msg: string };
}

export async function post<T>(server: TestServer, url: string, body: unknown, caller?: Caller): Promise<T & { code: number; msg: string }> {
  const answer = await server.post(url, body, { token: caller?.token });
  return answer.body as T & { code: number; msg: string };
}

/**
 * The raw text of every answer `caller` gets from `urls`, joined by newlines, each checked to be a
 * success: for leak sweeps, which then expect a marker absent (and, for someone who may see it,
 * present, so the sweep can fail).
 */
export async function rawAnswers(server: TestServer, urls: string[], caller: Pick<Caller, 'token'>): Promise<string> {
  const texts: string[] = [];
  for (const url of urls) {
    const answer = await server.get(url, { token: caller.token });
    expect([url, answer.body.code]).toEqual([url, CODE.ok]);
    texts.push(answer.text);
  }
  return texts.join('\n');
}
