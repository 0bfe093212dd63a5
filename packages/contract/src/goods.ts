/**
 * Goods (subscription products): list rows, detail and the product centre (issue 13; SPEC §2, §3, §5).
 * The shapes are the schemas in ./schemas/goods (the single source); these are their static types.
 */
export type { Goods, GoodsIndexGroup, GoodsInfo, GoodsLevel, RiskLevel } from './schemas/goods';
