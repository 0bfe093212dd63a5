import { describe, expect, it, vi } from 'vitest';
import Taro from '@tarojs/taro';
import { API, type PayChannel } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { startPayment, type PayUi } from './payment';

const orderNo = 'CX20261124093015K7Q2M9XA';
const ok = (data: unknown) => ({ data: { code: 200, msg: '', data } });
const ALL: PayChannel[] = ['jsapi', 'miniprogram', 'h5', 'native', 'alipay-wap', 'dev'];

function ui(pick: PayChannel | null = null) {
  const calls = { picked: [] as PayChannel[][], qr: [] as string[] };
  const value: PayUi = {
    pick: (channels) => { calls.picked.push(channels); return Promise.resolve(pick); },
    showQr: (codeUrl) => { calls.qr.push(codeUrl); },
  };
  return { value, calls };
}

function paySent(): { channel: string } | undefined {
  const request = taroMock.server.requests.find((r) => r.method === 'POST' && r.path === API.order.pay);
  return request ? JSON.parse(String(request.data)) as { channel: string } : undefined;
}

describe('starting a payment', () => {
  it('desktop browser: asks for native and shows the code to scan', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.channels, ok({ channels: ALL }));
    taroMock.server.on('POST', API.order.pay, ok({ orderNo, payment: { channel: 'native', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' } }));
    const { value, calls } = ui();
    expect(await startPayment(orderNo, value, { host: 'desktop' })).toBe('opened');
    expect(paySent()).toEqual({ orderNo, channel: 'native' });
    expect(calls.qr).toEqual(['weixin://wxpay/bizpayurl?pr=abc']);
  });

  it('phone browser: the member chooses between 微信支付 and 支付宝; dismissing orders nothing', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.channels, ok({ channels: ALL }));
    const { value, calls } = ui(null);
    expect(await startPayment(orderNo, value, { host: 'mobile' })).toBe('cancelled');
    expect(calls.picked).toEqual([['h5', 'alipay-wap']]);
    expect(paySent()).toBeUndefined();
  });

  it('mini-program: hands the signed parameters to Taro.requestPayment, then opens the result page', async () => {
    taroMock.storage.set('token', 't');
    const params = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' };
    taroMock.server.on('GET', API.order.channels, ok({ channels: ALL }));
    taroMock.server.on('POST', API.order.pay, ok({ orderNo, payment: { channel: 'miniprogram', params } }));
    const requestPayment = vi.mocked(Taro.requestPayment);
    requestPayment.mockClear();
    expect(await startPayment(orderNo, ui().value, { host: 'weapp' })).toBe('opened');
    expect(paySent()?.channel).toBe('miniprogram');
    expect(requestPayment).toHaveBeenCalledWith(params);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/webView/payment/index?orderNo=${orderNo}` });
  });

  it('a dismissed mini-program sheet is no failure; a refused pay says why', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.channels, ok({ channels: ALL }));
    taroMock.server.on('POST', API.order.pay, ok({ orderNo, payment: { channel: 'miniprogram', params: {} } }));
    vi.mocked(Taro.requestPayment).mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' });
    expect(await startPayment(orderNo, ui().value, { host: 'weapp' })).toBe('cancelled');
    expect(taroMock.toasts).toHaveLength(0);

    taroMock.reset();
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.channels, ok({ channels: ALL }));
    taroMock.server.on('POST', API.order.pay, { data: { code: 500, msg: '订单状态已变化，请刷新后重试' } });
    expect(await startPayment(orderNo, ui().value, { host: 'desktop' })).toBe('failed');
    expect(taroMock.toasts.map((t) => t.title)).toContain('订单状态已变化，请刷新后重试');
  });

  it('the development driver answers with its cashier', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.order.channels, ok({ channels: ALL }));
    taroMock.server.on('POST', API.order.pay, ok({ orderNo, payment: { channel: 'dev', orderNo, amountFen: 100, description: 'x' } }));
    expect(await startPayment(orderNo, ui().value, { host: 'desktop', replace: true })).toBe('opened');
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/webView/payment/index?orderNo=${orderNo}&cashier=dev` });
  });
});
