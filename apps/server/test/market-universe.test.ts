import { describe, expect, it } from 'vitest';
import { limitPercent } from '../src/integrations/market/rules';
import {
  BOND_SEEDS,
  CONCEPT_SEEDS,
  INDEX_SEEDS,
  STOCK_SEEDS,
  buildUniverse,
  normalizeSymbol,
} from '../src/integrations/market/universe';

describe('seeded universe', () => {
  const u = buildUniverse();
  const stocks = u.all.filter((s) => s.type === 'stock');

  it('has a few hundred stocks with unique real-shaped codes on every board', () => {
    expect(stocks.length).toBeGreaterThanOrEqual(300);
    expect(new Set(STOCK_SEEDS.map((s) => s.code)).size).toBe(STOCK_SEEDS.length);
    for (const s of stocks) {
      expect(s.code, s.name).toMatch(/^(60[0-5]|688|00[0-3]|30[01])\d{3}$/);
      expect(s.initials, s.name).toMatch(/^[a-z0-9]+$/);
      expect(s.stock!.basePrice).toBeGreaterThan(0);
      expect(s.stock!.shares).toBeGreaterThan(0);
    }
    const boards = new Map<string, number>();
    for (const s of stocks) boards.set(`${s.market}-${s.board}`, (boards.get(`${s.market}-${s.board}`) ?? 0) + 1);
    for (const b of ['sh-main', 'sz-main', 'sz-chinext', 'sh-star']) expect(boards.get(b) ?? 0, b).toBeGreaterThanOrEqual(30);
    const byCode = (code: string) => u.stockByCode.get(code)!;
    expect(byCode('600519').name).toBe('贵州茅台');
    expect(byCode('000001').name).toBe('平安银行');
    expect(byCode('300750').name).toBe('宁德时代');
    expect(byCode('688981').name).toBe('中芯国际');
  });

  it('flags ST names and gives them the ST limit on the main board', () => {
    const st = stocks.filter((s) => s.st);
    expect(st.length).toBeGreaterThanOrEqual(4);
    for (const s of st) {
      expect(s.name).toMatch(/^\*?ST/);
      expect(s.initials.startsWith('st')).toBe(true);
      expect(limitPercent('stock', s.board, s.st)).toBe(5);
    }
    expect(limitPercent('stock', 'chinext', true)).toBe(20);
    expect(limitPercent('stock', 'main', false)).toBe(10);
    expect(limitPercent('index', null, false)).toBeNull();
  });

  it('has the main indices, 20+ convertible bonds on listed stocks and 15+ concepts of listed stocks', () => {
    const symbols = INDEX_SEEDS.map((i) => i.symbol);
    for (const s of ['sh000001', 'sz399001', 'sz399006', 'sh000300']) expect(symbols).toContain(s);
    expect(BOND_SEEDS.length).toBeGreaterThanOrEqual(20);
    for (const b of BOND_SEEDS) {
      expect(b.code, b.name).toMatch(/^(11[0-8]|12[3-8])\d{3}$/);
      expect(u.stockByCode.has(b.underlying), `${b.name} -> ${b.underlying}`).toBe(true);
      expect(b.conversionPrice).toBeGreaterThan(0);
    }
    expect(CONCEPT_SEEDS.length).toBeGreaterThanOrEqual(15);
    for (const c of CONCEPT_SEEDS) {
      expect(c.members.length, c.name).toBeGreaterThanOrEqual(5);
      for (const m of c.members) expect(u.stockByCode.has(m), `${c.name}: ${m}`).toBe(true);
    }
    expect(u.stockByCode.get('600519')!.concepts).toContain('baijiu');
  });

  it('normalizes the usual symbol spellings', () => {
    expect(normalizeSymbol('600519')).toBe('sh600519');
    expect(normalizeSymbol(' SZ000001 ')).toBe('sz000001');
    expect(normalizeSymbol('000001.SH')).toBe('sh000001');
    expect(normalizeSymbol('600519.SS')).toBe('sh600519');
    expect(normalizeSymbol('113052')).toBe('sh113052');
    expect(normalizeSymbol('123107')).toBe('sz123107');
    expect(normalizeSymbol('920001')).toBe('bj920001');
    expect(normalizeSymbol('60051')).toBeNull();
    expect(normalizeSymbol('sh60051x')).toBeNull();
  });
});
