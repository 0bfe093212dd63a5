import { describe, expect, it } from 'vitest';
import { clockOffset, countdownText, fenText, isMobileUserAgent, payChoices, refundReasonError, remainingMs } from './model';

const ALL = ['jsapi', 'miniprogram', 'h5', 'native', 'alipay-wap', 'dev'] as const;

describe('payment channel choice', () => {
  it('picks the channel of where the client runs', () => {
    expect(payChoices('weapp', [...ALL])).toEqual(['miniprogram']);
    expect(payChoices('wechat', [...ALL])).toEqual(['jsapi']);
    expect(payChoices('desktop', [...ALL])).toEqual(['native']);
  });

  it('offers 微信支付 and 支付宝 in a phone browser when both are offered, else the one there is', () => {
    expect(payChoices('mobile', [...ALL])).toEqual(['h5', 'alipay-wap']);
    expect(payChoices('mobile', ['h5', 'native'])).toEqual(['h5']);
    expect(payChoices('mobile', ['alipay-wap'])).toEqual(['alipay-wap']);
  });

  it('never picks a channel the server does not offer; the local cashier when only it fits', () => {
    // Inside WeChat the server leaves Alipay out; jsapi is what fits.
    expect(payChoices('wechat', ['jsapi', 'h5', 'native', 'dev'])).toEqual(['jsapi']);
    expect(payChoices('weapp', ['h5', 'dev'])).toEqual(['dev']);
    expect(payChoices('desktop', ['h5', 'jsapi'])).toEqual([]);
    expect(payChoices('mobile', [])).toEqual([]);
  });

  it('tells phones from desktops by the user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(false);
  });
});

describe('countdown to closing', () => {
  const closeAt = '2026-11-24T08:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts on the server clock: a client clock 2 minutes fast shows the server time left', () => {
    // The detail arrived at client time 08:02:00 saying the server's time is 08:00:00.
    const offset = clockOffset('2026-11-24T08:00:00.000Z', at('2026-11-24T08:02:00.000Z'));
    expect(offset).toBe(-120_000);
    expect(remainingMs(closeAt, at('2026-11-24T08:02:00.000Z'), offset)).toBe(15 * 60_000);
    expect(countdownText(remainingMs(closeAt, at('2026-11-24T08:02:00.000Z'), offset))).toBe('15:00');
    // Without the correction it would say 13:00.
    expect(countdownText(remainingMs(closeAt, at('2026-11-24T08:02:00.000Z')))).toBe('13:00');
  });

  it('ticks down and stops at zero', () => {
    expect(countdownText(remainingMs(closeAt, at('2026-11-24T08:14:01.000Z')))).toBe('00:59');
    expect(countdownText(remainingMs(closeAt, at('2026-11-24T08:14:59.800Z')))).toBe('00:01');
    expect(remainingMs(closeAt, at('2026-11-24T08:15:00.000Z'))).toBe(0);
    expect(remainingMs(closeAt, at('2026-11-24T09:00:00.000Z'))).toBe(0);
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(3_723_000)).toBe('1:02:03');
  });

  it('treats a missing or broken time as no correction / nothing left', () => {
    expect(clockOffset(undefined, 123)).toBe(0);
    expect(clockOffset('not a time', 123)).toBe(0);
    expect(remainingMs('garbage', 0)).toBe(0);
  });
});

describe('amounts and the refund reason', () => {
  it('turns whole fen into yuan text without floats', () => {
    expect(fenText(198000)).toBe('1980');
    expect(fenText(1990)).toBe('19.9');
    expect(fenText(1999)).toBe('19.99');
    expect(fenText(5)).toBe('0.05');
    expect(fenText(0)).toBe('0');
  });

  it('asks for 1-200 characters of reason', () => {
    expect(refundReasonError('   ')).toBe('退款原因请填写 1-200 个字');
    expect(refundReasonError('不想要了')).toBeNull();
    expect(refundReasonError('好'.repeat(200))).toBeNull();
    expect(refundReasonError('好'.repeat(201))).toBe('退款原因请填写 1-200 个字');
  });
});
