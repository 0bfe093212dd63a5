import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API, STOCK_TEXT, type MarketQuote, type RaceEntry, type RaceHoldings, type RaceInfo, type RaceTrade, type StockPool } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { PoolListScreen } from './PoolListScreen';
import { RaceScreen } from './RaceScreen';

// The canvas part is checked in the browser test; here the chart only shows what it was given.
vi.mock('@/shared/ui/Chart', () => ({
  Chart: ({ series }: { series: { name: string }[] }) => <div className='chart-stub'>{series.map((s) => s.name).join('|')}</div>,
}));

const ok = (data: unknown) => ({ data: { code: 200, msg: '', data } });
const table = (rows: unknown[]) => ({ data: { code: 200, msg: '', rows, total: rows.length } });

function entry(id: number, over: Partial<RaceEntry> = {}): RaceEntry {
  return {
    id, raceId: 6, raceTitle: '名师实盘模拟赛', title: `组合${id}`, teacher: { id: 1, name: '李建华', avatar: '' }, rank: id,
    startDay: '2026-05-01', lastDay: '2026-11-23', capital: 1_000_000, totalAssets: 1_123_400, returnRate: 12.34,
    benchmarkReturnRate: -1.5, maxDrawdown: 6.2, tradeCount: 18, locked: false, moduleId: null, ...over,
  };
}

const race: RaceInfo = {
  id: 6, title: '名师实盘模拟赛', pic: '', content: '五位老师模拟实盘', startDay: '2026-05-01', endDay: null,
  entries: [entry(1), entry(2, { title: 'VIP 内参组合', locked: true, moduleId: 3, returnRate: -2.1 })],
};

const holdings: RaceHoldings = {
  entryId: 1, cash: 200_000, marketValue: 923_400, totalAssets: 1_123_400, profit: 23_400,
  rows: [{ symbol: 'sh600519', code: '600519', name: '贵州茅台', quantity: 300, sellableQuantity: 200, costPrice: 1500.123, price: 1580, marketValue: 474_000, profit: 23_963.1, profitRate: 5.32, weight: 42.19, firstBuyDay: '2026-10-08' }],
};

const trade: RaceTrade = {
  id: 7, day: '2026-11-20', time: '10:31', symbol: 'sh600036', code: '600036', name: '招商银行', side: 'sell', price: 36.5, quantity: 1000,
  amount: 36_500, commission: 9.13, stampDuty: 18.25, profit: 1200.5, profitRate: 3.4,
};

const portfolioCalls = () => taroMock.server.requests.filter((r) => [API.stockRace.hold, API.stockRace.completed, API.stockRace.statistics].includes(r.path as never));

describe('the race page', () => {
  it('opens the best participant the member may open: curve, holdings with cost/price/P&L/weight, trades, info, risk tip', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.stockRace.info(6), ok(race));
    taroMock.server.on('GET', API.stockRace.statistics, ok({ entryId: 1, categories: ['2026-11-20', '2026-11-23'], series: [{ name: '组合收益', data: [0, 1] }, { name: '沪深300', data: [0, -1] }], netValues: [1, 1.01] }));
    taroMock.server.on('GET', API.stockRace.hold, ok(holdings));
    taroMock.server.on('GET', API.stockRace.completed, table([trade]));
    const { container } = render(<RaceScreen raceId={6} />);
    await flush(4);
    const text = container.textContent ?? '';
    expect(container.querySelector('.race-switcher__item--active')?.getAttribute('data-entry')).toBe('1');
    expect(text).toContain('+12.34%');
    expect(text).toContain('+13.84%'); // excess over 沪深300
    expect(container.querySelector('.chart-stub')?.textContent).toBe('组合收益|沪深300');
    const row = container.querySelector('.race-table__row')!;
    expect(row.textContent).toContain('贵州茅台');
    expect(row.textContent).toContain('1500.123');
    expect(row.textContent).toContain('1580.00');
    expect(row.textContent).toContain('+23,963.10');
    expect(row.textContent).toContain('+5.32%');
    expect(row.textContent).toContain('42.19%');
    expect(row.textContent).toContain('可卖 200');
    expect(row.querySelector('.stock-trend--rise')).not.toBeNull();
    const tradeRow = container.querySelector('.race-trade')!;
    expect(tradeRow.textContent).toContain('卖出');
    expect(tradeRow.textContent).toContain('成交额 36,500.00');
    expect(tradeRow.textContent).toContain('+1,200.50（+3.40%）');
    expect(text).toContain(STOCK_TEXT.marketNote);
    expect(text).toContain(STOCK_TEXT.riskTip);
    // Holding and trade rows open the stock's detail page (加自选 and 提醒 live there).
    fireEvent.click(row);
    await flush(2);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/stock/detail/index?symbol=sh600519');
    fireEvent.click(tradeRow);
    await flush(2);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/stock/detail/index?symbol=sh600036');
  });

  it('a locked participant is a teaser: nothing of its portfolio is asked for until 立即开通, which meets the 206', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.stockRace.info(6), ok(race));
    taroMock.server.on('GET', API.stockRace.statistics, { data: { code: 206, msg: STOCK_TEXT.entryLocked, data: { moduleIds: [3], title: 'VIP 内参组合' } } });
    const { container, getByText } = render(<RaceScreen raceId={6} entryId={2} />);
    await flush(4);
    expect(container.querySelector('[data-locked-entry="2"]')?.textContent).toContain(STOCK_TEXT.entryLocked);
    expect(container.textContent).toContain('-2.10%');
    expect(container.querySelector('.race-table')).toBeNull();
    expect(portfolioCalls()).toEqual([]);
    fireEvent.click(getByText('立即开通'));
    await flush(3);
    expect(portfolioCalls().map((r) => r.path)).toEqual([API.stockRace.statistics]);
    expect(taroMock.storage.get('noPermissionData')).toMatchObject({ data: { moduleIds: [3], title: 'VIP 内参组合' } });
  });
});

describe('the stock pool page', () => {
  it('lists an open pool with its figures and status, and a locked one as a teaser', async () => {
    taroMock.storage.set('token', 't');
    const pools: StockPool[] = [
      {
        id: 1, title: '价值精选池', description: '低估值蓝筹', teacher: { id: 1, name: '李建华', avatar: '' }, locked: false, moduleId: 3, itemCount: 2, holdingCount: 1,
        items: [
          { id: 11, symbol: 'sh600900', code: '600900', name: '长江电力', entryDay: '2026-09-01', entryPrice: 25, latestPrice: 27.5, returnRate: 10, maxGain: 12.4, reason: '水电龙头现金流稳定', status: 'holding', exitDay: null },
          { id: 12, symbol: 'sh601318', code: '601318', name: '中国平安', entryDay: '2026-09-10', entryPrice: 50, latestPrice: 48, returnRate: -4, maxGain: 3.1, reason: '估值修复逻辑', status: 'removed', exitDay: '2026-11-01' },
        ],
      },
      { id: 2, title: '成长趋势池', description: '景气赛道', teacher: null, locked: true, moduleId: 4, itemCount: 4, holdingCount: 3, items: [] },
    ];
    taroMock.server.on('GET', API.stockPool.list, ok({ pools }));
    const asked: string[][] = [];
    const useQuotes = (symbols: readonly string[]) => {
      asked.push([...symbols]);
      // A live tick above the server's price; the 已调出 stock's quote must not replace its exit close.
      return {
        bySymbol: {
          sh600900: { symbol: 'sh600900', price: 28.6, high: 28.9, time: 2 } as MarketQuote,
          sh601318: { symbol: 'sh601318', price: 60, high: 61, time: 2 } as MarketQuote,
        },
      };
    };
    const { container, getAllByText } = render(<PoolListScreen useQuotes={useQuotes} />);
    await flush(3);
    expect(asked.at(-1)).toEqual(['sh600900']);
    const [first, second] = [...container.querySelectorAll('.pool-item')];
    expect(first.textContent).toContain('长江电力');
    expect(first.textContent).toContain('2026-09-01');
    expect(first.textContent).toContain('25.00');
    expect(first.textContent).toContain('28.60');
    expect(first.textContent).toContain('+14.40%'); // 28.6 / 25 - 1
    expect(first.textContent).toContain('+15.60%'); // the live high 28.9 above the server's 12.40%
    expect(first.textContent).toContain('入池理由：水电龙头现金流稳定');
    expect(first.textContent).toContain('持有');
    expect(second.textContent).toContain('已调出');
    expect(second.textContent).toContain('-4.00%');
    expect(second.textContent).toContain('48.00');
    expect(second.querySelector('.stock-trend--fall')).not.toBeNull();
    expect(container.querySelector('[data-locked-pool="2"]')?.textContent).toContain(STOCK_TEXT.poolLocked);
    expect(container.textContent).toContain('共 4 只 · 持有 3 只');
    fireEvent.click(getAllByText('立即开通')[0]);
    await flush(2);
    expect(taroMock.storage.get('noPermissionData')).toMatchObject({ data: { moduleIds: [4], title: '成长趋势池' } });
    fireEvent.click(first);
    await flush(2);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/stock/detail/index?symbol=sh600900');
  });
});
