import { CODE, type Goods, type GoodsIndexGroup, type GoodsInfo } from '@caixue/contract';
import { idFromText } from '@caixue/contract/schemas/common';
import { GOODS_TEXT } from '@caixue/contract/schemas/goods';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import { SEALED_PREFIX, type GoodsLinks } from './goods-link';
import { allOnSale, findGoods, findGoodsRow, listOnSale, modulesOfLevel, titlesOf, type GoodsFilter, type GoodsListRow } from './repo';

/**
 * The goods catalogue (issue 13): on-sale goods in lists and the product centre; a detail opens for
 * any existing item, off-sale ones with onSale false (an old link shows 已下架, not an error).
 * Orders (a later step) read the price and the grant period through `forOrder`.
 */
export class GoodsService {
  /** `links` opens the sealed goods ids of link-permission links; without it a sealed token is refused. */
  constructor(
    private readonly db: Db,
    private readonly links: GoodsLinks | null = null,
  ) {}

  async list(query: Page & { teacherId?: number; levelId?: number; goodsIds?: string }): Promise<Paged<Goods>> {
    const filter: GoodsFilter = { teacherId: query.teacherId, levelId: query.levelId, ids: query.goodsIds === undefined ? undefined : this.idsOf(query.goodsIds) };
    const { rows, total } = await listOnSale(this.db, filter, paging(query));
    return { rows: rows.map(goodsOf), total };
  }

  async index(): Promise<GoodsIndexGroup[]> {
    const groups: GoodsIndexGroup[] = [];
    for (const row of await allOnSale(this.db)) {
      let group = groups.find((g) => g.level.id === row.level.id);
      if (!group) {
        group = { level: { id: row.level.id, name: row.level.name, description: row.level.description }, goods: [] };
        groups.push(group);
      }
      group.goods.push(goodsOf(row));
    }
    return groups;
  }

  async info(id: number): Promise<GoodsInfo> {
    const row = await findGoods(this.db, id);
    if (!row) throw new BizError(CODE.notFound, GOODS_TEXT.goodsNotFound);
    const modules = await modulesOfLevel(this.db, row.level.id);
    return {
      ...goodsOf(row),
      content: row.goods.content,
      level: { id: row.level.id, name: row.level.name, description: row.level.description, modules },
    };
  }

  /** The ids of the list's goodsIds: a plain comma list, or a sealed token (refused when it does not open). */
  private idsOf(text: string): number[] {
    if (!text.startsWith(SEALED_PREFIX)) return idsOf(text);
    const opened = this.links?.open(text);
    if (!opened) throw new BizError(CODE.badRequest, GOODS_TEXT.goodsLinkInvalid);
    return idsOf(opened.join(','));
  }

  /** The titles of these goods by id (coupon scope texts name them). */
  titles(ids: number[]): Promise<Map<number, string>> {
    return titlesOf(this.db, ids);
  }

  /** What an order of this goods item is made of (the server's price, never the client's); refuses off-sale items. */
  async forOrder(id: number): Promise<GoodsForOrder> {
    const row = await findGoodsRow(this.db, id);
    if (!row) throw new BizError(CODE.notFound, GOODS_TEXT.goodsNotFound);
    if (!row.goods.onSale) throw new BizError(CODE.badRequest, GOODS_TEXT.offSale);
    const { title, pic, priceFen, cycle, cycleUnit, grantDays, levelId, riskLevel } = row.goods;
    return { id, title, pic, priceFen, cycle, cycleUnit, grantDays, levelId, levelName: row.level.name, riskLevel };
  }
}

export interface GoodsForOrder {
  id: number;
  title: string;
  pic: string;
  priceFen: number;
  cycle: number;
  cycleUnit: 'day' | 'month' | 'year';
  grantDays: number;
  levelId: number;
  levelName: string;
  /** Checked against the member's risk assessment before ordering (modules/survey). */
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
}

/** The ids of a comma list (the schema bounds its shape); digits beyond ID_MAX name no goods. */
function idsOf(text: string): number[] {
  return [...new Set(text.split(',').map(idFromText).filter((id): id is number => id !== null))];
}

/** Fen as the yuan text of the course rows: 198000 -> '1980', 1990 -> '19.9', 0 -> '0'. */
export function yuanText(fen: number): string {
  return String(fen / 100);
}

function goodsOf({ goods: g, level, teachers }: GoodsListRow): Goods {
  return {
    id: g.id,
    title: g.title,
    description: g.description,
    pic: g.pic,
    price: yuanText(g.priceFen),
    priceFen: g.priceFen,
    cycle: g.cycle,
    cycleUnit: g.cycleUnit,
    isShowPrice: g.isShowPrice === 1 ? 1 : 0,
    grantDays: g.grantDays,
    riskLevel: g.riskLevel,
    onSale: g.onSale,
    levelId: level.id,
    levelName: level.name,
    teachers,
  };
}
