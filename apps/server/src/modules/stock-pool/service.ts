import type { PoolItem, StockPool, StockPoolList } from '@caixue/contract';
import type { Db } from '../../db/client';
import type { MarketData } from '../../integrations/market/provider';
import { mayOpen, type Viewer } from '../access/service';
import { countPoolItems, listPoolItems, listPools, type PoolItemRow } from './repo';

const round2 = (x: number) => Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;

/**
 * Teachers' stock pools (issue 15): each item's entry price is the close of its entry day, its latest
 * price the current quote (or the close of its exit day once 已调出), its max gain the highest price
 * from the day after entry to today (or the exit day) against the entry price. A pool with a module the
 * viewer lacks is a teaser: title, teacher, description and counts, no items (the items never leave
 * the server).
 */
export class StockPoolService {
  constructor(private readonly deps: { db: Db; market: MarketData }) {}

  async list(viewer: Viewer, poolId?: number): Promise<StockPoolList> {
    const pools = await listPools(this.deps.db, poolId);
    const open = pools.filter((p) => mayOpen(p.moduleId, viewer.modules)).map((p) => p.id);
    const [items, counts] = await Promise.all([listPoolItems(this.deps.db, open), countPoolItems(this.deps.db, pools.map((p) => p.id))]);
    const figures = await this.figures(items);
    return {
      pools: pools.map((p): StockPool => {
        const locked = !open.includes(p.id);
        const count = counts.get(p.id) ?? { all: 0, holding: 0 };
        return {
          id: p.id,
          title: p.title,
          description: p.description,
          teacher: p.teacherId === null ? null : { id: p.teacherId, name: p.teacherName ?? '', avatar: p.teacherAvatar ?? '' },
          locked,
          moduleId: p.moduleId,
          itemCount: count.all,
          holdingCount: count.holding,
          items: locked ? [] : items.filter((i) => i.poolId === p.id).flatMap((i) => figures.get(i.id) ?? []),
        };
      }),
    };
  }

  private async figures(items: PoolItemRow[]): Promise<Map<number, PoolItem>> {
    const out = new Map<number, PoolItem>();
    if (items.length === 0) return out;
    const symbols = [...new Set(items.map((i) => i.symbol))];
    const quotes = new Map((await this.deps.market.quotes(symbols)).map((q) => [q.symbol, q]));
    for (const item of items) {
      const quote = quotes.get(item.symbol);
      if (!quote) continue;
      const bars = await this.deps.market.dailyBars(item.symbol, { from: item.entryDay, to: item.exitDay ?? '9999-12-31' });
      const entry = bars.find((b) => b.day === item.entryDay) ?? bars[0];
      if (!entry) continue;
      const after = bars.filter((b) => b.day > entry.day);
      const exit = item.exitDay ? (after.filter((b) => b.day <= item.exitDay!).at(-1) ?? entry) : null;
      const latest = exit ? exit.close : quote.price;
      const high = Math.max(entry.close, ...after.map((b) => b.high), exit ? 0 : quote.high);
      out.set(item.id, {
        id: item.id,
        symbol: item.symbol,
        code: quote.code,
        name: quote.name,
        entryDay: entry.day,
        entryPrice: entry.close,
        latestPrice: latest,
        returnRate: round2((latest / entry.close - 1) * 100),
        maxGain: round2((high / entry.close - 1) * 100),
        reason: item.reason,
        status: item.exitDay ? 'removed' : 'holding',
        exitDay: item.exitDay,
      });
    }
    return out;
  }
}
