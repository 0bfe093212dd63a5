import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { BOND_SORT_COLUMNS, BOND_TEXT, SORT_ORDERS } from '../bond';
import { PageQuerySchema } from './common';

/**
 * Convertible bonds (issue 15). Prices in yuan (bonds 0.001, stocks 0.01), percent rounded to 0.01,
 * remaining size in 亿元. Sorting is server-side by one whitelisted column and a direction; ties keep
 * the bond code order so paging is stable.
 */

/** A closed set of words; a wrong one is answered with `message` (every branch carries it for the first error). */
function wordsWithMessage<T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  description: string,
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K] & string> }> {
  return Type.Union(
    values.map((value) => Type.Literal(value, { 'x-message': message })),
    { 'x-message': message, description },
  ) as never;
}

export const BondListQuerySchema = Type.Object({
  sortBy: Type.Optional(wordsWithMessage(BOND_SORT_COLUMNS, BOND_TEXT.sortByInvalid, '排序字段（缺省：changePercent）')),
  order: Type.Optional(wordsWithMessage(SORT_ORDERS, BOND_TEXT.orderInvalid, '排序方向：asc 升序、desc 降序（缺省：desc）')),
  ...PageQuerySchema.properties,
});
export type BondListQuery = Static<typeof BondListQuerySchema>;

export const BondRowSchema = Type.Object({
  symbol: Type.String({ description: '代码带市场前缀，如 sh113052' }),
  code: Type.String(),
  name: Type.String(),
  price: Type.Number({ description: '现价，元' }),
  change: Type.Number(),
  changePercent: Type.Number({ description: '涨跌幅，%' }),
  conversionPrice: Type.Number({ description: '转股价，元' }),
  conversionValue: Type.Number({ description: '转股价值 = 100 ÷ 转股价 × 正股价' }),
  premiumRate: Type.Number({ description: '转股溢价率，%' }),
  rating: Type.String({ description: '信用评级' }),
  remainingSize: Type.Number({ description: '剩余规模，亿元' }),
  underlying: Type.Object({
    symbol: Type.String(),
    code: Type.String(),
    name: Type.String(),
    price: Type.Number(),
    changePercent: Type.Number(),
  }),
  status: Type.String({ description: '行情状态：交易中、已收盘、休市…' }),
  time: Type.Number({ description: '行情时间，Unix 毫秒' }),
});
export type BondRow = Static<typeof BondRowSchema>;
