/**
 * The price line of courses and goods (SPEC §5): 免费 for 0, otherwise '¥1980 / 1年'; shown only
 * when isShowPrice is 1, and on iOS only while the stored currentVersionStatus is 1 (prices stay
 * hidden from an app under store review).
 */
import { getItem } from '../platform/storage';
import { isIOS } from '../platform/platform';

export const FREE_TEXT = '免费';
export const CYCLE_UNIT_TEXT: Record<string, string> = { day: '天', month: '个月', year: '年' };

export interface PricedRow {
  price?: number | string | null;
  cycle?: number | string | null;
  cycleUnit?: string | null;
  isShowPrice?: number | string | null;
}

export interface PriceContext {
  isIOS: boolean;
  currentVersionStatus?: number;
}

function currentContext(): PriceContext {
  return { isIOS: isIOS(), currentVersionStatus: getItem('currentVersionStatus') };
}

/** Up to two decimals, without trailing zeros: 1980 -> '1980', 19.9 -> '19.9'. */
function amountText(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/**
 * True where no price may show at all: on iOS unless currentVersionStatus is 1 (the build under App
 * Store review). Screens that sell (the goods buy bar) then offer no purchase path either.
 */
export function pricesHidden(ctx: PriceContext = currentContext()): boolean {
  return ctx.isIOS && Number(ctx.currentVersionStatus) !== 1;
}

export function formatPrice(row: PricedRow, ctx: PriceContext = currentContext()): string | null {
  if (Number(row.isShowPrice) !== 1) return null;
  if (pricesHidden(ctx)) return null;
  if (row.price === null || row.price === undefined || row.price === '') return null;
  const amount = Number(row.price);
  if (!Number.isFinite(amount)) return null;
  if (amount === 0) return FREE_TEXT;
  const unit = CYCLE_UNIT_TEXT[row.cycleUnit ?? ''] ?? '';
  const hasCycle = row.cycle !== null && row.cycle !== undefined && row.cycle !== '' && unit !== '';
  return hasCycle ? `¥${amountText(amount)} / ${row.cycle}${unit}` : `¥${amountText(amount)}`;
}
