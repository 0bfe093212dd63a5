import type { Goods, GoodsInfo } from '@caixue/contract';

/** A goods row as the server answers it (defaults: 金股训练营, ¥1980 / 3个月). */
export function goodsRow(id: number, extra: Partial<Goods> = {}): Goods {
  return {
    id,
    title: `产品${id}`,
    description: `产品${id}的一句话简介`,
    pic: `/uploads/seed/goods-${id}.svg`,
    price: '1980',
    priceFen: 198000,
    cycle: 3,
    cycleUnit: 'month',
    isShowPrice: 1,
    grantDays: 90,
    riskLevel: 'R3',
    onSale: true,
    levelId: 1,
    levelName: '金牌会员',
    teachers: [{ id: 1, name: '李建华', avatar: '' }],
    ...extra,
  };
}

export function goodsInfo(id: number, extra: Partial<GoodsInfo> = {}): GoodsInfo {
  return {
    ...goodsRow(id),
    content: '<p>每晚复盘当日强势股。</p>',
    level: { id: 1, name: '金牌会员', description: '解锁 VIP 内参图文直播', modules: [{ id: 1, code: 'word-vip', name: '金牌直播 VIP' }] },
    ...extra,
  };
}
