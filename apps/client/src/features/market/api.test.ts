import { describe, expect, it } from 'vitest';
import { API, MARKET_LIMITS } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { checkSecurity, fetchKline, fetchQuotes, fetchStockNews, searchSecurities } from './api';

const ok = (data: unknown) => ({ data: { code: 200, msg: '', data } });

describe('market api', () => {
  it('asks quotes in chunks of the server limit, without a loading cover', async () => {
    const seen: string[] = [];
    taroMock.server.on('GET', API.market.quotes, (req) => {
      seen.push(req.query.get('symbols')!);
      return ok(req.query.get('symbols')!.split(',').map((symbol) => ({ symbol })));
    });
    const symbols = Array.from({ length: MARKET_LIMITS.quoteSymbols + 5 }, (_, i) => `sh${600000 + i}`);
    expect(await fetchQuotes([...symbols, 'sh600000'])).toHaveLength(symbols.length);
    expect(seen.map((s) => s.split(',').length)).toEqual([MARKET_LIMITS.quoteSymbols, 5]);
    expect(taroMock.loading.shows).toBe(0);
  });

  it('passes the K-line period and count, the search keyword, the yn code and the stock news code', async () => {
    taroMock.server.on('GET', API.market.kline, ok({ symbol: 'sh600519', name: '贵州茅台', period: 'week', bars: [] }));
    expect((await fetchKline('sh600519', 'week', 30)).period).toBe('week');
    expect(Object.fromEntries(taroMock.server.lastRequest()!.query)).toEqual({ symbol: 'sh600519', period: 'week', count: '30' });
    taroMock.server.on('GET', API.market.search, ok([{ symbol: 'sh600519' }]));
    expect(await searchSecurities('  gzmt ')).toEqual([{ symbol: 'sh600519' }]);
    expect(taroMock.server.lastRequest()!.query.get('keyword')).toBe('gzmt');
    expect(await searchSecurities('   ')).toEqual([]);
    taroMock.server.on('GET', API.market.security('/600519'), ok({ listed: true, security: null, quote: null }));
    expect((await checkSecurity('600519')).listed).toBe(true);
    taroMock.server.on('GET', API.news.list('stock'), { data: { code: 200, msg: '', rows: [{ id: 1 }], total: 1 } });
    expect(await fetchStockNews('600519')).toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(taroMock.server.lastRequest()!.query.get('code')).toBe('600519');
  });
});
