import { sha256 } from 'js-sha256';

/**
 * Request signing (SPEC §7, DESIGN "Request signing"). JSON requests carry these headers; the
 * server recomputes the sign from the raw body text, checks the timestamp window and refuses a
 * random key seen before inside the window.
 */
export const SIGN_HEADERS = {
  sign: 'sign',
  timestamp: 'timestamp',
  mobile: 'mobile',
  randomKey: 'randomkey',
} as const;
/** The client shifts its clock reading by this offset; the server shifts it back. */
export const SIGN_TIME_OFFSET_MS = 20_300_000;
export const SIGN_WINDOW_MS = 5 * 60_000;
export const DEFAULT_SIGN_SECRET = 'caixue-dev-sign-secret';

/** sha256 hex of the raw body text, the shifted timestamp, the random key and the shared secret. */
export function computeSign(body: string, timestamp: string, randomKey: string, secret: string): string {
  return sha256(`${body}\n${timestamp}\n${randomKey}\n${secret}`);
}

export function shiftedTimestamp(now: number = Date.now()): string {
  return String(now + SIGN_TIME_OFFSET_MS);
}

export function unshiftTimestamp(value: string): number {
  return Number(value) - SIGN_TIME_OFFSET_MS;
}
