import { describe, expect, it } from 'vitest';
import { buyState, contractUrl, cycleText, listFilterOf, priceParts, riskText, riskTone, teachersOf } from './model';
import { goodsRow } from './testData';

const android = { isIOS: false };
const iosReview = { isIOS: true, currentVersionStatus: 0 };
const iosLive = { isIOS: true, currentVersionStatus: 1 };

describe('goods model', () => {
  it('cuts the §5 price line into ¥ amount and cycle, 免费 for 0, nothing when hidden', () => {
    expect(priceParts(goodsRow(1), android)).toEqual({ text: '¥1980 / 3个月', free: false, amount: '1980', per: ' / 3个月' });
    expect(priceParts(goodsRow(1, { price: '19.9', cycle: 7, cycleUnit: 'day' }), android)).toMatchObject({ amount: '19.9', per: ' / 7天' });
    expect(priceParts(goodsRow(1, { price: '0', priceFen: 0 }), android)).toEqual({ text: '免费', free: true, amount: '免费', per: '' });
    expect(priceParts(goodsRow(1, { isShowPrice: 0 }), android)).toBeNull();
    expect(priceParts(goodsRow(1), iosReview)).toBeNull();
    expect(priceParts(goodsRow(1), iosLive)?.text).toBe('¥1980 / 3个月');
  });

  it('offers 立即购买, 免费领取 for a free item, a disabled 已下架 off sale, and nothing on iOS under review', () => {
    expect(buyState(goodsRow(1), android)).toEqual({ kind: 'buy', label: '立即购买', enabled: true });
    expect(buyState(goodsRow(1, { priceFen: 0, price: '0' }), android)).toEqual({ kind: 'claim', label: '免费领取', enabled: true });
    expect(buyState(goodsRow(1, { onSale: false }), android)).toEqual({ kind: 'offSale', label: '已下架', enabled: false });
    expect(buyState(goodsRow(1, { onSale: false, priceFen: 0 }), android).kind).toBe('offSale');
    expect(buyState(goodsRow(1), iosReview)).toEqual({ kind: 'hidden', label: '', enabled: false });
    expect(buyState(goodsRow(1), iosLive).kind).toBe('buy');
    // Hidden price on Android (isShowPrice 0) still sells: the server prices the order.
    expect(buyState(goodsRow(1, { isShowPrice: 0 }), android).kind).toBe('buy');
  });

  it('names the cycle, the risk level and the contract page', () => {
    expect(cycleText(goodsRow(1))).toBe('3个月');
    expect(cycleText(goodsRow(1, { cycle: 1, cycleUnit: 'year' }))).toBe('1年');
    expect(riskText('R3')).toBe('风险等级 R3');
    expect(['R1', 'R2', 'R3', 'R4', 'R5'].map((r) => riskTone(r as 'R1'))).toEqual(['low', 'low', 'medium', 'high', 'high']);
    expect(contractUrl(2)).toBe('/pages/mine/agreement/index?type=contract&goodsId=2');
  });

  it('reads the list filters from the page query, passing goods ids (plain or sealed) on as they came', () => {
    expect(listFilterOf({})).toEqual({});
    expect(listFilterOf({ teacherId: '3', levelId: '1' })).toEqual({ teacherId: 3, levelId: 1 });
    expect(listFilterOf({ teacherId: '0', levelId: 'abc', goodsIds: '' })).toEqual({});
    expect(listFilterOf({ goodsIds: '2,1' })).toEqual({ goodsIds: '2,1' });
    expect(listFilterOf({ goodsIds: 'g1.AbC_-123' })).toEqual({ goodsIds: 'g1.AbC_-123' });
    expect(listFilterOf({ goodsIds: '2%2C1' })).toEqual({ goodsIds: '2,1' });
  });

  it('lists each teacher of the goods once, in order', () => {
    const rows = [
      goodsRow(1, { teachers: [{ id: 1, name: '李建华', avatar: '' }, { id: 3, name: '陈志强', avatar: '' }] }),
      goodsRow(2, { teachers: [{ id: 3, name: '陈志强', avatar: '' }, { id: 4, name: '刘思远', avatar: '' }] }),
    ];
    expect(teachersOf(rows).map((t) => t.name)).toEqual(['李建华', '陈志强', '刘思远']);
    expect(teachersOf([])).toEqual([]);
  });
});
