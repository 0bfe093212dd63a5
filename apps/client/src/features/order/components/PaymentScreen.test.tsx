import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { PaymentScreen } from './PaymentScreen';

const orderNo = 'CX20261124093015K7Q2M9XA';
const order = (state: string, extra: Record<string, unknown> = {}) => ({
  orderNo, goodsId: 3, title: '金牌会员·月度', pic: '', levelName: '金牌会员', state, stateText: state === 'UNPAID' ? '待支付' : '已支付',
  priceFen: 29800, amountFen: 29800, amount: '298', cycle: 1, cycleUnit: 'month', grantDays: 30, createdAt: '2026-11-24T01:00:00Z',
  closeAt: '2026-11-24T01:15:00Z', paidAt: null, refundFailed: false, channel: null, transactionId: '', grantedFrom: null, grantedUntil: null,
  contract: null, refunds: [], refundDeadline: null, actions: { pay: true, cancel: true, refund: false }, serverNow: '2026-11-24T01:01:00Z', ...extra,
});
const ok = (data: unknown) => ({ data: { code: 200, msg: '', data } });

describe('payment page', () => {
  it('dev cashier: 确认支付 pays, waits for the grant, shows 支付成功 with the validity, and 返回 reopens the locked room', async () => {
    taroMock.storage.set('token', 't');
    taroMock.storage.set('purchaseReturn', { orderNo, url: '/pages/applets/chat/index?id=4' });
    let paid = false;
    taroMock.server.on('GET', API.order.info(orderNo), () => ok(paid
      ? order('FULFILLED', { paidAt: '2026-11-24T01:02:00Z', grantedFrom: '2026-11-24T01:02:00Z', grantedUntil: '2026-12-24T01:02:00Z' })
      : order('UNPAID')));
    taroMock.server.on('POST', API.payment.devPay, () => { paid = true; return ok(order('PAID')); });

    const { container, getByText } = render(<PaymentScreen orderNo={orderNo} cashier />);
    await flush(2);
    expect(container.textContent).toContain('开发环境模拟支付，不会产生真实扣款');
    expect(container.querySelector('.pay-amount')?.textContent).toBe('¥298');
    expect(container.textContent).toContain(orderNo);
    // The first look asked the provider (sync=1): a return page may arrive before the notify.
    expect(taroMock.server.requests.find((r) => r.path === API.order.info(orderNo))?.url).toContain('sync=1');

    fireEvent.click(getByText('确认支付 ¥298'));
    await flush(4);
    expect(container.textContent).toContain('支付成功');
    expect(container.textContent).toContain('2026-11-24 至 2026-12-24');
    fireEvent.click(getByText('返回'));
    await flush(1);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/applets/chat/index?id=4' });
  });

  it('return page of an order paid elsewhere: the result at once, 返回 opens the order', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.info(orderNo), ok(order('FULFILLED')));
    const { container, getByText } = render(<PaymentScreen orderNo={orderNo} cashier={false} />);
    await flush(3);
    expect(container.textContent).toContain('支付成功');
    fireEvent.click(getByText('返回'));
    await flush(1);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/mine/order/index/index?orderNo=${orderNo}` });
  });

  it('a free claim says 领取成功, not 支付成功', async () => {
    taroMock.storage.set('token', 't');
    const claimed = order('FULFILLED', { priceFen: 0, amountFen: 0, amount: '0', paidAt: '2026-11-24T01:02:00Z' });
    taroMock.server.on('GET', API.order.info(orderNo), ok(claimed));
    const { container } = render(<PaymentScreen orderNo={orderNo} cashier={false} />);
    await flush(3);
    expect(container.textContent).toContain('领取成功');
    expect(container.textContent).toContain('领取时间');
    expect(container.textContent).not.toContain('支付成功');
  });

  it('cashier 取消 opens the order to pay later', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.info(orderNo), ok(order('UNPAID')));
    const { getByText } = render(<PaymentScreen orderNo={orderNo} cashier />);
    await flush(2);
    fireEvent.click(getByText('取消'));
    await flush(1);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/mine/order/index/index?orderNo=${orderNo}` });
  });
});
