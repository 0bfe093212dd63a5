import { describe, expect, it } from 'vitest';
import { chipText, claimLook, fenYuan, isCouponTab, ticketStamp, ticketTone } from './model';

describe('coupon model', () => {
  it('knows the tabs', () => {
    expect(isCouponTab('unused')).toBe(true);
    expect(isCouponTab('expired')).toBe(true);
    expect(isCouponTab('locked')).toBe(false);
    expect(isCouponTab(undefined)).toBe(false);
  });

  it('draws usable coupons red, locked ones as held, used and expired ones grey with a stamp', () => {
    expect(ticketTone({ state: 'UNUSED' })).toBe('active');
    expect(ticketTone({ state: 'LOCKED' })).toBe('locked');
    expect(ticketTone({ state: 'USED' })).toBe('muted');
    expect(ticketTone({ state: 'EXPIRED' })).toBe('muted');
    expect(ticketStamp({ state: 'USED', stateText: '已使用' })).toBe('已使用');
    expect(ticketStamp({ state: 'EXPIRED', stateText: '已过期' })).toBe('已过期');
    expect(ticketStamp({ state: 'LOCKED', stateText: '待支付订单占用中' })).toBeUndefined();
  });

  it('offers 立即领取 only when the server says claimable, else its reason', () => {
    const base = { remaining: 5, claimedCount: 0, perMemberLimit: 1 };
    expect(claimLook({ ...base, claimable: true, buttonText: '' })).toEqual({ label: '立即领取', enabled: true });
    expect(claimLook({ ...base, claimable: false, buttonText: '已抢光' })).toEqual({ label: '已抢光', enabled: false });
    expect(claimLook({ ...base, claimable: false, buttonText: '', remaining: 0 })).toEqual({ label: '已抢光', enabled: false });
    expect(claimLook({ ...base, claimable: false, buttonText: '', claimedCount: 1 })).toEqual({ label: '已领取', enabled: false });
    expect(claimLook({ ...base, claimable: false, buttonText: '', claimedCount: 3, perMemberLimit: 3 })).toEqual({ label: '已达领取上限', enabled: false });
  });

  it('writes the short chips of the goods row', () => {
    expect(chipText({ faceText: '20', faceUnit: '元', thresholdFen: 10000, kind: 'FULL_REDUCTION' })).toBe('满100减20');
    expect(chipText({ faceText: '8.5', faceUnit: '折', thresholdFen: 0, kind: 'DISCOUNT' })).toBe('8.5折');
    expect(chipText({ faceText: '5', faceUnit: '元', thresholdFen: 0, kind: 'NO_THRESHOLD' })).toBe('无门槛减5');
    expect(fenYuan(1990)).toBe('19.9');
    expect(fenYuan(5)).toBe('0.05');
  });
});
