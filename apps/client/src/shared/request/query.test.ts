import { describe, expect, it } from 'vitest';
import { appendQuery, toQueryString } from './query';

describe('toQueryString', () => {
  it('omits empty, null and undefined values but keeps 0 and false', () => {
    expect(toQueryString({ a: '', b: null, c: undefined, d: 0, e: false })).toBe('d=0&e=false');
  });

  it('flattens nested objects to key[sub], at any depth, and arrays by index', () => {
    const query = toQueryString({ params: { beginTime: '2025-01-01', range: { min: 1, max: '' } }, ids: [3, 4] });
    expect(decodeURIComponent(query)).toBe('params[beginTime]=2025-01-01&params[range][min]=1&ids[0]=3&ids[1]=4');
  });

  it('encodes keys and values', () => {
    expect(toQueryString({ title: '财经 & 新闻', 'a b': '1' })).toBe('title=%E8%B4%A2%E7%BB%8F%20%26%20%E6%96%B0%E9%97%BB&a%20b=1');
  });

  it('is empty for no params', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: null })).toBe('');
  });
});

describe('appendQuery', () => {
  it('joins with ? or & as needed', () => {
    expect(appendQuery('/api/x', { a: 1 })).toBe('/api/x?a=1');
    expect(appendQuery('/api/x?b=2', { a: 1 })).toBe('/api/x?b=2&a=1');
    expect(appendQuery('/api/x', {})).toBe('/api/x');
  });
});
