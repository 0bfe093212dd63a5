import { CODE, WATCHLIST_LIMITS, WATCHLIST_TEXT, type WatchGroupBody, type WatchItem, type WatchList } from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError, badRequest } from '../../errors';
import { QUOTE_STATUS_TEXT, type MarketData, type Quote } from '../../integrations/market/provider';
import {
  deleteGroup,
  deleteItems,
  findGroup,
  findGroupByName,
  findItem,
  groupCount,
  groupsOf,
  insertGroup,
  insertItem,
  itemCount,
  itemsOf,
  lockMemberWatchlist,
  renameGroup,
  setItemSort,
  setItemsGroup,
  topSort,
} from './repo';

export interface WatchlistServiceOptions {
  db: Db;
  market: MarketData;
}

/** The quote fields of a row; a symbol the market no longer knows shows zeros and no status. */
export function quoteFields(quote: Quote | undefined) {
  if (!quote) return { price: 0, change: 0, changePercent: 0, status: 'unknown', statusText: '' };
  return { price: quote.price, change: quote.change, changePercent: quote.changePercent, status: quote.status, statusText: QUOTE_STATUS_TEXT[quote.status] };
}

/** One security by any accepted spelling (sh600519, 600519, 600519.SH), or the clear Chinese error. */
export async function resolveSecurity(market: MarketData, symbol: string): Promise<Quote> {
  const trimmed = symbol.trim();
  if (trimmed === '') throw badRequest(WATCHLIST_TEXT.symbolRequired);
  const [quote] = await market.quotes([trimmed]);
  if (!quote) throw badRequest(WATCHLIST_TEXT.unknownSymbol);
  return quote;
}

/** 自选股 (issue 15): a member's stocks and groups, with their quotes. */
export class WatchlistService {
  private readonly db: Db;
  private readonly market: MarketData;

  constructor(options: WatchlistServiceOptions) {
    this.db = options.db;
    this.market = options.market;
  }

  async list(memberId: number): Promise<WatchList> {
    const [items, groups] = await Promise.all([itemsOf(this.db, memberId), groupsOf(this.db, memberId)]);
    const quotes = new Map((await this.market.quotes(items.map((item) => item.symbol))).map((quote) => [quote.symbol, quote]));
    const rows: WatchItem[] = items.map((item) => {
      const quote = quotes.get(item.symbol);
      return { symbol: item.symbol, code: quote?.code ?? item.symbol.slice(2), name: quote?.name ?? item.symbol, groupId: item.groupId ?? 0, ...quoteFields(quote) };
    });
    return {
      groups: groups.map((group) => ({ id: group.id, name: group.name, count: items.filter((item) => item.groupId === group.id).length })),
      items: rows,
      limits: { items: WATCHLIST_LIMITS.items, groups: WATCHLIST_LIMITS.groups },
    };
  }

  /** Adds a stock at the top (idempotent: already there, nothing changes, not even its group). */
  async add(memberId: number, symbol: string, groupId = 0): Promise<WatchList> {
    const quote = await resolveSecurity(this.market, symbol);
    await this.db.transaction(async (tx) => {
      await lockMemberWatchlist(tx, memberId);
      if (await findItem(tx, memberId, quote.symbol)) return;
      if (groupId !== 0 && !(await findGroup(tx, memberId, groupId))) throw badRequest(WATCHLIST_TEXT.groupNotFound);
      if ((await itemCount(tx, memberId)) >= WATCHLIST_LIMITS.items) throw badRequest(WATCHLIST_TEXT.itemsFull);
      const top = await topSort(tx, memberId);
      await insertItem(tx, { memberId, symbol: quote.symbol, groupId: groupId === 0 ? null : groupId, sort: top === null ? 0 : top - 1 });
    });
    return this.list(memberId);
  }

  /** Removes stocks (symbols not in the list are ignored: removing twice is fine). */
  async remove(memberId: number, symbols: string[]): Promise<WatchList> {
    const canonical = await this.canonical(symbols);
    if (canonical.length > 0) await deleteItems(this.db, memberId, canonical);
    return this.list(memberId);
  }

  /**
   * New order of some of the member's stocks (a tab's rows, in the order shown): they take the
   * positions they held, in the given order, so the other rows keep theirs.
   */
  async reorder(memberId: number, symbols: string[]): Promise<WatchList> {
    const canonical = dedupe(await this.canonical(symbols));
    await this.db.transaction(async (tx) => {
      await lockMemberWatchlist(tx, memberId);
      const items = await itemsOf(tx, memberId);
      const bySymbol = new Map(items.map((item) => [item.symbol, item]));
      const missing = canonical.filter((symbol) => !bySymbol.has(symbol));
      if (missing.length > 0) throw badRequest(WATCHLIST_TEXT.notInWatchlist);
      const slots = canonical.map((symbol) => bySymbol.get(symbol)!).sort((a, b) => a.sort - b.sort || a.id - b.id);
      // Equal sorts (never written by us, but cheap to survive) would make positions ambiguous: spread them first.
      const distinct = new Set(items.map((item) => item.sort)).size === items.length;
      if (!distinct) {
        for (const [index, item] of items.entries()) {
          item.sort = index;
          await setItemSort(tx, memberId, item.symbol, index);
        }
        slots.sort((a, b) => a.sort - b.sort);
      }
      const positions = slots.map((item) => item.sort);
      for (const [index, symbol] of canonical.entries()) {
        if (bySymbol.get(symbol)!.sort !== positions[index]) await setItemSort(tx, memberId, symbol, positions[index]!);
      }
    });
    return this.list(memberId);
  }

  /** Moves stocks into a group (0: out of every group, only under 全部). */
  async move(memberId: number, symbols: string[], groupId: number): Promise<WatchList> {
    const canonical = await this.canonical(symbols);
    await this.db.transaction(async (tx) => {
      await lockMemberWatchlist(tx, memberId);
      if (groupId !== 0 && !(await findGroup(tx, memberId, groupId))) throw badRequest(WATCHLIST_TEXT.groupNotFound);
      if ((await setItemsGroup(tx, memberId, canonical, groupId === 0 ? null : groupId)) === 0) throw badRequest(WATCHLIST_TEXT.notInWatchlist);
    });
    return this.list(memberId);
  }

  /** Creates a group (no id) or renames one. */
  async saveGroup(memberId: number, body: WatchGroupBody): Promise<WatchList> {
    const name = body.name.trim();
    if (name.length < 1 || [...name].length > WATCHLIST_LIMITS.groupName || name === WATCHLIST_TEXT.all) throw badRequest(WATCHLIST_TEXT.groupNameInvalid);
    await this.db.transaction(async (tx) => {
      await lockMemberWatchlist(tx, memberId);
      const same = await findGroupByName(tx, memberId, name);
      if (body.id === undefined) {
        if (same) throw badRequest(WATCHLIST_TEXT.groupNameTaken);
        const n = await groupCount(tx, memberId);
        if (n >= WATCHLIST_LIMITS.groups) throw badRequest(WATCHLIST_TEXT.groupsFull);
        await insertGroup(tx, { memberId, name, sort: n });
        return;
      }
      if (!(await findGroup(tx, memberId, body.id))) throw new BizError(CODE.notFound, WATCHLIST_TEXT.groupNotFound);
      if (same && same.id !== body.id) throw badRequest(WATCHLIST_TEXT.groupNameTaken);
      await renameGroup(tx, memberId, body.id, name);
    });
    return this.list(memberId);
  }

  /** Deletes a group; its stocks stay in the watchlist (under 全部). */
  async deleteGroup(memberId: number, id: number): Promise<WatchList> {
    if (!(await deleteGroup(this.db, memberId, id))) throw new BizError(CODE.notFound, WATCHLIST_TEXT.groupNotFound);
    return this.list(memberId);
  }

  /** Canonical symbols of the ones given; unknown spellings are dropped (they cannot be in anyone's list). */
  private async canonical(symbols: string[]): Promise<string[]> {
    const trimmed = symbols.map((symbol) => symbol.trim()).filter((symbol) => symbol !== '');
    if (trimmed.length === 0) return [];
    const quotes = await this.market.quotes(trimmed);
    return quotes.map((quote) => quote.symbol);
  }
}

function dedupe(values: string[]): string[] {
  return [...new Set(values)];
}
