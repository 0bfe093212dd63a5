import type { BondSnapshot, Quote, SectorSnapshot, SecurityRef } from './provider';
import { round2 } from './rules';
import { CONCEPT_SEEDS, type Security, type Universe } from './universe';

/** Parts every driver shares: search over the seeded universe, sector and bond figures from quotes. */

export const SEARCH_LIMIT_MAX = 50;

function ref(s: Security): SecurityRef {
  return { symbol: s.symbol, code: s.code, name: s.name, market: s.market, type: s.type };
}

const TYPE_ORDER = { stock: 0, index: 1, bond: 2 } as const;

/**
 * By code (`600519`, `6005`, `sh600`, `600519.SH`), name (`茅台`) or pinyin initials (`gzmt`, `GZMT`):
 * an exact code first, then code prefixes, initials prefixes, names containing the keyword and initials
 * containing it; stocks before indices and bonds, then by code.
 */
export function searchUniverse(universe: Universe, keyword: string, limit = 10): SecurityRef[] {
  const k = keyword.trim().toLowerCase().replace(/\.(sh|sz|bj|ss)$/, '');
  if (!k) return [];
  const max = Math.max(1, Math.min(SEARCH_LIMIT_MAX, Math.floor(limit) || 10));
  const ranked: { rank: number; s: Security }[] = [];
  for (const s of universe.all) {
    let rank = -1;
    if (s.code === k || s.symbol === k) rank = 0;
    else if (s.code.startsWith(k) || s.symbol.startsWith(k)) rank = 1;
    else if (s.initials.startsWith(k)) rank = 2;
    else if (s.name.toLowerCase().includes(k)) rank = 3;
    else if (k.length >= 2 && s.initials.includes(k)) rank = 4;
    if (rank >= 0) ranked.push({ rank, s });
  }
  ranked.sort(
    (a, b) => a.rank - b.rank || TYPE_ORDER[a.s.type] - TYPE_ORDER[b.s.type] || a.s.symbol.localeCompare(b.s.symbol),
  );
  return ranked.slice(0, max).map((r) => ref(r.s));
}

/** Concept sectors from their members' quotes (market-value weighted change), biggest gain first. */
export function sectorSnapshots(universe: Universe, quotes: Map<string, Quote>): SectorSnapshot[] {
  const out: SectorSnapshot[] = [];
  for (const c of CONCEPT_SEEDS) {
    let weighted = 0;
    let weight = 0;
    let up = 0;
    let down = 0;
    let leader: SectorSnapshot['leader'] = null;
    const members: string[] = [];
    for (const code of c.members) {
      const sec = universe.stockByCode.get(code);
      if (!sec) continue;
      members.push(sec.symbol);
      const q = quotes.get(sec.symbol);
      if (!q) continue;
      const cap = q.price * (sec.stock?.shares ?? 1);
      weighted += cap * q.changePercent;
      weight += cap;
      if (q.change > 0) up++;
      else if (q.change < 0) down++;
      if (!leader || q.changePercent > leader.changePercent) {
        leader = { symbol: q.symbol, name: q.name, changePercent: q.changePercent };
      }
    }
    out.push({
      code: c.code,
      name: c.name,
      changePercent: weight > 0 ? round2(weighted / weight) : 0,
      upCount: up,
      downCount: down,
      leader,
      members,
    });
  }
  return out.sort((a, b) => b.changePercent - a.changePercent);
}

/** Symbols whose quotes the sector and bond figures need. */
export function conceptMemberSymbols(universe: Universe): string[] {
  const codes = new Set(CONCEPT_SEEDS.flatMap((c) => c.members));
  return [...codes].flatMap((code) => universe.stockByCode.get(code)?.symbol ?? []);
}

export function bondSymbols(universe: Universe): { bond: Security; underlying: Security }[] {
  const out: { bond: Security; underlying: Security }[] = [];
  for (const b of universe.all) {
    if (b.type !== 'bond' || !b.bond) continue;
    const code = b.bond.underlying;
    const underlying = universe.stockByCode.get(code);
    if (underlying) out.push({ bond: b, underlying });
  }
  return out;
}

/** 转股价值 = 100 / conversion price x stock price; 溢价率 = bond price / 转股价值 - 1. */
export function bondSnapshot(bond: Security, bondQuote: Quote, stockQuote: Quote): BondSnapshot {
  const seed = bond.bond!;
  const conversionValue = Math.round((100 / seed.conversionPrice) * stockQuote.price * 1000) / 1000;
  return {
    quote: bondQuote,
    underlying: {
      symbol: stockQuote.symbol,
      name: stockQuote.name,
      price: stockQuote.price,
      changePercent: stockQuote.changePercent,
    },
    conversionPrice: seed.conversionPrice,
    conversionValue,
    premiumRate: conversionValue > 0 ? round2((bondQuote.price / conversionValue - 1) * 100) : 0,
    rating: seed.rating,
    remainingSize: seed.remainingSize,
  };
}
