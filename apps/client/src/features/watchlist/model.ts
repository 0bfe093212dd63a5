/**
 * Pure rules of 自选股 and 股价提醒 (issue 15): the rows of a watchlist tab, reordering, group names, the
 * alert form's value and the recent searches kept on the device. Quote formats: shared/format/quote.
 */
import type { SecurityItem, WatchItem, WatchList } from '@caixue/contract';

/** 0 = 全部 (every stock); else the rows of that group, in the member's order. */
export const ALL_GROUP = 0;

export function rowsOf(list: WatchList, groupId: number): WatchItem[] {
  return groupId === ALL_GROUP ? list.items : list.items.filter((item) => item.groupId === groupId);
}

/** The tab shown after a change: the same one if it still exists, else 全部. */
export function keepTab(list: WatchList, groupId: number): number {
  return groupId === ALL_GROUP || list.groups.some((group) => group.id === groupId) ? groupId : ALL_GROUP;
}

/** The symbols of a tab with one moved a place up (the server's reorder takes the tab's rows). */
export function movedUp(symbols: readonly string[], symbol: string): string[] {
  const at = symbols.indexOf(symbol);
  if (at <= 0) return [...symbols];
  const next = [...symbols];
  [next[at - 1], next[at]] = [next[at], next[at - 1]];
  return next;
}

/** The symbols of a tab with one moved to the top. */
export function movedTop(symbols: readonly string[], symbol: string): string[] {
  if (!symbols.includes(symbol)) return [...symbols];
  return [symbol, ...symbols.filter((s) => s !== symbol)];
}

/** A group name as the server takes it: trimmed, 1-max characters, not 全部, not another group's. */
export function groupNameProblem(name: string, list: WatchList, maxLength: number, renamingId?: number): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0 || [...trimmed].length > maxLength || trimmed === '全部') return `分组名称为 1-${maxLength} 个字`;
  if (list.groups.some((group) => group.name === trimmed && group.id !== renamingId)) return '已有同名分组';
  return null;
}

export function inWatchlist(list: WatchList | null | undefined, symbol: string): boolean {
  return !!list?.items.some((item) => item.symbol === symbol);
}

/** Recent searches: the newest first, once each, at most `max`. */
export const RECENT_SEARCH_MAX = 10;

export function withRecent(recent: readonly SecurityItem[], picked: SecurityItem, max = RECENT_SEARCH_MAX): SecurityItem[] {
  return [picked, ...recent.filter((item) => item.symbol !== picked.symbol)].slice(0, max);
}

/** Watched quotes merged with fresher ones (live or polled), by symbol. */
export function withQuotes<T extends { symbol: string; price: number; change: number; changePercent: number; status: string; statusText: string }>(
  rows: readonly T[],
  quotes: ReadonlyMap<string, { price: number; change: number; changePercent: number; status: string; statusText: string }>,
): T[] {
  return rows.map((row) => {
    const quote = quotes.get(row.symbol);
    return quote
      ? { ...row, price: quote.price, change: quote.change, changePercent: quote.changePercent, status: quote.status, statusText: quote.statusText }
      : row;
  });
}

/** The form's value as the server takes it: a price above 0 with at most two decimals, a percent 0.01-max. */
export function alertValueProblem(kind: string, text: string, percentMax: number): string | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return trimmed ? (kind === 'priceUp' || kind === 'priceDown' ? '目标价须大于 0，最多两位小数' : `涨跌幅须在 0.01-${percentMax} 之间，最多两位小数`) : '请输入正确的数值';
  const value = Number(trimmed);
  if (kind === 'priceUp' || kind === 'priceDown') return value > 0 ? null : '目标价须大于 0，最多两位小数';
  return value >= 0.01 && value <= percentMax ? null : `涨跌幅须在 0.01-${percentMax} 之间，最多两位小数`;
}
