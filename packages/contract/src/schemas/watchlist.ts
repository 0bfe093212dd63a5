import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, literalUnion } from './common';
import { PRICE_ALERT_KINDS, PRICE_ALERT_STATUSES, PRICE_ALERT_TEXT, WATCHLIST_LIMITS, WATCHLIST_TEXT } from '../watchlist';

/** 自选股 and price alerts (issue 15). Symbols are the market prefix and the code: sh600519, sz000001. */

export const SymbolSchema = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: '^[A-Za-z0-9.]+$',
  description: '证券代码：sh600519、sz000001，也可只写 6 位代码',
  examples: ['sh600519'],
  'x-message': WATCHLIST_TEXT.unknownSymbol,
});

const QuoteFields = {
  price: Type.Number({ description: '最新价（休市或收盘后为收盘价）' }),
  change: Type.Number({ description: '涨跌额' }),
  changePercent: Type.Number({ description: '涨跌幅 %' }),
  status: Type.String({ description: 'pre-open | trading | break | closed | holiday | suspended' }),
  statusText: Type.String({ description: '待开盘、交易中、午间休市、已收盘、休市、停牌' }),
};

export const WatchItemSchema = Type.Object({
  symbol: Type.String(),
  code: Type.String(),
  name: Type.String(),
  groupId: Type.Integer({ description: '所在分组，0 为未分组（只在“全部”里）' }),
  ...QuoteFields,
});
export type WatchItem = Static<typeof WatchItemSchema>;

export const WatchGroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer({ description: '分组内股票数' }),
});
export type WatchGroup = Static<typeof WatchGroupSchema>;

export const WatchListSchema = Type.Object({
  groups: Type.Array(WatchGroupSchema, { description: '自建分组（“全部”不在其中）' }),
  items: Type.Array(WatchItemSchema, { description: '全部自选股，按用户排序' }),
  limits: Type.Object({ items: Type.Integer(), groups: Type.Integer() }),
});
export type WatchList = Static<typeof WatchListSchema>;

const GroupIdSchema = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: '分组 id，0 为不分组', 'x-message': WATCHLIST_TEXT.groupNotFound });

export const WatchAddBodySchema = Type.Object({
  symbol: SymbolSchema,
  groupId: Type.Optional(GroupIdSchema),
});
export type WatchAddBody = Static<typeof WatchAddBodySchema>;

export const WatchSymbolsBodySchema = Type.Object({
  symbols: Type.Array(SymbolSchema, { minItems: 1, maxItems: WATCHLIST_LIMITS.batch, description: '证券代码' }),
});
export type WatchSymbolsBody = Static<typeof WatchSymbolsBodySchema>;

export const WatchMoveBodySchema = Type.Object({
  symbols: Type.Array(SymbolSchema, { minItems: 1, maxItems: WATCHLIST_LIMITS.batch }),
  groupId: GroupIdSchema,
});
export type WatchMoveBody = Static<typeof WatchMoveBodySchema>;

export const WatchGroupBodySchema = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '缺省为新建，有则重命名', 'x-message': WATCHLIST_TEXT.groupNotFound })),
  name: Type.String({ maxLength: 64, description: `分组名称，1-${WATCHLIST_LIMITS.groupName} 个字`, 'x-message': WATCHLIST_TEXT.groupNameInvalid }),
});
export type WatchGroupBody = Static<typeof WatchGroupBodySchema>;

export const WatchGroupDeleteBodySchema = Type.Object({ id: IdSchema });

export const PriceAlertKindSchema = literalUnion(PRICE_ALERT_KINDS, { description: 'priceUp 股价涨到，priceDown 股价跌到，riseTo 涨幅达到，fallTo 跌幅达到' });

export const PriceAlertBodySchema = Type.Object({
  symbol: SymbolSchema,
  kind: PriceAlertKindSchema,
  value: Type.Number({ minimum: 0.01, maximum: 1_000_000, description: '目标价（元）或涨跌幅（%，正数）', 'x-message': PRICE_ALERT_TEXT.valueInvalid }),
});
export type PriceAlertBody = Static<typeof PriceAlertBodySchema>;

export const PriceAlertSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  code: Type.String(),
  name: Type.String(),
  kind: PriceAlertKindSchema,
  value: Type.Number(),
  condition: Type.String({ description: '条件文字：股价涨到 1800.00 元' }),
  status: literalUnion(PRICE_ALERT_STATUSES),
  statusText: Type.String(),
  createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss（中国时间）' }),
  firedTime: Type.Union([Type.String(), Type.Null()]),
  firedPrice: Type.Union([Type.Number(), Type.Null()]),
  price: QuoteFields.price,
  change: QuoteFields.change,
  changePercent: QuoteFields.changePercent,
  marketStatusText: Type.String({ description: '行情状态：交易中、已收盘、休市…' }),
});
export type PriceAlert = Static<typeof PriceAlertSchema>;

export const PriceAlertIdBodySchema = Type.Object({ id: IdSchema });

/** The socket event a fired alert sends to the member's open sockets (the client shows it as a notice). */
export interface PriceAlertEvent {
  type: 'priceAlert';
  data: { id: number; symbol: string; name: string; title: string; content: string; price: number; changePercent: number };
}
