import { describe, expect, it } from 'vitest';
import { taroMock } from '../../../test/taro';
import { attemptKey, clearAttemptKey } from './attempt';
import { IDEMPOTENCY_KEY_PATTERN } from '@caixue/contract';

describe('the purchase attempt idempotency key', () => {
  it('is made once per goods and reused until the order exists, then a new purchase gets a new one', async () => {
    taroMock.storage.set('memberId', 4);
    const first = await attemptKey(7);
    expect(first).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    // A retry (dropped connection, a second tap, a reload) sends the same key.
    expect(await attemptKey(7)).toBe(first);
    expect(taroMock.storage.get('orderAttempts')).toEqual({ '4:7': first });
    // Another goods is another purchase.
    const other = await attemptKey(8);
    expect(other).not.toBe(first);

    clearAttemptKey(7);
    expect(taroMock.storage.get('orderAttempts')).toEqual({ '4:8': other });
    const next = await attemptKey(7);
    expect(next).not.toBe(first);
  });

  it('two taps at once get one key', async () => {
    taroMock.storage.set('memberId', 4);
    const [a, b] = await Promise.all([attemptKey(9), attemptKey(9)]);
    expect(a).toBe(b);
  });

  it('keeps keys apart per member on a shared device', async () => {
    taroMock.storage.set('memberId', 4);
    const mine = await attemptKey(7);
    taroMock.storage.set('memberId', 5);
    expect(await attemptKey(7)).not.toBe(mine);
  });
});
