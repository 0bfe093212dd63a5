import { randomUUID } from 'node:crypto';
import { DEFAULT_SIGN_SECRET, SIGN_HEADERS, computeSign, shiftedTimestamp } from '@caixue/contract';

/** Signs a JSON body the way the client does (SPEC §7): sign, shifted timestamp, random key, mobile. */
export interface SignOptions {
  now?: number;
  secret?: string;
  randomKey?: string;
}

export function signHeaders(rawBody: string, options: SignOptions = {}): Record<string, string> {
  const timestamp = shiftedTimestamp(options.now ?? Date.now());
  const randomKey = options.randomKey ?? randomUUID();
  const headers: Record<string, string> = {
    [SIGN_HEADERS.sign]: computeSign(rawBody, timestamp, randomKey, options.secret ?? DEFAULT_SIGN_SECRET),
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.randomKey]: randomKey,
  };
  const mobile = mobileOf(rawBody);
  if (mobile !== undefined) headers[SIGN_HEADERS.mobile] = mobile;
  return headers;
}

function mobileOf(rawBody: string): string | undefined {
  try {
    const body = JSON.parse(rawBody) as { mobile?: unknown };
    return body && typeof body === 'object' && body.mobile != null ? String(body.mobile) : undefined;
  } catch {
    return undefined;
  }
}
