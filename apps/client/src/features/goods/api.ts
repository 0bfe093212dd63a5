/** Typed calls of the goods pages (paths CHOSEN in the spec's style: API.goods, README "Goods"). */
import { CODE, ENDPOINTS, type Goods, type GoodsIndexGroup, type GoodsInfo, type Paged } from '@caixue/contract';
import { http } from '@/shared/request/request';
import { RequestError } from '@/shared/request/requestErrors';
import type { GoodsListFilter } from './model';

/** The screens draw their own skeletons: no covering loading indicator. */
const QUIET = { noLoading: true } as const;

/** The product centre: on-sale goods grouped by the level they sell. */
export async function fetchGoodsCentre(): Promise<GoodsIndexGroup[]> {
  const response = await http.get(ENDPOINTS.goods.index, undefined, QUIET);
  return response.data ?? [];
}

/** One page of on-sale goods, narrowed by teacher, level or the ids (plain or sealed) of a link. */
export async function fetchGoodsPage(query: GoodsListFilter & { pageNum: number; pageSize: number }, { silent = false } = {}): Promise<Paged<Goods>> {
  const { teacherId, levelId, goodsIds, pageNum, pageSize } = query;
  const response = await http.page(ENDPOINTS.goods.list, { pageNum, pageSize, teacherId, levelId, goodsIds }, { ...QUIET, silent });
  const rows = response.rows ?? [];
  return { rows, total: response.total ?? rows.length };
}

/** One goods item, on sale or not; null when there is none (the page says so: no toast). */
export async function fetchGoodsInfo(id: number): Promise<GoodsInfo | null> {
  try {
    const response = await http.get(ENDPOINTS.goods.info(id), undefined, { ...QUIET, silent: true });
    return response.data ?? null;
  } catch (error) {
    if (error instanceof RequestError && (error.code === CODE.notFound || error.code === CODE.badRequest)) return null;
    throw error;
  }
}
