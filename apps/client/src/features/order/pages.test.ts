import { describe, expect, it } from 'vitest';
import { taroMock } from '../../../test/taro';
import { purchaseOrigin, rememberReturn, returnTarget } from './pages';

describe('where 返回 goes after paying', () => {
  it('back to the locked page when the purchase went through the no-permission page', () => {
    taroMock.storage.set('recordPageUrlNews', '/pages/applets/chat/index?id=4');
    taroMock.setPages('/pages/applets/chat/index?id=4', '/pages/mine/noPermission/index', '/pages/goods/list/index', '/pages/goods/detail/index?id=2', '/pages/mine/agreement/index?type=contract&goodsId=2');
    const origin = purchaseOrigin();
    expect(origin).toBe('/pages/applets/chat/index?id=4');
    rememberReturn('CX2026112400000001', origin);
    expect(returnTarget('CX2026112400000001')).toBe('/pages/applets/chat/index?id=4');
    // Another order (paid later from 我的订单) goes to its own detail.
    expect(returnTarget('CX2026112400000002')).toBe('/pages/mine/order/index/index?orderNo=CX2026112400000002');
  });

  it('to the order when the purchase started elsewhere (a stale locked page is not used)', () => {
    taroMock.storage.set('recordPageUrlNews', '/pages/applets/chat/index?id=4');
    taroMock.setPages('/pages/index/index', '/pages/goods/detail/index?id=2', '/pages/mine/agreement/index?type=contract&goodsId=2');
    expect(purchaseOrigin()).toBeNull();
    rememberReturn('CX2026112400000003', null);
    expect(returnTarget('CX2026112400000003')).toBe('/pages/mine/order/index/index?orderNo=CX2026112400000003');
  });
});
