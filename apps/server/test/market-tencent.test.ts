import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MarketDataError } from '../src/integrations/market/provider';
import { TencentMarket, parseTencentQuote, parseTencentTime } from '../src/integrations/market/tencent-driver';

function beijing(day: string, hh: number, mm: number, ss = 0): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, hh - 8, mm, ss);
}

/** A GBK encoder for the fake: the double-byte table read back through the platform's GBK decoder. */
const gbkTable = (() => {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(Uint8Array.from([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return table;
})();

function gbk(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else bytes.push(...(gbkTable.get(ch) ?? [0x3f]));
  }
  return Buffer.from(bytes);
}

/** A record in Tencent's layout (88 fields), with the fields the adapter reads set from `q`. */
function record(
  symbol: string,
  q: { name: string; price: string; pre: string; open: string; lots: string; time: string; high: string; low: string; amount: string; up?: string; down?: string },
): string {
  const f = Array.from({ length: 88 }, () => '0');
  const code = symbol.slice(2);
  f[0] = symbol.startsWith('sh') ? '1' : '51';
  f[1] = q.name;
  f[2] = code;
  f[3] = q.price;
  f[4] = q.pre;
  f[5] = q.open;
  f[6] = q.lots;
  f[29] = '';
  f[30] = q.time;
  const change = Number(q.price) - Number(q.pre);
  f[31] = change.toFixed(2);
  f[32] = ((change / Number(q.pre)) * 100).toFixed(2);
  f[33] = q.high;
  f[34] = q.low;
  f[35] = `${q.price}/${q.lots}/${q.amount}`;
  f[36] = q.lots;
  f[37] = String(Math.round(Number(q.amount) / 10_000));
  f[40] = '';
  f[47] = q.up ?? '';
  f[48] = q.down ?? '';
  return `v_${symbol}="${f.join('~')}";\n`;
}

const RECORDS: Record<string, string> = {
  sh600519: record('sh600519', {
    name: '贵州茅台',
    price: '1459.88',
    pre: '1459.44',
    open: '1459.44',
    lots: '21064',
    time: '20261124101503',
    high: '1464.88',
    low: '1452.10',
    amount: '3071809846',
    up: '1605.38',
    down: '1313.50',
  }),
  sz000001: record('sz000001', {
    name: '平安银行',
    price: '11.19',
    pre: '11.27',
    open: '11.23',
    lots: '882977',
    time: '20261124101500',
    high: '11.26',
    low: '11.10',
    amount: '987655432.10',
    up: '12.40',
    down: '10.14',
  }),
  sh000001: record('sh000001', {
    name: '上证指数',
    price: '3881.52',
    pre: '3870.02',
    open: '3868.11',
    lots: '312345678',
    time: '20261124101502',
    high: '3890.00',
    low: '3861.37',
    amount: '412345678901',
  }),
  sh113052: record('sh113052', {
    name: '兴业转债',
    price: '118.321',
    pre: '118.100',
    open: '118.200',
    lots: '31234',
    time: '20261124101503',
    high: '118.500',
    low: '118.050',
    amount: '36954321.50',
    up: '141.720',
    down: '94.480',
  }),
  // Suspended: nothing traded today, the quote still dated the last trading day.
  sz000002: record('sz000002', {
    name: '万科A',
    price: '0.00',
    pre: '6.95',
    open: '0.00',
    lots: '0',
    time: '20261123150003',
    high: '0.00',
    low: '0.00',
    amount: '0',
    up: '7.65',
    down: '6.26',
  }),
  // Fewer fields than the format has: a format error.
  sz300750: 'v_sz300750="51~宁德时代~300750~260.00~258.00";\n',
  sz300059: record('sz300059', {
    name: '东方财富',
    price: 'abc',
    pre: '22.00',
    open: '22.00',
    lots: '1',
    time: '20261124101500',
    high: '22',
    low: '22',
    amount: '2200',
  }),
};

let mode: 'ok' | 'http500' | 'hang' = 'ok';
const requests: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (mode === 'http500') {
      res.writeHead(500).end('busy');
      return;
    }
    if (mode === 'hang') return; // never answers
    const m = /^\/q=(.*)$/.exec(req.url ?? '');
    const symbols = m ? decodeURIComponent(m[1]!).split(',') : [];
    const body = symbols.map((s) => RECORDS[s] ?? 'v_pv_none_match="1";\n').join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=GBK' });
    res.end(gbk(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  requests.length = 0;
});

const tradingNow = () => beijing('2026-11-24', 10, 15, 10);

describe('tencent quote adapter', () => {
  it('the platform decodes GBK (the bytes of 贵州茅台)', () => {
    expect(new TextDecoder('gbk').decode(Uint8Array.from([0xb9, 0xf3, 0xd6, 0xdd, 0xc3, 0xa9, 0xcc, 0xa8]))).toBe('贵州茅台');
    expect([...gbk('贵州茅台')]).toEqual([0xb9, 0xf3, 0xd6, 0xdd, 0xc3, 0xa9, 0xcc, 0xa8]);
  });

  it('asks for several symbols in one request and parses each GBK record into our snapshot', async () => {
    const market = new TencentMarket({ baseUrl: base, now: tradingNow });
    const qs = await market.quotes(['600519', 'sz000001', 'sh000001', 'sz300999']);
    expect(requests).toEqual(['/q=sh600519,sz000001,sh000001,sz300999']);
    expect(qs.map((q) => q.symbol)).toEqual(['sh600519', 'sz000001', 'sh000001']); // the unknown one is left out
    const [mt, pa, sz] = qs;
    expect(mt).toEqual({
      symbol: 'sh600519',
      code: '600519',
      name: '贵州茅台',
      market: 'sh',
      type: 'stock',
      price: 1459.88,
      preClose: 1459.44,
      open: 1459.44,
      high: 1464.88,
      low: 1452.1,
      change: 0.44,
      changePercent: 0.03,
      volume: 2_106_400,
      amount: 3071809846,
      limitUp: 1605.38,
      limitDown: 1313.5,
      time: beijing('2026-11-24', 10, 15, 3),
      status: 'trading',
    });
    expect(pa!.name).toBe('平安银行');
    expect(pa!.change).toBe(-0.08);
    expect(pa!.amount).toBe(987655432.1);
    expect(sz!.name).toBe('上证指数');
    expect(sz!.type).toBe('index');
    expect(sz!.limitUp).toBeNull();
  });

  it('splits long lists into batches and keeps the order asked', async () => {
    const market = new TencentMarket({ baseUrl: `${base}/`, now: tradingNow, batchSize: 2 });
    const qs = await market.quotes(['sh000001', 'sh600519', 'sz000001', 'sh113052', 'sh600519']);
    expect(requests).toEqual(['/q=sh000001,sh600519', '/q=sz000001,sh113052']);
    expect(qs.map((q) => q.code)).toEqual(['000001', '600519', '000001', '113052', '600519']);
    expect(qs[3]!.type).toBe('bond');
    expect(qs[3]!.volume).toBe(312_340); // 张: 1 手 = 10
    expect(qs[3]!.price).toBe(118.321);
  });

  it('tells suspended, pre-open and holiday quotes apart by our calendar', async () => {
    const trading = new TencentMarket({ baseUrl: base, now: tradingNow });
    const [vk] = await trading.quotes(['sz000002']);
    expect(vk!.status).toBe('suspended');
    expect(vk!.price).toBe(6.95); // no trade today: the previous close
    expect(vk!.change).toBe(0);
    const pre = new TencentMarket({ baseUrl: base, now: () => beijing('2026-11-24', 9, 20) });
    expect((await pre.quotes(['sh600519']))[0]!.status).toBe('pre-open');
    const holiday = new TencentMarket({ baseUrl: base, now: () => beijing('2026-10-02', 10, 0) });
    expect((await holiday.quotes(['sh600519']))[0]!.status).toBe('holiday');
    const evening = new TencentMarket({ baseUrl: base, now: () => beijing('2026-11-24', 16, 0) });
    expect((await evening.quotes(['sh600519']))[0]!.status).toBe('closed');
  });

  it('answers an HTTP error, a timeout, a refused connection and a bad record with clear errors', async () => {
    const market = new TencentMarket({ baseUrl: base, now: tradingNow, timeoutMs: 300 });
    mode = 'http500';
    await expect(market.quotes(['sh600519'])).rejects.toMatchObject({ kind: 'http', message: expect.stringContaining('HTTP 500') });
    mode = 'hang';
    const t0 = Date.now();
    await expect(market.quotes(['sh600519'])).rejects.toMatchObject({ kind: 'timeout', message: expect.stringContaining('300 ms') });
    expect(Date.now() - t0).toBeLessThan(3_000);
    mode = 'ok';
    await expect(market.quotes(['sz300750'])).rejects.toMatchObject({ kind: 'format', message: expect.stringContaining('5 fields') });
    await expect(market.quotes(['sz300059'])).rejects.toMatchObject({ kind: 'format', message: expect.stringContaining('field 3') });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = new TencentMarket({ baseUrl: `http://127.0.0.1:${port}`, now: tradingNow });
    const err = await refused.quotes(['sh600519']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MarketDataError);
    expect(err).toMatchObject({ kind: 'network', message: expect.stringContaining('ECONNREFUSED') });
  });

  it('serves search from the seeded table and says K-lines are not there yet', async () => {
    const market = new TencentMarket({ baseUrl: base, now: tradingNow });
    expect((await market.search('gzmt'))[0]!.symbol).toBe('sh600519');
    await expect(market.dailyBars('sh600519')).rejects.toMatchObject({ kind: 'unsupported' });
    await expect(market.minuteBars('sh600519')).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('reads Beijing times whatever the process zone', () => {
    expect(parseTencentTime('20261124150003')).toBe(beijing('2026-11-24', 15, 0, 3));
    expect(parseTencentTime('2026-11-24 15:00:03')).toBeNull();
    expect(() => parseTencentQuote('sh600519', ['1', '贵州茅台'])).toThrow(MarketDataError);
  });
});
