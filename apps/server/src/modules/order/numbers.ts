import { randomInt } from 'node:crypto';

/**
 * Order and refund numbers: a prefix, the Beijing time to the second (readable by customer service)
 * and 12 characters of [0-9A-Z] from the CSPRNG (36^12 ≈ 4.7e18 per second), so a number is unique
 * in practice (the unique index settles the rest) and cannot be guessed from another one.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RANDOM_CHARS = 12;
const BEIJING_OFFSET_MS = 8 * 3600_000;

function randomText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** yyyyMMddHHmmss in Beijing time, whatever the server's zone. */
export function beijingStamp(now: number): string {
  return new Date(now + BEIJING_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** 'CX20261124093015K7Q2M9XA4PZD' (28 characters, ORDER_NO_PATTERN). */
export function newOrderNo(now: number): string {
  return `CX${beijingStamp(now)}${randomText(RANDOM_CHARS)}`;
}

/** 'RF' + the same shape: WeChat's out_refund_no and Alipay's out_request_no. */
export function newRefundNo(now: number): string {
  return `RF${beijingStamp(now)}${randomText(RANDOM_CHARS)}`;
}
