/**
 * The purchase attempt's idempotency key: made once (secure random) when the member first agrees
 * and pays for a goods, kept in storage per member and goods, so a retry after a dropped connection
 * (or a reload) sends the same key and the server answers the same order; cleared once the order
 * exists, so the next purchase of that goods is a new order.
 */
import { getMemberId } from '@/shared/session/auth';
import { secureRandomId } from '@/shared/platform/random';
import { getItem, setItem } from '@/shared/platform/storage';

function slot(goodsId: number): string {
  return `${getMemberId() ?? 0}:${goodsId}`;
}

export async function attemptKey(goodsId: number): Promise<string> {
  const stored = getItem('orderAttempts') ?? {};
  const existing = stored[slot(goodsId)];
  if (existing) return existing;
  const key = await secureRandomId(32);
  // Read again: another tap may have stored one while the random bytes were made.
  const now = getItem('orderAttempts') ?? {};
  if (now[slot(goodsId)]) return now[slot(goodsId)];
  setItem('orderAttempts', { ...now, [slot(goodsId)]: key });
  return key;
}

export function clearAttemptKey(goodsId: number): void {
  const stored = getItem('orderAttempts') ?? {};
  if (!(slot(goodsId) in stored)) return;
  const rest = { ...stored };
  delete rest[slot(goodsId)];
  setItem('orderAttempts', rest);
}
