import { timingSafeEqual } from 'node:crypto';
import { CODE, SIGN_HEADERS, SIGN_WINDOW_MS, TEXT, computeSign, unshiftTimestamp } from '@caixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KeyValueStore } from '../stores/kv-store';
import { BizError } from '../errors';

/**
 * Request signing (SPEC §7): every JSON body must carry sign, timestamp and randomkey headers (plus
 * mobile when the body has one). The sign is checked first because it authenticates the
 * timestamp; a random key is remembered for twice the window so no accepted request can be
 * replayed while its timestamp is still acceptable.
 */
export interface SignOptions {
  secret: string;
  store: KeyValueStore;
  now: () => number;
}

const fail = (msg: string) => new BizError(CODE.badRequest, msg);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function bodyMobile(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'mobile' in body) {
    const mobile = (body as { mobile: unknown }).mobile;
    return mobile === undefined || mobile === null || mobile === '' ? undefined : String(mobile);
  }
  return undefined;
}

export function registerSignCheck(app: FastifyInstance, { secret, store, now }: SignOptions): void {
  app.addHook('preValidation', async (request) => {
    // No body, or no route (the 404 answer should not be masked by a signing complaint).
    if (request.rawBody === undefined || request.routeOptions.url === undefined) return;
    const sign = header(request, SIGN_HEADERS.sign);
    const timestamp = header(request, SIGN_HEADERS.timestamp);
    const randomKey = header(request, SIGN_HEADERS.randomKey);
    const mobile = bodyMobile(request.body);
    if (!sign || !timestamp || !randomKey) throw fail(TEXT.signMissing);
    if (mobile !== undefined && header(request, SIGN_HEADERS.mobile) === undefined) throw fail(TEXT.signMissing);

    if (!sameText(sign.toLowerCase(), computeSign(request.rawBody, timestamp, randomKey, secret))) {
      throw fail(TEXT.signInvalid);
    }
    if (mobile !== undefined && header(request, SIGN_HEADERS.mobile) !== mobile) throw fail(TEXT.signInvalid);

    const sentAt = unshiftTimestamp(timestamp);
    if (!Number.isFinite(sentAt) || Math.abs(now() - sentAt) > SIGN_WINDOW_MS) throw fail(TEXT.signExpired);

    if (randomKey.length > 128 || !(await store.setIfAbsent(`sign:${randomKey}`, '1', 2 * SIGN_WINDOW_MS))) {
      throw fail(TEXT.signReplayed);
    }
  });
}
