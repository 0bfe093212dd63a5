import { describe, expect, it } from 'vitest';
import { WINNING_TEXT, type WheelPrize } from '@caixue/contract';
import { addressProblem, drawGate, drawHint, newRequestId, oddsText, resultNote, resultTitle, wheelSegments } from './model';

const prize = (over: Partial<WheelPrize>): WheelPrize => ({ id: 1, name: '10积分', kind: 'points', kindText: '积分', pic: '', points: 10, odds: 50, inStock: true, ...over });

describe('prize wheel model', () => {
  it('makes request ids the server accepts, new per tap', () => {
    const a = newRequestId();
    const b = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a).not.toBe(b);
  });

  it('gates a tap: login first, then the server-told reason, then the daily limit', () => {
    expect(drawGate({ remainingToday: null, blockedReason: WINNING_TEXT.loginToDraw }, false)).toEqual({ kind: 'login' });
    expect(drawGate({ remainingToday: 0, blockedReason: null }, true)).toEqual({ kind: 'refuse', message: WINNING_TEXT.limitReached });
    expect(drawGate({ remainingToday: 2, blockedReason: WINNING_TEXT.ended }, true)).toEqual({ kind: 'refuse', message: WINNING_TEXT.ended });
    expect(drawGate({ remainingToday: 1, blockedReason: null }, true)).toEqual({ kind: 'draw' });
    expect(drawHint({ remainingToday: 2, blockedReason: null, dailyDraws: 3 })).toBe('今日剩余 2 次');
    expect(drawHint({ remainingToday: null, blockedReason: null, dailyDraws: 3 })).toBe('每人每天 3 次');
  });

  it('shows odds, segments and result texts', () => {
    expect(oddsText(12.5)).toBe('12.5%');
    expect(oddsText(0)).toBe('0%');
    const segments = wheelSegments([prize({}), prize({ kind: 'thanks', name: '谢谢参与' }), prize({ inStock: false, name: '杯子', kind: 'goods', kindText: '实物奖品' })]);
    expect(segments.map((s) => s.sub)).toEqual(['积分', '', '已抽完']);
    expect(resultTitle({ state: 'none', prizeName: '谢谢参与' })).toBe(WINNING_TEXT.lost);
    expect(resultTitle({ state: 'credited', prizeName: '50积分' })).toBe('恭喜获得 50积分');
    expect(resultNote({ kind: 'points', state: 'credited', points: 50 })).toContain('50 积分');
  });

  it('checks the address form before sending', () => {
    const ok = { name: '张三', mobile: '13912345678', address: '上海市浦东新区世纪大道100号' };
    expect(addressProblem(ok)).toBeNull();
    expect(addressProblem({ ...ok, name: '  ' })).toBe(WINNING_TEXT.nameInvalid);
    expect(addressProblem({ ...ok, mobile: '1234' })).toBe(WINNING_TEXT.mobileInvalid);
    expect(addressProblem({ ...ok, address: '上海' })).toBe(WINNING_TEXT.addressInvalid);
  });
});
