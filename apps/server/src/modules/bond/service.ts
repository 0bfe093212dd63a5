import { BOND_DEFAULT_SORT, BOND_RATINGS, type BondRow, type BondSortColumn, type Paged, type SortOrder } from '@caixue/contract';
import { QUOTE_STATUS_TEXT, type BondSnapshot, type MarketData } from '../../integrations/market/provider';

const RATING_RANK = new Map<string, number>(BOND_RATINGS.map((r, i) => [r, i]));

/** Sort key of a row for a column: ratings by credit quality (AAA highest), the rest by value. */
function key(row: BondRow, column: BondSortColumn): number {
  if (column === 'rating') return BOND_RATINGS.length - (RATING_RANK.get(row.rating) ?? BOND_RATINGS.length);
  return row[column];
}

export interface BondListOptions {
  sortBy?: BondSortColumn;
  order?: SortOrder;
  pageNum?: number;
  pageSize?: number;
}

/**
 * Convertible bonds (issue 15) from the market data's bond snapshots: price, change, conversion value,
 * premium rate, rating, remaining size and the underlying stock. Sorted by one whitelisted column (the
 * schema refuses others) in either direction; ties by bond code ascending, so pages never overlap.
 */
export class BondService {
  constructor(private readonly deps: { market: MarketData }) {}

  async list(options: BondListOptions = {}): Promise<Paged<BondRow>> {
    const sortBy = options.sortBy ?? BOND_DEFAULT_SORT.sortBy;
    const sign = (options.order ?? BOND_DEFAULT_SORT.order) === 'asc' ? 1 : -1;
    const rows = (await this.deps.market.bonds()).map(toRow);
    rows.sort((a, b) => sign * (key(a, sortBy) - key(b, sortBy)) || a.code.localeCompare(b.code));
    const pageSize = options.pageSize ?? 20;
    const start = ((options.pageNum ?? 1) - 1) * pageSize;
    return { rows: rows.slice(start, start + pageSize), total: rows.length };
  }
}

function toRow(b: BondSnapshot): BondRow {
  return {
    symbol: b.quote.symbol,
    code: b.quote.code,
    name: b.quote.name,
    price: b.quote.price,
    change: b.quote.change,
    changePercent: b.quote.changePercent,
    conversionPrice: b.conversionPrice,
    conversionValue: b.conversionValue,
    premiumRate: b.premiumRate,
    rating: b.rating,
    remainingSize: b.remainingSize,
    underlying: {
      symbol: b.underlying.symbol,
      code: b.underlying.symbol.replace(/^[a-z]+/, ''),
      name: b.underlying.name,
      price: b.underlying.price,
      changePercent: b.underlying.changePercent,
    },
    status: QUOTE_STATUS_TEXT[b.quote.status],
    time: b.quote.time,
  };
}
