import {
  CODE,
  STOCK_TEXT,
  type NoPermissionDetail,
  type Paged,
  type RaceEntry,
  type RaceHoldings,
  type RaceInfo,
  type RaceLineChart,
  type RaceTrade,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import type { MarketData } from '../../integrations/market/provider';
import { mayOpen, type Viewer } from '../access/service';
import { holdingFigures, maxDrawdown, round2 } from './engine';
import { findEntry, findRace, listEntries, type EntryRow } from './repo';
import { runEntry, type EntryRun } from './runner';

/**
 * Stock races (issue 15): the participants' portfolios, valued and ranked. Each entry is run by the
 * engine over the market history up to the last closed trading day (cached per entry and day); the
 * holdings are shown at the latest quote. An entry with a module the viewer lacks is a teaser: its
 * ranking figures only; its curve, holdings and trades answer 206 with what locks them.
 */
export class StockRaceService {
  private readonly runs = new Map<number, { key: string; run: Promise<EntryRun> }>();

  constructor(private readonly deps: { db: Db; market: MarketData; now: () => number }) {}

  /** The last trading day whose close is known now. */
  lastClosedDay(): string {
    const { calendar } = this.deps.market;
    const session = calendar.session(this.deps.now());
    return calendar.isTradingDay(session.day) && session.state === 'closed' ? session.day : calendar.previousTradingDay(session.day);
  }

  private dayOf(at: Date): string {
    return this.deps.market.calendar.session(at.getTime()).day;
  }

  private async names(symbols: readonly string[]): Promise<Map<string, string>> {
    const quotes = await this.deps.market.quotes(symbols);
    return new Map(quotes.map((q) => [q.symbol, q.name]));
  }

  private run(entry: EntryRow): Promise<EntryRun> {
    const lastDay = this.lastClosedDay();
    const key = [lastDay, entry.startDay, entry.endDay, entry.seed, entry.capital, entry.symbols.join(',')].join('|');
    const cached = this.runs.get(entry.id);
    if (cached && cached.key === key) return cached.run;
    const run = this.names(entry.symbols).then((names) =>
      runEntry(this.deps.market, { capital: entry.capital, startDay: entry.startDay, endDay: entry.endDay, symbols: entry.symbols, seed: entry.seed }, lastDay, names),
    );
    run.catch(() => this.runs.delete(entry.id));
    this.runs.set(entry.id, { key, run });
    return run;
  }

  private async summary(entry: EntryRow, viewer: Viewer): Promise<Omit<RaceEntry, 'rank'>> {
    const run = await this.run(entry);
    const capitalCents = entry.capital * 100;
    const last = run.values.at(-1) ?? capitalCents;
    return {
      id: entry.id,
      raceId: entry.raceId,
      raceTitle: entry.raceTitle,
      title: entry.title,
      teacher: entry.teacherId === null ? null : { id: entry.teacherId, name: entry.teacherName ?? '', avatar: entry.teacherAvatar ?? '' },
      startDay: entry.startDay,
      lastDay: run.lastDay,
      capital: entry.capital,
      totalAssets: Math.round(last) / 100,
      returnRate: round2((last / capitalCents - 1) * 100),
      benchmarkReturnRate: run.benchmark.at(-1) ?? 0,
      maxDrawdown: maxDrawdown(run.values),
      tradeCount: run.account.fills.length,
      locked: !mayOpen(entry.moduleId, viewer.modules),
      moduleId: entry.moduleId,
    };
  }

  private async ranked(entries: EntryRow[], viewer: Viewer): Promise<RaceEntry[]> {
    const rows = await Promise.all(entries.map((e) => this.summary(e, viewer)));
    rows.sort((a, b) => b.returnRate - a.returnRate || a.id - b.id);
    return rows.map((row, i) => ({ ...row, rank: i + 1 }));
  }

  async info(raceId: number, viewer: Viewer): Promise<RaceInfo> {
    const race = await findRace(this.deps.db, raceId);
    if (!race) throw new BizError(CODE.notFound, STOCK_TEXT.raceNotFound);
    return {
      id: race.id,
      title: race.title,
      pic: race.pic,
      content: race.content,
      startDay: this.dayOf(race.startAt),
      endDay: race.endAt ? this.dayOf(race.endAt) : null,
      entries: await this.ranked(await listEntries(this.deps.db, raceId), viewer),
    };
  }

  async rank(raceId: number | undefined, page: { limit: number; offset: number }, viewer: Viewer): Promise<Paged<RaceEntry>> {
    const all = await this.ranked(await listEntries(this.deps.db, raceId), viewer);
    return { rows: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  /** The entry if the viewer may open it: 404 when missing, 206 (with what locks it) when locked. */
  private async openEntry(entryId: number, viewer: Viewer): Promise<EntryRow> {
    const entry = await findEntry(this.deps.db, entryId);
    if (!entry) throw new BizError(CODE.notFound, STOCK_TEXT.entryNotFound);
    if (!mayOpen(entry.moduleId, viewer.modules)) {
      const detail: NoPermissionDetail = { moduleIds: entry.moduleId === null ? [] : [entry.moduleId], title: entry.title };
      throw new BizError(CODE.noPermission, STOCK_TEXT.entryLocked, detail);
    }
    return entry;
  }

  async statistics(entryId: number, viewer: Viewer): Promise<RaceLineChart> {
    const entry = await this.openEntry(entryId, viewer);
    const run = await this.run(entry);
    const capital = entry.capital * 100;
    return {
      entryId,
      categories: run.days,
      series: [
        { name: STOCK_TEXT.portfolio, data: run.values.map((v) => round2((v / capital - 1) * 100)) },
        { name: STOCK_TEXT.benchmark, data: run.benchmark },
      ],
      netValues: run.values.map((v) => Math.round((v / capital) * 10000) / 10000),
    };
  }

  async holdings(entryId: number, viewer: Viewer): Promise<RaceHoldings> {
    const entry = await this.openEntry(entryId, viewer);
    const run = await this.run(entry);
    const positions = [...run.account.positions.values()];
    // A running portfolio is shown at the latest quote; a finished one at its last close.
    const running = entry.endDay === null || entry.endDay > run.lastDay;
    const quotes = positions.length > 0 ? await this.deps.market.quotes(positions.map((p) => p.symbol)) : [];
    const quoteBy = new Map(quotes.map((q) => [q.symbol, q]));
    const priceOf = (symbol: string) => {
      const q = quoteBy.get(symbol);
      return running && q ? Math.round(q.price * 100) : (run.closes.get(symbol) ?? 0);
    };
    const marketValue = positions.reduce((sum, p) => sum + priceOf(p.symbol) * p.quantity, 0);
    const total = run.account.cash + marketValue;
    // T+1: on the day of a buy (after its close) those shares are not sellable; from the next trading day they are.
    const today = this.dayOf(new Date(this.deps.now()));
    const boughtToday = (symbol: string) =>
      today === run.lastDay
        ? run.account.fills.filter((f) => f.symbol === symbol && f.side === 'buy' && f.day === today).reduce((s, f) => s + f.quantity, 0)
        : 0;
    const rows = positions
      .map((p) => {
        const q = quoteBy.get(p.symbol);
        return {
          symbol: p.symbol,
          code: p.symbol.slice(2),
          name: q?.name ?? p.symbol,
          quantity: p.quantity,
          sellableQuantity: p.quantity - boughtToday(p.symbol),
          firstBuyDay: p.firstBuyDay,
          ...holdingFigures(p, priceOf(p.symbol), total),
        };
      })
      .sort((a, b) => b.marketValue - a.marketValue);
    return {
      entryId,
      cash: Math.round(run.account.cash) / 100,
      marketValue: marketValue / 100,
      totalAssets: Math.round(total) / 100,
      profit: round2(rows.reduce((s, r) => s + r.profit, 0)),
      rows,
    };
  }

  async trades(entryId: number, page: { limit: number; offset: number }, viewer: Viewer): Promise<Paged<RaceTrade>> {
    const entry = await this.openEntry(entryId, viewer);
    const run = await this.run(entry);
    const fills = [...run.account.fills].reverse();
    const names = await this.names(entry.symbols);
    const rows = fills.slice(page.offset, page.offset + page.limit).map((f) => ({
      id: f.seq,
      day: f.day,
      time: f.time,
      symbol: f.symbol,
      code: f.symbol.slice(2),
      name: names.get(f.symbol) ?? f.symbol,
      side: f.side,
      price: f.price / 100,
      quantity: f.quantity,
      amount: f.amount / 100,
      commission: f.commission / 100,
      stampDuty: f.stampDuty / 100,
      profit: f.profit === null ? null : f.profit / 100,
      profitRate: f.profit === null || !f.cost ? null : round2((f.profit / f.cost) * 100),
    }));
    return { rows, total: fills.length };
  }
}
