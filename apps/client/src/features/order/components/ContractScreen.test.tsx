import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API, type CheckoutResult, type Coupon, type OrderContract } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { ContractScreen } from './ContractScreen';

const contract: OrderContract = {
  version: 'v1', title: '财学会员服务协议', content: '<p>甲方：赵六</p>', memberName: '赵六', goodsId: 3,
  goodsTitle: '金牌会员 · 年卡', priceFen: 198000, price: '1980', periodText: '1年', agreedAt: null,
};
const order = { orderNo: 'CX20261124093015K7Q2M9XA', state: 'UNPAID' };
const ok = (data: unknown) => ({ data: { code: 200, msg: '', data } });

function coupon(id: number, name: string, faceText: string): Coupon {
  return {
    id, templateId: id, name, kind: 'FULL_REDUCTION', kindText: '满减券', amountFen: Number(faceText) * 100, payPercent: 100, capFen: 0,
    thresholdFen: 100000, faceText, faceUnit: '元', conditionText: '满1000元可用', scopeText: '全部商品可用', goodsIds: [], state: 'UNUSED',
    stateText: '未使用', source: 'claim', validFrom: '2026-11-24T00:00:00Z', validUntil: '2026-12-24T00:00:00Z',
    validityText: '2026.11.24 - 2026.12.24', orderNo: null, usedAt: null, useUrl: '/pages/goods/index/index',
  };
}

/** The server's breakdown for goods 3 (¥1980) by the choice asked: best coupon ¥200, or ¥100, or none; points 1900 = ¥19 when on. */
function checkoutFor(query: URLSearchParams): CheckoutResult {
  const asked = query.get('couponId');
  const couponId = asked === null ? 21 : Number(asked) || null;
  const couponFen = couponId === 21 ? 20000 : couponId === 22 ? 10000 : 0;
  const points = query.get('usePoints') === '1' ? 1900 : 0;
  const amountFen = 198000 - couponFen - points;
  return {
    goodsId: 3, title: '金牌会员 · 年卡', priceFen: 198000, price: '1980',
    coupons: [
      { coupon: coupon(21, '年卡立减券', '200'), discountFen: 20000, discount: '200', usable: true, reason: '' },
      { coupon: coupon(22, '新人满减券', '100'), discountFen: 10000, discount: '100', usable: true, reason: '' },
      { coupon: { ...coupon(23, '满5000减500', '500'), conditionText: '满5000元可用' }, discountFen: 0, discount: '0', usable: false, reason: '未达到优惠券使用门槛' },
    ],
    couponId, couponFen, coupon: String(couponFen / 100),
    points: { balance: 2500, max: 1900, used: points, fen: points, yuan: String(points / 100), ruleText: '100 积分抵 1 元，每单最多抵扣应付金额的 20%' },
    amountFen, amount: String(amountFen / 100),
  };
}

function createRequests() {
  return taroMock.server.requests.filter((r) => r.method === 'POST' && r.path === API.order.create);
}

describe('contract page: agree and pay', () => {
  it('asks to agree first, then orders once per attempt: a retry after a dropped answer sends the same key', async () => {
    taroMock.storage.set('token', 't');
    taroMock.storage.set('memberId', 6);
    taroMock.setPages('/pages/mine/agreement/index?type=contract&goodsId=3');
    taroMock.server.on('GET', API.order.contract, { data: { code: 200, msg: '', data: contract } });
    taroMock.server.on('GET', API.order.checkout, (req) => ok(checkoutFor(req.query)));
    let creates = 0;
    taroMock.server.on('POST', API.order.create, () => {
      creates += 1;
      return creates === 1 ? { fail: 'request:fail timeout' } : { data: { code: 200, msg: '', data: order } };
    });
    taroMock.server.on('GET', API.order.channels, { data: { code: 200, msg: '', data: { channels: ['native', 'dev'] } } });
    taroMock.server.on('POST', API.order.pay, { data: { code: 200, msg: '', data: { orderNo: order.orderNo, payment: { channel: 'dev', orderNo: order.orderNo, amountFen: 198000, description: 'x' } } } });

    const { container, getByText } = render(<ContractScreen goodsId='3' />);
    await flush(2);
    expect(container.textContent).toContain('赵六');
    expect(container.textContent).toContain('金牌会员 · 年卡');
    expect(container.textContent).toContain('¥1980');
    expect(container.textContent).toContain('1年');

    fireEvent.click(getByText('同意并支付'));
    await flush(2);
    expect(createRequests()).toHaveLength(0);
    expect(taroMock.toasts.map((t) => t.title)).toContain('请先阅读并同意服务协议');

    fireEvent.click(getByText('我已阅读并同意《服务协议》'));
    fireEvent.click(getByText('同意并支付'));
    await flush(4);
    expect(createRequests()).toHaveLength(1);
    fireEvent.click(getByText('同意并支付'));
    await flush(6);
    const sent = createRequests().map((r) => JSON.parse(String(r.data)) as { idempotencyKey: string; goodsId: number; contractVersion: string });
    expect(sent).toHaveLength(2);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    // What was shown goes along (the server's best coupon, no points): never a price of its own.
    expect(sent[1]).toEqual({ goodsId: 3, quantity: 1, idempotencyKey: sent[0].idempotencyKey, contractVersion: 'v1', couponId: 21, usePoints: false, expectedAmountFen: 178000 });
    // The order exists: the key is gone and the development cashier opens in place of the contract.
    expect(taroMock.storage.get('orderAttempts')).toEqual({});
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/webView/payment/index?orderNo=${order.orderNo}&cashier=dev` });
  });

  it('shows the server\'s breakdown, asks again when the coupon or the points change, and orders with what it showed', async () => {
    taroMock.storage.set('token', 't');
    taroMock.storage.set('memberId', 6);
    taroMock.setPages('/pages/mine/agreement/index?type=contract&goodsId=3');
    taroMock.server.on('GET', API.order.contract, ok(contract));
    taroMock.server.on('GET', API.order.checkout, (req) => ok(checkoutFor(req.query)));
    let refuse = true;
    taroMock.server.on('POST', API.order.create, () => {
      if (refuse) {
        refuse = false;
        return { data: { code: 400, msg: '价格已变化，请确认后重新提交', data: null } };
      }
      return ok(order);
    });
    taroMock.server.on('GET', API.order.channels, ok({ channels: ['dev'] }));
    taroMock.server.on('POST', API.order.pay, ok({ orderNo: order.orderNo, payment: { channel: 'dev', orderNo: order.orderNo, amountFen: 1, description: 'x' } }));
    const checkoutAsks = () => taroMock.server.requests.filter((r) => r.path === API.order.checkout).map((r) => Object.fromEntries(r.query));
    const amount = () => container.querySelector('[data-testid=checkout-amount]')?.textContent;

    const { container, getByText } = render(<ContractScreen goodsId='3' />);
    await flush(4);
    // First the server picks the best coupon.
    expect(checkoutAsks()).toEqual([{ goodsId: '3', usePoints: '0' }]);
    expect(container.querySelector('[data-testid=checkout-price]')?.textContent).toBe('¥1980');
    expect(container.querySelector('[data-testid=checkout-coupon]')?.textContent).toContain('年卡立减券-¥200');
    expect(container.querySelector('[data-testid=checkout-points-line]')?.textContent).toBe('可用 1900 积分抵 ¥19');
    expect(amount()).toBe('¥1780');
    expect(container.querySelector('[data-testid=checkout-payable]')?.textContent).toBe('¥1780');

    // The picker: usable ones with what they take off, the unusable one with why; choosing asks the server.
    fireEvent.click(container.querySelector('[data-testid=checkout-coupon]')!);
    const picker = document.querySelector('[data-testid=coupon-picker]')!;
    expect(picker.textContent).toContain('本单可减 ¥100');
    expect(picker.textContent).toContain('未达到优惠券使用门槛');
    fireEvent.click(picker.querySelector('.coupon-ticket[data-id="23"]')!);
    expect(document.querySelector('[data-testid=coupon-picker]')).not.toBeNull();
    fireEvent.click(picker.querySelector('.coupon-ticket[data-id="22"]')!);
    await flush(3);
    expect(document.querySelector('[data-testid=coupon-picker]')).toBeNull();
    expect(checkoutAsks().at(-1)).toEqual({ goodsId: '3', couponId: '22', usePoints: '0' });
    expect(amount()).toBe('¥1880');

    // Points on: the server's deduction and amount.
    fireEvent.click(container.querySelector('[data-testid=points-switch]')!);
    await flush(3);
    expect(checkoutAsks().at(-1)).toEqual({ goodsId: '3', couponId: '22', usePoints: '1' });
    expect(container.querySelector('[data-testid=checkout-points]')?.textContent).toBe('-¥19');
    expect(amount()).toBe('¥1861');

    // 不使用优惠券.
    fireEvent.click(container.querySelector('[data-testid=checkout-coupon]')!);
    fireEvent.click(document.querySelector('[data-testid=coupon-none]')!);
    await flush(3);
    expect(checkoutAsks().at(-1)).toEqual({ goodsId: '3', couponId: '0', usePoints: '1' });
    expect(container.querySelector('[data-testid=checkout-coupon]')?.textContent).toContain('不使用优惠券');
    expect(amount()).toBe('¥1961');

    // Refused as the price changed: the member is told, the breakdown is asked again, the next tap orders.
    fireEvent.click(getByText('我已阅读并同意《服务协议》'));
    const asksBefore = checkoutAsks().length;
    fireEvent.click(getByText('同意并支付'));
    await flush(4);
    expect(taroMock.toasts.map((t) => t.title)).toContain('价格已变化，请确认后重新提交');
    expect(checkoutAsks().length).toBe(asksBefore + 1);
    expect(checkoutAsks().at(-1)).toEqual({ goodsId: '3', couponId: '0', usePoints: '1' });
    fireEvent.click(getByText('同意并支付'));
    await flush(6);
    const sent = createRequests().map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ goodsId: 3, couponId: 0, usePoints: true, expectedAmountFen: 196100 });
  });

  it('a chosen coupon the server refuses falls back to its pick and says why', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.contract, ok(contract));
    taroMock.server.on('GET', API.order.checkout, (req) => (req.query.get('couponId') === '22'
      ? { data: { code: 400, msg: '优惠券已被其他订单使用', data: null } }
      : ok(checkoutFor(req.query))));
    const { container } = render(<ContractScreen goodsId='3' />);
    await flush(4);
    fireEvent.click(container.querySelector('[data-testid=checkout-coupon]')!);
    fireEvent.click(document.querySelector('.coupon-ticket[data-id="22"]')!);
    await flush(5);
    expect(container.textContent).toContain('优惠券已被其他订单使用，已为您重新选择');
    expect(container.querySelector('[data-testid=checkout-amount]')?.textContent).toBe('¥1780');
  });

  it('a free goods has no breakdown and is claimed without one', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.contract, ok({ ...contract, priceFen: 0, price: '0' }));
    const { container } = render(<ContractScreen goodsId='3' />);
    await flush(3);
    expect(container.querySelector('[data-testid=checkout]')).toBeNull();
    expect(taroMock.server.requests.filter((r) => r.path === API.order.checkout)).toHaveLength(0);
    expect(container.querySelector('[data-testid=checkout-payable]')?.textContent).toBe('免费');
  });
});
