import { CODE, TEXT, type LoginResult, type MemberInfo } from '@caixue/contract';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionRevocations } from '../../auth/revocations';
import { issueToken, revokeAllTokens } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import type { KeyValueStore } from '../../stores/kv-store';
import { SIGN_IN_PURPOSES, type SmsService } from '../sms/service';
import { acceptedAvatar, acceptedName } from './profile-rule';
import * as repo from './repo';

export type { MemberRow, NewMember } from './repo';

const FAILED_LOGIN_LIMIT = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed password logins from one address across all accounts (credential stuffing). */
const FAILED_LOGIN_ADDRESS_LIMIT = 30;
const UNIQUE_VIOLATION = '23505';

export interface MemberServiceDeps {
  db: Db;
  store: KeyValueStore;
  sms: SmsService;
  now: () => number;
  /** Told after tokens are revoked, so cached sessions (live sockets) end at once. */
  revocations: SessionRevocations;
}

export function toLoginResult(member: repo.MemberRow, token: string): LoginResult {
  return { token, memberId: member.id, isTeacher: member.isTeacher === 1 ? 1 : 0, unionid: member.unionid };
}

export function toMemberInfo(member: repo.MemberRow): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    mobile: member.mobile,
    name: member.name,
    nickname: member.nickname,
    avatar: member.avatar,
    isTeacher: member.isTeacher === 1 ? 1 : 0,
    unionid: member.unionid,
    createTime: member.createdAt.toISOString(),
    hasPassword: member.passwordHash !== null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Told on the transaction that created a member (the registration gift of modules/coupon). */
export type MemberCreatedListener = (db: Db, memberId: number, now: Date) => Promise<void>;

export class MemberService {
  private readonly createdListeners: MemberCreatedListener[] = [];

  constructor(private readonly deps: MemberServiceDeps) {}

  /** Registers a listener told about every new member (registration, WeChat sign-up), on the creating transaction. */
  onCreated(listener: MemberCreatedListener): void {
    this.createdListeners.push(listener);
  }

  private async created(db: Db, member: repo.MemberRow): Promise<void> {
    for (const listener of this.createdListeners) await listener(db, member.id, this.date());
  }

  private date(): Date {
    return new Date(this.deps.now());
  }

  // --- accounts for other modules (WeChat login): the members table is written only here ----
  // `db` lets the caller's transaction include the read or write.

  findActive(id: number, db: Db = this.deps.db): Promise<repo.MemberRow | null> {
    return repo.findActiveById(db, id);
  }

  findActiveByMobile(mobile: string, db: Db = this.deps.db): Promise<repo.MemberRow | null> {
    return repo.findActiveByMobile(db, mobile);
  }

  /** A new member; its name, nickname and avatar must pass the profile rule (code 400 otherwise). */
  async create(member: repo.NewMember, db: Db = this.deps.db): Promise<repo.MemberRow> {
    const row = await repo.insertMember(db, {
      ...member,
      ...(member.name !== undefined && { name: acceptedName('name', member.name) }),
      ...(member.nickname !== undefined && { nickname: acceptedName('nickname', member.nickname) }),
      ...(member.avatar !== undefined && { avatar: acceptedAvatar(member.avatar) }),
    });
    await this.created(db, row);
    return row;
  }

  /** Records the WeChat unionid on the member unless they already have one. */
  setUnionidIfEmpty(memberId: number, unionid: string, db: Db = this.deps.db): Promise<void> {
    return repo.setUnionidIfEmpty(db, memberId, unionid);
  }

  setMobile(memberId: number, mobile: string, db: Db = this.deps.db): Promise<repo.MemberRow | null> {
    return repo.setMobile(db, memberId, mobile);
  }

  /**
   * Password check shared by the member and admin-style logins. Failures are counted per account
   * and client address, so guessing is slowed without letting strangers lock a member out; failures
   * from one address across accounts are also counted, and past their limit the address is refused
   * for the window (trying many accounts with leaked passwords).
   */
  async authenticate(account: string, password: string, ip: string): Promise<repo.MemberRow> {
    const { store } = this.deps;
    const attemptsKey = `login:attempts:${ip}:${account.toLowerCase()}`;
    const blockedKey = `login:address-blocked:${ip}`;
    if ((await store.remainingMs(blockedKey)) > 0) throw new BizError(CODE.tooMany, TEXT.tooManyLoginAttempts);
    if ((await store.increment(attemptsKey, FAILED_LOGIN_WINDOW_MS)) > FAILED_LOGIN_LIMIT) {
      throw new BizError(CODE.tooMany, TEXT.tooManyLoginAttempts);
    }
    try {
      return await this.checkPassword(account, password, attemptsKey);
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      const failures = await store.increment(`login:address-failures:${ip}`, FAILED_LOGIN_WINDOW_MS);
      if (failures >= FAILED_LOGIN_ADDRESS_LIMIT) await store.set(blockedKey, '1', FAILED_LOGIN_WINDOW_MS);
      throw error;
    }
  }

  private async checkPassword(account: string, password: string, attemptsKey: string): Promise<repo.MemberRow> {
    const { db, store } = this.deps;
    const member = await repo.findActiveByAccount(db, account);
    // verifyPassword also runs for unknown accounts so both take the same time.
    const valid = await verifyPassword(password, member?.passwordHash ?? null);
    if (!member || !valid) {
      if (!member && (await repo.wasCancelled(db, account))) throw new BizError(CODE.badRequest, TEXT.accountCancelled);
      throw new BizError(CODE.badRequest, TEXT.loginFailed);
    }
    await store.delete(attemptsKey);
    return member;
  }

  async loginWithPassword(account: string, password: string, ip: string): Promise<LoginResult> {
    const member = await this.authenticate(account.trim(), password, ip);
    return toLoginResult(member, await issueToken(this.deps.db, member.id, this.date()));
  }

  async loginWithCode(mobile: string, code: string): Promise<LoginResult> {
    const { db, sms } = this.deps;
    const member = await repo.findActiveByAccount(db, mobile);
    if (!member) {
      // The code stays unused so the client can offer registration with it.
      const cancelled = await repo.wasCancelled(db, mobile);
      throw new BizError(CODE.badRequest, cancelled ? TEXT.accountCancelled : TEXT.accountNotFound);
    }
    await sms.verify(mobile, SIGN_IN_PURPOSES, code);
    return toLoginResult(member, await issueToken(db, member.id, this.date()));
  }

  async register(input: { mobile: string; code: string; password: string; nickname?: string }): Promise<LoginResult> {
    const { db, sms } = this.deps;
    // Checked before the SMS code is used, so a refused nickname keeps the code for the next try.
    const nickname = input.nickname?.trim() ? acceptedName('nickname', input.nickname) : `用户${input.mobile.slice(-4)}`;
    if (await repo.findActiveByAccount(db, input.mobile)) throw new BizError(CODE.badRequest, TEXT.accountExists);
    await sms.verify(input.mobile, SIGN_IN_PURPOSES, input.code);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const member = await repo.insertMember(tx, {
          mobile: input.mobile,
          passwordHash,
          name: nickname,
          nickname,
          createdAt: this.date(),
        });
        await this.created(tx, member);
        return toLoginResult(member, await issueToken(tx, member.id, this.date()));
      });
    } catch (error) {
      // Two registrations for one mobile at once: the partial unique index lets only one win.
      if (isUniqueViolation(error)) throw new BizError(CODE.badRequest, TEXT.accountExists);
      throw error;
    }
  }

  async info(memberId: number): Promise<MemberInfo> {
    const member = await repo.findActiveById(this.deps.db, memberId);
    if (!member) throw new BizError(CODE.unauthorized, TEXT.unauthorized);
    return toMemberInfo(member);
  }

  async cancelWithCode(mobile: string, code: string): Promise<void> {
    const { db, sms } = this.deps;
    const member = await repo.findActiveByAccount(db, mobile);
    if (!member) throw new BizError(CODE.badRequest, TEXT.accountNotFound);
    await sms.verify(mobile, ['cancel'], code);
    await this.cancel(member.id);
  }

  /** Marks the member cancelled and revokes every token, together or not at all; then open sockets lose them. */
  async cancel(memberId: number): Promise<void> {
    const now = this.date();
    await this.deps.db.transaction(async (tx) => {
      await repo.markCancelled(tx, memberId, now);
      await revokeAllTokens(tx, memberId, now);
    });
    await this.deps.revocations.announce(memberId);
  }
}
