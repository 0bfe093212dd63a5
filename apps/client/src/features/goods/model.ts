/** Pure helpers of the goods pages (product centre, list, detail; SPEC §2, §3, §5). */
import type { Goods, RiskLevel, TeacherRef } from '@caixue/contract';
import { CYCLE_UNIT_TEXT, FREE_TEXT, formatPrice, pricesHidden, type PriceContext } from '@/shared/format/price';

export const GOODS_PAGES = {
  centre: '/pages/goods/index/index',
  list: '/pages/goods/list/index',
  detail: '/pages/goods/detail/index',
  /** The service contract of a goods item (agreed before paying); its page is not this feature's. */
  contract: '/pages/mine/agreement/index',
  teacher: '/pages/teacher/detail/index',
} as const;

export const GOODS_UI_TEXT = {
  centre: '产品中心',
  list: '产品列表',
  heroTitle: '财学会员服务',
  heroSubtitle: '名师直播 · 投资内参 · 实战课程，按需开通',
  heroPoints: ['名师团队', '随时续费', '到期顺延'],
  all: '全部',
  buy: '立即购买',
  claim: '免费领取',
  offSale: '已下架',
  offSaleNote: '该产品已下架，暂不支持购买；已开通的服务不受影响',
  cycle: '服务周期',
  unlocks: '开通权益',
  intro: '产品介绍',
  teachers: '服务老师',
  viewTeacher: '老师主页',
  playbacks: '精彩回看',
  empty: '暂无在售产品',
  emptyHint: '更多产品即将上架，敬请期待',
  emptyTeacher: '该老师暂无在售产品',
  notFound: '产品不存在或已删除',
  toCentre: '去产品中心',
  share: '分享',
  linkScope: '为您推荐以下产品',
  levelScope: (levelName: string) => `开通「${levelName}」的产品`,
  count: (n: number) => `共${n}款`,
  priceOnRequest: '价格详询',
  grantDays: (days: number) => `开通 ${days} 天`,
  risk: (level: string) => `风险等级 ${level}`,
} as const;

export function goodsDetailUrl(id: number): string {
  return `${GOODS_PAGES.detail}?id=${id}`;
}

export function goodsLevelUrl(levelId: number): string {
  return `${GOODS_PAGES.list}?levelId=${levelId}`;
}

/** The buy button's target: the goods item's service contract (SPEC §3 contract address). */
export function contractUrl(goodsId: number): string {
  return `${GOODS_PAGES.contract}?type=contract&goodsId=${goodsId}`;
}

export function teacherUrl(id: number): string {
  return `${GOODS_PAGES.teacher}?id=${id}`;
}

/** '3个月', '1年', '7天'. */
export function cycleText(goods: Pick<Goods, 'cycle' | 'cycleUnit'>): string {
  return `${goods.cycle}${CYCLE_UNIT_TEXT[goods.cycleUnit] ?? ''}`;
}

export function riskText(level: RiskLevel): string {
  return GOODS_UI_TEXT.risk(level);
}

/** The badge colour of a risk level: R1-R2 low, R3 medium, R4-R5 high. */
export function riskTone(level: RiskLevel): 'low' | 'medium' | 'high' {
  const n = Number(level.slice(1));
  return n <= 2 ? 'low' : n === 3 ? 'medium' : 'high';
}

export interface PriceParts {
  /** The whole §5 price line, e.g. '¥1980 / 3个月' or '免费'. */
  text: string;
  free: boolean;
  /** '1980' (without the ¥), or '免费'. */
  amount: string;
  /** ' / 3个月', or '' without a cycle. */
  per: string;
}

/** The §5 price line (formatPrice: isShowPrice, the iOS rule) cut into its parts for display; null when hidden. */
export function priceParts(goods: Pick<Goods, 'price' | 'cycle' | 'cycleUnit' | 'isShowPrice'>, ctx?: PriceContext): PriceParts | null {
  const text = formatPrice(goods, ctx);
  if (text === null) return null;
  if (text === FREE_TEXT) return { text, free: true, amount: text, per: '' };
  const at = text.indexOf(' / ');
  const amount = (at < 0 ? text : text.slice(0, at)).replace(/^¥/, '');
  return { text, free: false, amount, per: at < 0 ? '' : text.slice(at) };
}

export type BuyKind = 'buy' | 'claim' | 'offSale' | 'hidden';

export interface BuyState {
  kind: BuyKind;
  label: string;
  enabled: boolean;
}

/**
 * What the buy bar offers: 立即购买; 免费领取 for a free item; 已下架 (disabled) off sale; nothing
 * where prices may not show (iOS under review: no price, no purchase path).
 */
export function buyState(goods: Pick<Goods, 'onSale' | 'priceFen'>, ctx?: PriceContext): BuyState {
  if (pricesHidden(ctx)) return { kind: 'hidden', label: '', enabled: false };
  if (!goods.onSale) return { kind: 'offSale', label: GOODS_UI_TEXT.offSale, enabled: false };
  if (goods.priceFen === 0) return { kind: 'claim', label: GOODS_UI_TEXT.claim, enabled: true };
  return { kind: 'buy', label: GOODS_UI_TEXT.buy, enabled: true };
}

/** The list's filters from the page query (the no-permission page's and menus' links). */
export interface GoodsListFilter {
  teacherId?: number;
  levelId?: number;
  /** A comma list of ids, or the server's sealed token (`g1.…`); passed on as it came. */
  goodsIds?: string;
}

function positiveId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

export function listFilterOf(params: Partial<Record<string, string | undefined>>): GoodsListFilter {
  const filter: GoodsListFilter = {};
  const teacherId = positiveId(params.teacherId);
  const levelId = positiveId(params.levelId);
  let goodsIds = params.goodsIds ?? '';
  try {
    goodsIds = decodeURIComponent(goodsIds);
  } catch {
    // Kept as it came; the server says whether it names goods.
  }
  if (teacherId) filter.teacherId = teacherId;
  if (levelId) filter.levelId = levelId;
  // Passed on as it came (bounded): the server opens a sealed token and says why a bad one names no goods.
  if (goodsIds) filter.goodsIds = goodsIds.slice(0, 900);
  return filter;
}

/** Every teacher of the goods, once each, in the order they first appear. */
export function teachersOf(goods: readonly Pick<Goods, 'teachers'>[]): TeacherRef[] {
  const seen = new Map<number, TeacherRef>();
  for (const item of goods) for (const teacher of item.teachers) if (!seen.has(teacher.id)) seen.set(teacher.id, teacher);
  return [...seen.values()];
}
