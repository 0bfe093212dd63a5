import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API, type OrderContract } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { ContractScreen } from './ContractScreen';

const contract: OrderContract = {
  version: 'v1', title: '财学会员服务协议', content: '<p>甲方：赵六</p>', memberName: '赵六', goodsId: 3,
  goodsTitle: '金牌会员 · 年卡', priceFen: 198000, price: '1980', periodText: '1年', agreedAt: null,
};
const order = { orderNo: 'CX20261124093015K7Q2M9XA', state: 'UNPAID' };

function createRequests() {
  return taroMock.server.requests.filter((r) => r.method === 'POST' && r.path === API.order.create);
}

describe('contract page: agree and pay', () => {
  it('asks to agree first, then orders once per attempt: a retry after a dropped answer sends the same key', async () => {
    taroMock.storage.set('token', 't');
    taroMock.storage.set('memberId', 6);
    taroMock.setPages('/pages/mine/agreement/index?type=contract&goodsId=3');
    taroMock.server.on('GET', API.order.contract, { data: { code: 200, msg: '', data: contract } });
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
    expect(sent[1]).toMatchObject({ goodsId: 3, contractVersion: 'v1' });
    expect(JSON.stringify(sent[1])).not.toContain('198000');
    // The order exists: the key is gone and the development cashier opens in place of the contract.
    expect(taroMock.storage.get('orderAttempts')).toEqual({});
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/webView/payment/index?orderNo=${order.orderNo}&cashier=dev` });
  });
});
