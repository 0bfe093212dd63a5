import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { API, LIVE_SOCKET_PATH, MARKET_SOCKET_ID, type MarketQuote } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { currentLiveSocket, openLiveSocket } from '@/shared/request/socket';
import { IDLE_CLOSE_MS, QuoteChannel } from '../quoteChannel';
import { newer, symbolsKey, useLiveQuotes } from './useLiveQuotes';

function quote(symbol: string, price: number, time = 1000, patch: Partial<MarketQuote> = {}): MarketQuote {
  return {
    symbol, code: symbol.slice(2), name: symbol, market: symbol.slice(0, 2), type: 'stock', price, preClose: 10, open: 10, high: price, low: 10,
    change: price - 10, changePercent: (price - 10) * 10, volume: 100, amount: 1000, limitUp: 11, limitDown: 9, time, status: 'trading', statusText: '交易中', ...patch,
  };
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const subscribes = () => taroMock.lastSocket!.frames.filter((f) => f.type === 'quoteSubscribe' || f.type === 'quoteUnsubscribe');

describe('useLiveQuotes', () => {
  let channel: QuoteChannel;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    channel = new QuoteChannel();
    taroMock.server.on('GET', API.market.quotes, (req) => ({
      data: { code: 200, msg: '', data: req.query.get('symbols')!.split(',').map((s) => quote(s, 10.5)) },
    }));
  });
  afterEach(() => {
    // Unmount first: a closed socket with watchers left would be replaced by a new one.
    cleanup();
    currentLiveSocket()?.close();
    vi.useRealTimers();
  });

  it('fetches the snapshot, subscribes on the market socket and applies the batched frames', async () => {
    const { result } = renderHook(() => useLiveQuotes(['sh600519', 'SZ000001']));
    expect(result.current.loading).toBe(true);
    await flush();
    expect(result.current.quotes.map((q) => [q.symbol, q.price])).toEqual([['sh600519', 10.5], ['sz000001', 10.5]]);
    expect(result.current).toMatchObject({ loading: false, status: 'trading', statusText: '交易中' });
    const socket = taroMock.lastSocket!;
    expect(socket.url.endsWith(`${LIVE_SOCKET_PATH}${MARKET_SOCKET_ID}`)).toBe(true);
    act(() => socket.open());
    expect(subscribes()).toEqual([{ type: 'quoteSubscribe', symbols: ['sh600519', 'sz000001'] }]);
    act(() => socket.receive([{ type: 'quoteSnapshot', quotes: [quote('sh600519', 10.8, 2000)], status: 'trading', statusText: '交易中', time: 2000 }]));
    expect(result.current.bySymbol.sh600519!.price).toBe(10.8);
    expect(result.current.bySymbol.sz000001!.price).toBe(10.5);
    // Outside the session: one status frame with the last close.
    act(() => socket.receive([{ type: 'quoteSnapshot', quotes: [quote('sh600519', 10.9, 3000, { status: 'closed', statusText: '已收盘' })], status: 'closed', statusText: '已收盘', time: 3000 }]));
    expect(result.current).toMatchObject({ status: 'closed', statusText: '已收盘' });
    expect(result.current.quotes[0]!.statusText).toBe('已收盘');
  });

  it('shares one subscription between watchers and unsubscribes when the last one leaves', async () => {
    const a = renderHook(() => useLiveQuotes(['sh600519'], channel));
    const b = renderHook(() => useLiveQuotes(['sh600519', 'sh601318'], channel));
    await flush();
    const socket = taroMock.lastSocket!;
    expect(taroMock.sockets).toHaveLength(1);
    act(() => socket.open());
    expect(subscribes()).toEqual([{ type: 'quoteSubscribe', symbols: ['sh600519', 'sh601318'] }]);
    b.unmount();
    expect(subscribes().at(-1)).toEqual({ type: 'quoteUnsubscribe', symbols: ['sh601318'] });
    a.unmount();
    expect(subscribes().at(-1)).toEqual({ type: 'quoteUnsubscribe', symbols: ['sh600519'] });
    await act(() => vi.advanceTimersByTimeAsync(IDLE_CLOSE_MS));
    expect(socket.closed).toBe(true);
  });

  it('subscribes again after a reconnect, and moves to a room socket that replaces the market socket', async () => {
    renderHook(() => useLiveQuotes(['sh600519'], channel));
    await flush();
    const first = taroMock.lastSocket!;
    act(() => first.open());
    act(() => openLiveSocket(7));
    await flush();
    const room = taroMock.lastSocket!;
    expect(room).not.toBe(first);
    expect(room.url.endsWith(`${LIVE_SOCKET_PATH}7`)).toBe(true);
    act(() => room.open());
    expect(room.frames.filter((f) => f.type === 'quoteSubscribe')).toEqual([{ type: 'quoteSubscribe', symbols: ['sh600519'] }]);
  });

  it('keeps the newer quote when a frame overtakes the snapshot', () => {
    expect(newer(quote('sh600519', 11, 5000), quote('sh600519', 10, 4000)).price).toBe(11);
    expect(newer(undefined, quote('sh600519', 10, 4000)).price).toBe(10);
    expect(symbolsKey([' SH600519', 'sh600519', '', 'sz000001'])).toBe('sh600519,sz000001');
  });

  it('asks nothing for no symbols and reports a failed snapshot', async () => {
    const empty = renderHook(() => useLiveQuotes([], channel));
    await flush();
    expect(empty.result.current).toMatchObject({ quotes: [], loading: false });
    expect(taroMock.sockets).toHaveLength(0);
    taroMock.server.on('GET', API.market.quotes, { data: { code: 500, msg: '行情服务暂时不可用，请稍后重试' } });
    const failing = renderHook(() => useLiveQuotes(['sh600519'], channel));
    await flush();
    expect(failing.result.current.loading).toBe(false);
    expect(failing.result.current.error).toBeTruthy();
  });
});
