import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { couponRow, templateRow } from '../testData';
import { CouponScreen } from './CouponScreen';
import { GoodsCouponRow } from './GoodsCouponRow';

const ok = (body: object) => ({ data: { code: 200, msg: '', ...body } });
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);
const listRequests = () => taroMock.server.requests.filter((r) => r.path === API.coupon.list);

describe('我的优惠券', () => {
  it('shows the unused coupons as tickets; 去使用 opens the goods; a held coupon names its order; tabs ask the server', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.coupon.list, (req) => {
      const tab = req.query.get('tab');
      if (tab === 'unused') {
        return ok({
          rows: [
            couponRow(11, { useUrl: '/pages/goods/detail/index?id=3', scopeText: '限「金牌会员 · 年卡」可用' }),
            couponRow(12, {
              kind: 'DISCOUNT', kindText: '折扣券', faceText: '9', faceUnit: '折', conditionText: '满200元可用，最高减50元',
              state: 'LOCKED', stateText: '待支付订单占用中', orderNo: 'CX20261124093015K7Q2M9XA',
            }),
          ],
          total: 2,
        });
      }
      if (tab === 'used') return ok({ rows: [couponRow(13, { state: 'USED', stateText: '已使用', orderNo: 'CX1' })], total: 1 });
      return ok({ rows: [], total: 0 });
    });
    const { container, getByText } = render(<CouponScreen />);
    await flush(3);
    expect(listRequests()[0].query.get('tab')).toBe('unused');
    expect(texts(container, '.coupons__tab')).toEqual(['未使用', '已使用', '已过期']);
    const first = container.querySelector('.coupon-card[data-id="11"]')!;
    expect(first.querySelector('.coupon-ticket__face')?.textContent).toBe('¥20');
    expect(first.querySelector('.coupon-ticket__condition')?.textContent).toBe('满100元可用');
    expect(first.querySelector('.coupon-ticket__scope')?.textContent).toBe('限「金牌会员 · 年卡」可用');
    expect(first.querySelector('.coupon-ticket__validity')?.textContent).toBe('2026.11.24 - 2026.12.24');
    const held = container.querySelector('.coupon-card[data-id="12"]')!;
    expect(held.querySelector('.coupon-ticket__face')?.textContent).toBe('9折');
    expect(held.textContent).toContain('待支付订单占用中');
    expect(held.querySelector('[data-testid=coupon-use]')).toBeNull();

    fireEvent.click(first.querySelector('[data-testid=coupon-use]')!);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/goods/detail/index?id=3');
    fireEvent.click(getByText('查看订单'));
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/mine/order/index/index?orderNo=CX20261124093015K7Q2M9XA');

    fireEvent.click(container.querySelector('.coupons__tab[data-tab="used"]')!);
    await flush(3);
    expect(listRequests().at(-1)?.query.get('tab')).toBe('used');
    const used = container.querySelector('.coupon-card[data-id="13"]')!;
    expect(used.querySelector('.coupon-ticket--muted')).not.toBeNull();
    expect(used.querySelector('.coupon-ticket__stamp')?.textContent).toBe('已使用');
    expect(used.querySelector('[data-testid=coupon-use]')).toBeNull();

    fireEvent.click(container.querySelector('.coupons__tab[data-tab="expired"]')!);
    await flush(3);
    expect(container.textContent).toContain('暂无已过期的优惠券');
    expect(container.querySelectorAll('.coupon-card')).toHaveLength(0);
  });

  it('领券中心: 立即领取 claims once, says so, and the list shows the new coupon; exhausted templates say why and send nothing', async () => {
    taroMock.storage.set('token', 't');
    let claimed = false;
    taroMock.server.on('GET', API.coupon.list, () => ok({ rows: claimed ? [couponRow(31)] : [], total: claimed ? 1 : 0 }));
    taroMock.server.on('GET', API.coupon.centre, () => ok({
      data: [
        templateRow(1, claimed ? { claimable: false, claimedCount: 1, buttonText: '已领取' } : {}),
        templateRow(2, { claimable: false, remaining: 0, buttonText: '已抢光' }),
      ],
    }));
    taroMock.server.on('POST', API.coupon.claim, () => { claimed = true; return ok({ data: couponRow(31) }); });

    const { container } = render(<CouponScreen />);
    await flush(3);
    expect(container.textContent).toContain('暂无可用的优惠券');
    fireEvent.click(container.querySelector('[data-testid=coupon-centre-entry]')!);
    await flush(3);
    const sheet = document.querySelector('[data-testid=coupon-centre]')!;
    expect(texts(sheet, '[data-testid=coupon-claim]')).toEqual(['立即领取', '已抢光']);
    expect(sheet.querySelector('.coupon-ticket[data-id="1"] .coupon-ticket__face')?.textContent).toBe('8.5折');
    expect(sheet.querySelector('.coupon-ticket[data-id="1"] .coupon-ticket__validity')?.textContent).toBe('领取后30天内有效');

    fireEvent.click(sheet.querySelectorAll('[data-testid=coupon-claim]')[1]);
    await flush(2);
    expect(taroMock.server.requests.filter((r) => r.path === API.coupon.claim)).toHaveLength(0);

    fireEvent.click(sheet.querySelectorAll('[data-testid=coupon-claim]')[0]);
    await flush(4);
    const claims = taroMock.server.requests.filter((r) => r.path === API.coupon.claim);
    expect(claims.map((r) => JSON.parse(String(r.data)))).toEqual([{ templateId: 1 }]);
    expect(taroMock.toasts.map((t) => t.title)).toContain('领取成功');
    const again = document.querySelector('[data-testid=coupon-centre]')!;
    expect(texts(again, '[data-testid=coupon-claim]')).toEqual(['已领取', '已抢光']);
    expect(container.querySelectorAll('.coupon-card')).toHaveLength(1);
  });

  it('opens with 领券中心 shown when asked (?centre=1)', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.coupon.list, ok({ rows: [], total: 0 }));
    taroMock.server.on('GET', API.coupon.centre, ok({ data: [] }));
    render(<CouponScreen centre='1' />);
    await flush(3);
    expect(document.querySelector('[data-testid=coupon-centre]')?.textContent).toContain('暂无可领取的优惠券');
  });
});

describe('the goods detail 领券 row', () => {
  it('shows the coupons of this goods as chips and claims them in a sheet', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.coupon.centre, ok({
      data: [templateRow(1), templateRow(2, { kind: 'FULL_REDUCTION', faceText: '20', faceUnit: '元', thresholdFen: 10000 })],
    }));
    taroMock.server.on('POST', API.coupon.claim, ok({ data: couponRow(41) }));
    const { container } = render(<GoodsCouponRow goodsId={3} />);
    await flush(3);
    expect(taroMock.server.requests.find((r) => r.path === API.coupon.centre)?.query.get('goodsId')).toBe('3');
    expect(texts(container, '.goods-coupons__chip')).toEqual(['8.5折', '满100减20']);
    fireEvent.click(container.querySelector('[data-testid=goods-coupons]')!);
    await flush(3);
    const sheet = document.querySelector('[data-testid=coupon-centre]')!;
    expect(sheet.textContent).toContain('领取优惠券');
    fireEvent.click(sheet.querySelector('[data-testid=coupon-claim]')!);
    await flush(3);
    expect(taroMock.server.requests.filter((r) => r.path === API.coupon.claim)).toHaveLength(1);
  });

  it('is absent when no coupon applies to the goods', async () => {
    taroMock.server.on('GET', API.coupon.centre, ok({ data: [] }));
    const { container } = render(<GoodsCouponRow goodsId={5} />);
    await flush(3);
    expect(container.querySelector('[data-testid=goods-coupons]')).toBeNull();
  });

  it('a visitor tapping 立即领取 goes to login first', async () => {
    taroMock.server.on('GET', API.coupon.centre, ok({ data: [templateRow(1)] }));
    const { container } = render(<GoodsCouponRow goodsId={3} />);
    await flush(3);
    fireEvent.click(container.querySelector('[data-testid=goods-coupons]')!);
    await flush(2);
    fireEvent.click(document.querySelector('[data-testid=coupon-claim]')!);
    await flush(2);
    expect(taroMock.server.requests.filter((r) => r.path === API.coupon.claim)).toHaveLength(0);
    expect(taroMock.navigations.at(-1)?.url).toContain('/pages/login/index/index');
  });
});
