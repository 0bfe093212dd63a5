import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { OrderDetailScreen } from './OrderDetailScreen';

const orderNo = 'CX20261124093015K7Q2M9XA';
const order = (extra: Record<string, unknown> = {}) => ({
  orderNo, goodsId: 3, title: '金牌会员·年卡', pic: '', levelName: '金牌会员', state: 'FULFILLED', stateText: '已支付',
  priceFen: 198000, amountFen: 176100, amount: '1761', couponFen: 20000, couponName: '年卡立减券', pointsUsed: 1900, pointsFen: 1900,
  cycle: 1, cycleUnit: 'year', grantDays: 365, createdAt: '2026-11-24T01:00:00Z', closeAt: '2026-11-24T01:15:00Z',
  paidAt: '2026-11-24T01:02:00Z', refundFailed: false, channel: 'dev', transactionId: 'DEV1', grantedFrom: '2026-11-24T01:02:00Z',
  grantedUntil: '2027-11-24T01:02:00Z', contract: null, refunds: [], refundDeadline: null, actions: { pay: false, cancel: false, refund: false },
  serverNow: '2026-11-24T01:03:00Z', ...extra,
});
const lines = (container: HTMLElement) => [...container.querySelectorAll('[data-testid=order-price] .detail-line')]
  .map((line) => line.textContent);

describe('order detail: the price breakdown', () => {
  it('shows 商品原价, the coupon with its name, the points with their count and 实付金额', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.info(orderNo), { data: { code: 200, msg: '', data: order() } });
    const { container } = render(<OrderDetailScreen orderNo={orderNo} />);
    await flush(3);
    expect(lines(container)).toEqual(['商品原价¥1980', '优惠券年卡立减券-¥200', '积分抵扣1900 积分-¥19', '实付金额¥1761']);
  });

  it('without discounts: 商品原价 and, unpaid, 应付金额 only', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.info(orderNo), { data: { code: 200, msg: '', data: order({
      state: 'UNPAID', stateText: '待支付', paidAt: null, amountFen: 198000, amount: '1980', couponFen: 0, couponName: '', pointsUsed: 0, pointsFen: 0,
      closeAt: new Date(Date.now() + 600_000).toISOString(), serverNow: new Date().toISOString(), actions: { pay: true, cancel: true, refund: false },
    }) } });
    const { container } = render(<OrderDetailScreen orderNo={orderNo} />);
    await flush(3);
    expect(lines(container)).toEqual(['商品原价¥1980', '应付金额¥1980']);
  });
});

describe('order detail: the recorded risk confirmation', () => {
  it('shows the member level against the goods level and when it was confirmed; nothing for a fitting order', async () => {
    taroMock.storage.set('token', 't');
    const riskConfirmation = {
      verdict: 'mismatch', memberRiskLevel: 'C3', memberRiskText: 'C3（稳健型）', goodsRiskLevel: 'R4', goodsRiskText: 'R4（中高风险）',
      confirmText: '本人已认真阅读上述适当性提示', confirmedAt: '2026-11-24T01:00:30Z',
    };
    taroMock.server.on('GET', API.order.info(orderNo), { data: { code: 200, msg: '', data: order({ riskConfirmation }) } });
    const { container, unmount } = render(<OrderDetailScreen orderNo={orderNo} />);
    await flush(3);
    const card = container.querySelector('[data-testid=order-risk]');
    expect([...card!.querySelectorAll('.detail-line')].map((line) => line.textContent)).toEqual([
      '您的风险等级C3（稳健型）', '商品风险等级R4（中高风险）', '确认时间2026-11-24 09:00:30',
    ]);
    expect(card!.textContent).toContain('已确认：本人已认真阅读上述适当性提示');
    unmount();
    taroMock.server.on('GET', API.order.info(orderNo), { data: { code: 200, msg: '', data: order({ riskConfirmation: null }) } });
    const fitting = render(<OrderDetailScreen orderNo={orderNo} />);
    await flush(3);
    expect(fitting.container.querySelector('[data-testid=order-risk]')).toBeNull();
  });
});
