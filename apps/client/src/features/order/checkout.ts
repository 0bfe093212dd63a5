/**
 * The checkout price (issue 14): the member's choice (a coupon or none or the server's best, points
 * or not) goes to the server, which answers the breakdown; the client only shows it and sends back
 * what it showed (couponId, usePoints, expectedAmountFen) when ordering. Nothing is priced here.
 */
import { useCallback, useEffect, useState } from 'react';
import { COUPON_TEXT, POINTS_DEDUCTION, type CheckoutResult, type CreateOrderBody } from '@caixue/contract';
import { fetchCheckout } from './api';
import { fenText } from './model';

/** couponId undefined: the server picks the best usable coupon; 0: none; else that coupon. */
export interface CheckoutChoice {
  couponId?: number;
  usePoints: boolean;
}

/** What the order carries of the breakdown the member saw. */
export function orderPricing(checkout: CheckoutResult): Pick<CreateOrderBody, 'couponId' | 'usePoints' | 'expectedAmountFen'> {
  return {
    couponId: checkout.couponId ?? 0,
    usePoints: checkout.points.used > 0,
    expectedAmountFen: checkout.amountFen,
  };
}

/** Refusals of an order that a fresh breakdown answers (the price or the coupon changed meanwhile). */
const REPRICE_MESSAGES: readonly string[] = [
  COUPON_TEXT.priceChanged, COUPON_TEXT.inUse, COUPON_TEXT.expired, COUPON_TEXT.notYetValid, COUPON_TEXT.notUsable,
  COUPON_TEXT.belowThreshold, COUPON_TEXT.notFound, COUPON_TEXT.pointsNotEnough,
];

export function needsReprice(message: string): boolean {
  return REPRICE_MESSAGES.includes(message);
}

/** The coupon row's value: the applied coupon's discount, else how many are usable, else 无可用. */
export function couponSummary(checkout: CheckoutResult, choice: CheckoutChoice): { text: string; applied: boolean } {
  if (checkout.couponId !== null && checkout.couponFen > 0) return { text: `-¥${checkout.coupon}`, applied: true };
  const usable = checkout.coupons.filter((c) => c.usable).length;
  if (usable === 0) return { text: COUPON_TEXT.noUsable, applied: false };
  return { text: choice.couponId === 0 ? COUPON_TEXT.noCoupon : COUPON_TEXT.usableCount(usable), applied: false };
}

/** The name of the applied coupon (for the row's second line). */
export function appliedCouponName(checkout: CheckoutResult): string {
  if (checkout.couponId === null) return '';
  return checkout.coupons.find((c) => c.coupon.id === checkout.couponId)?.coupon.name ?? '';
}

/**
 * The points row's line: what is used (the server's yuan), or what could be used: the most points
 * the server allows shown in yuan by the rule's rate (a unit, not a price: the deduction itself is
 * the server's once the switch is on). None: 暂无可用积分.
 */
export function pointsLine(points: CheckoutResult['points']): string {
  if (points.used > 0) return COUPON_TEXT.pointsUse(points.used, points.yuan);
  if (points.max > 0) return COUPON_TEXT.pointsUse(points.max, fenText(Math.floor((points.max * 100) / POINTS_DEDUCTION.pointsPerYuan)));
  return COUPON_TEXT.pointsNone;
}

export type CheckoutState =
  | { status: 'loading'; data?: CheckoutResult }
  | { status: 'ready'; data: CheckoutResult }
  | { status: 'error'; data?: CheckoutResult; message: string };

export interface Checkout {
  state: CheckoutState;
  choice: CheckoutChoice;
  /** The breakdown the member sees now and may order with (null while a new one is coming). */
  current: CheckoutResult | null;
  chooseCoupon: (couponId: number) => void;
  setUsePoints: (on: boolean) => void;
  /** Ask again with the same choice (after a refusal); resolves when the answer is in. */
  refresh: () => void;
  /** A coupon chosen by id was refused by the server and the best one was asked for instead. */
  fallbackNote: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '价格计算失败，请稍后再试';
}

/**
 * The breakdown of one goods item for this member, asked again whenever the choice changes (the
 * answers of superseded choices are dropped). A chosen coupon the server refuses (taken by another
 * order meanwhile, expired) falls back to the server's pick with the reason kept in fallbackNote.
 */
export function useCheckout(goodsId: number, enabled: boolean): Checkout {
  const [choice, setChoice] = useState<CheckoutChoice>({ usePoints: false });
  const [attempt, setAttempt] = useState(0);
  const [fallbackNote, setFallbackNote] = useState('');
  // The last answer and the question it answers: a newer question shows it dimmed until its own answer.
  const [answer, setAnswer] = useState<{ key: string; data?: CheckoutResult; error?: string } | null>(null);
  const key = JSON.stringify([goodsId, choice.couponId ?? null, choice.usePoints, attempt]);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    fetchCheckout({
      goodsId,
      ...(choice.couponId === undefined ? {} : { couponId: choice.couponId }),
      usePoints: choice.usePoints ? 1 : 0,
    }).then(
      (data) => { if (current) setAnswer({ key, data }); },
      (error: unknown) => {
        if (!current) return;
        if (choice.couponId !== undefined && choice.couponId > 0) {
          // That coupon is no longer usable here: ask for the server's pick and say why.
          setFallbackNote(messageOf(error));
          setChoice({ usePoints: choice.usePoints });
          return;
        }
        setAnswer((previous) => ({ key, data: previous?.data, error: messageOf(error) }));
      },
    );
    return () => { current = false; };
  }, [goodsId, enabled, choice, key]);

  const chooseCoupon = useCallback((couponId: number) => {
    setFallbackNote('');
    setChoice((c) => ({ ...c, couponId }));
  }, []);
  const setUsePoints = useCallback((on: boolean) => setChoice((c) => ({ ...c, usePoints: on })), []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  let state: CheckoutState;
  if (!answer || answer.key !== key) state = { status: 'loading', data: answer?.data };
  else if (answer.error !== undefined) state = { status: 'error', data: answer.data, message: answer.error };
  else state = { status: 'ready', data: answer.data as CheckoutResult };

  return {
    state,
    choice,
    current: state.status === 'ready' ? state.data : null,
    chooseCoupon,
    setUsePoints,
    refresh,
    fallbackNote,
  };
}
