import { createHmac, timingSafeEqual } from 'node:crypto';
import { CODE, SMS_RESEND_SECONDS, TEXT, type SmsPurpose } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { SmsSendError, type SmsDriver } from '../../integrations/sms/driver';
import type { KeyValueStore } from '../../stores/kv-store';
import { claimAttempt, consumeCode, insertCode } from './repo';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_PER_IP_PER_HOUR = 20;
export const SMS_PER_MOBILE_PER_DAY = 10;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const CHINA_UTC_OFFSET_MS = 8 * HOUR_MS;

/**
 * Codes for "prove you own this mobile". Login and register are one family: a visitor who asked
 * for a login code and learns the mobile has no account can register with the same code.
 * Cancellation and binding codes only serve their own purpose.
 */
export const SIGN_IN_PURPOSES: SmsPurpose[] = ['login', 'register'];

export interface SmsServiceDeps {
  db: Db;
  store: KeyValueStore;
  driver: SmsDriver;
  secret: string;
  now: () => number;
}

export class SmsService {
  constructor(private readonly deps: SmsServiceDeps) {}

  private hash(mobile: string, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`${mobile}:${code}`).digest('hex');
  }

  /** Sends a new code; answers how many seconds until the next one may be requested. */
  async send(mobile: string, purpose: SmsPurpose, ip: string, log: FastifyBaseLogger): Promise<number> {
    const { store, driver, db, now } = this.deps;
    const gapKey = `sms:gap:${mobile}`;
    if (!(await store.setIfAbsent(gapKey, '1', SMS_RESEND_SECONDS * 1000))) {
      const seconds = Math.max(1, Math.ceil((await store.remainingMs(gapKey)) / 1000));
      throw new BizError(CODE.tooMany, TEXT.smsTooFrequent(seconds));
    }
    try {
      if ((await store.increment(`sms:ip:${ip}`, HOUR_MS)) > SMS_PER_IP_PER_HOUR) {
        throw new BizError(CODE.tooMany, TEXT.tooManyRequests);
      }
      const day = new Date(now() + CHINA_UTC_OFFSET_MS).toISOString().slice(0, 10);
      if ((await store.increment(`sms:day:${mobile}:${day}`, DAY_MS)) > SMS_PER_MOBILE_PER_DAY) {
        throw new BizError(CODE.tooMany, TEXT.smsDailyLimit);
      }
      const code = driver.createCode();
      const createdAt = new Date(now());
      await insertCode(db, {
        mobile,
        purpose,
        codeHash: this.hash(mobile, code),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SMS_CODE_TTL_MS),
      });
      await driver.send(mobile, code, log);
    } catch (error) {
      // Nothing was sent: let the user try again without waiting out the 60 s.
      await store.delete(gapKey);
      if (error instanceof SmsSendError) throw new BizError(CODE.error, error.userMessage);
      throw error;
    }
    return SMS_RESEND_SECONDS;
  }

  /** Checks and uses up a code (one-time, at most SMS_MAX_ATTEMPTS tries, 5 minutes). */
  async verify(mobile: string, purposes: SmsPurpose[], code: string): Promise<void> {
    const { db, now } = this.deps;
    const stored = await claimAttempt(db, mobile, purposes, new Date(now()), SMS_MAX_ATTEMPTS);
    const expected = Buffer.from(stored?.codeHash ?? '', 'hex');
    const actual = Buffer.from(this.hash(mobile, code), 'hex');
    const matches = stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
    if (!matches || !(await consumeCode(db, stored.id, new Date(now())))) {
      throw new BizError(CODE.badRequest, TEXT.smsCodeInvalid);
    }
  }
}
