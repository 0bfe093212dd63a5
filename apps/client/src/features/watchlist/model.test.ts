import { describe, expect, it } from 'vitest';
import type { WatchList } from '@caixue/contract';
import { alertValueProblem, ALL_GROUP, groupNameProblem, inWatchlist, keepTab, movedTop, movedUp, rowsOf, withQuotes, withRecent } from './model';

const item = (symbol: string, groupId: number) => ({
  symbol, code: symbol.slice(2), name: symbol, groupId, price: 10, change: 0, changePercent: 0, status: 'closed', statusText: '已收盘',
});
const list: WatchList = {
  groups: [{ id: 3, name: '白酒', count: 2 }, { id: 5, name: '银行', count: 1 }],
  items: [item('sh600519', 3), item('sz000001', 5), item('sz000858', 3), item('sh601318', 0)],
  limits: { items: 200, groups: 10 },
};

describe('groups', () => {
  it('shows every stock under 全部 and a group its own, in the member order', () => {
    expect(rowsOf(list, ALL_GROUP).map((r) => r.symbol)).toEqual(['sh600519', 'sz000001', 'sz000858', 'sh601318']);
    expect(rowsOf(list, 3).map((r) => r.symbol)).toEqual(['sh600519', 'sz000858']);
    expect(rowsOf(list, 99)).toEqual([]);
  });
  it('falls back to 全部 when the tab shown was deleted', () => {
    expect(keepTab(list, 5)).toBe(5);
    expect(keepTab(list, 7)).toBe(ALL_GROUP);
    expect(keepTab(list, ALL_GROUP)).toBe(ALL_GROUP);
  });
  it('moves a row up or to the top within the tab', () => {
    const symbols = ['a', 'b', 'c'];
    expect(movedUp(symbols, 'c')).toEqual(['a', 'c', 'b']);
    expect(movedUp(symbols, 'a')).toEqual(['a', 'b', 'c']);
    expect(movedTop(symbols, 'c')).toEqual(['c', 'a', 'b']);
    expect(movedTop(symbols, 'x')).toEqual(['a', 'b', 'c']);
    expect(symbols).toEqual(['a', 'b', 'c']);
  });
  it('checks a group name like the server', () => {
    expect(groupNameProblem('  科技  ', list, 8)).toBeNull();
    expect(groupNameProblem('', list, 8)).toBe('分组名称为 1-8 个字');
    expect(groupNameProblem('一二三四五六七八九', list, 8)).toBe('分组名称为 1-8 个字');
    expect(groupNameProblem('全部', list, 8)).toBe('分组名称为 1-8 个字');
    expect(groupNameProblem('白酒', list, 8)).toBe('已有同名分组');
    expect(groupNameProblem('白酒', list, 8, 3)).toBeNull();
  });
  it('tells whether a stock is watched', () => {
    expect(inWatchlist(list, 'sz000858')).toBe(true);
    expect(inWatchlist(list, 'sh600000')).toBe(false);
    expect(inWatchlist(null, 'sh600519')).toBe(false);
  });
});

describe('the alert form', () => {
  it('takes prices above 0 with two decimals and percents 0.01-30', () => {
    expect(alertValueProblem('priceUp', '1800.5', 30)).toBeNull();
    expect(alertValueProblem('priceDown', '0', 30)).toBe('目标价须大于 0，最多两位小数');
    expect(alertValueProblem('priceUp', '1.234', 30)).toBe('目标价须大于 0，最多两位小数');
    expect(alertValueProblem('riseTo', '5', 30)).toBeNull();
    expect(alertValueProblem('fallTo', '31', 30)).toBe('涨跌幅须在 0.01-30 之间，最多两位小数');
    expect(alertValueProblem('fallTo', '', 30)).toBe('请输入正确的数值');
  });
});

describe('quotes and recent searches', () => {
  it('overlays fresher quotes by symbol', () => {
    const quotes = new Map([['sz000001', { price: 11.5, change: 0.5, changePercent: 4.55, status: 'trading', statusText: '交易中' }]]);
    const rows = withQuotes(list.items, quotes);
    expect(rows[1]).toMatchObject({ symbol: 'sz000001', price: 11.5, status: 'trading', groupId: 5 });
    expect(rows[0]).toBe(list.items[0]);
  });
  it('keeps recent searches newest first, once each, at most ten', () => {
    const sec = (n: number) => ({ symbol: `sh60000${n}`, code: `60000${n}`, name: `股${n}`, market: 'sh', type: 'stock' });
    let recent = [sec(1), sec(2)];
    recent = withRecent(recent, sec(2));
    expect(recent.map((r) => r.code)).toEqual(['600002', '600001']);
    for (let n = 0; n < 12; n += 1) recent = withRecent(recent, { ...sec(1), symbol: `s${n}` });
    expect(recent).toHaveLength(10);
    expect(recent[0].symbol).toBe('s11');
  });
});
