import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** One interface for sending verification codes; the real gateway and a local development driver. */
export interface SmsDriver {
  readonly name: string;
  /** The code to send next. Only the dev driver may make it predictable (SMS_FIXED_CODE). */
  createCode(): string;
  /** Resolves when the gateway accepted the message; rejects with SmsSendError otherwise. */
  send(mobile: string, code: string, log: FastifyBaseLogger): Promise<void>;
}

/** A refusal by the gateway, with a message the user may read and the gateway's own reason for logs. */
export class SmsSendError extends Error {
  constructor(
    readonly userMessage: string,
    readonly reason: string,
  ) {
    super(`${reason}: ${userMessage}`);
    this.name = 'SmsSendError';
  }
}

export function randomCode(length = 6): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** 13800000001 -> 138****0001: full numbers stay out of logs. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}
