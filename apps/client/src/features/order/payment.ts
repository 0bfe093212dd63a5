/**
 * Starting a payment for an order (issue 13 "Payment"): ask which channels the server offers, pick
 * the one for where the client runs (payChoices), ask the server for what that channel needs and
 * hand it to the platform. The order is never lost on a failure: it stays in 我的订单 to pay later.
 */
import Taro from '@tarojs/taro';
import { ORDER_TEXT, type ClientPayment, type PayChannel } from '@caixue/contract';
import { ENV } from '@/shared/platform/env';
import { nativePlatform } from '@/shared/platform/native';
import { isWeapp, isWeChatBrowser } from '@/shared/platform/platform';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { toast } from '@/shared/ui/toast';
import { fetchPayChannels, requestPayment } from './api';
import { isMobileUserAgent, payChoices, type PayHost } from './model';
import { paymentUrl } from './pages';

export function currentPayHost(): PayHost {
  if (isWeapp()) return 'weapp';
  if (isWeChatBrowser()) return 'wechat';
  if (nativePlatform()) return 'mobile';
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
}

export interface PayUi {
  /** The member picks one of several channels (微信支付 / 支付宝); null when the sheet is dismissed. */
  pick(channels: PayChannel[]): Promise<PayChannel | null>;
  /** A desktop browser: show the code to scan until it is paid or closed. */
  showQr(codeUrl: string, orderNo: string): void;
}

export type PayOutcome = 'opened' | 'cancelled' | 'failed';

export interface PayOptions {
  /** Replace the current page with the payment page (the contract page: Back must not order again). */
  replace?: boolean;
  host?: PayHost;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

interface BridgeAnswer { err_msg?: string }
interface WeixinBridge { invoke(name: string, params: unknown, cb: (res: BridgeAnswer) => void): void }

/** WeChat's in-browser pay sheet; resolves true when paid, false when cancelled, rejects on failure. */
function wechatBrowserPay(params: Record<string, string>): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const invoke = () => {
      const bridge = (globalThis as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
      if (!bridge) { reject(new Error(ORDER_TEXT.channelUnsupported)); return; }
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        if (res.err_msg === 'get_brand_wcpay_request:ok') resolve(true);
        else if (res.err_msg === 'get_brand_wcpay_request:cancel') resolve(false);
        else reject(new Error(ORDER_TEXT.payUnavailable));
      });
    };
    if ((globalThis as { WeixinJSBridge?: unknown }).WeixinJSBridge) invoke();
    else if (typeof document !== 'undefined') document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
    else reject(new Error(ORDER_TEXT.channelUnsupported));
  });
}

/** The absolute address of the payment page (the providers' return page) for this order. */
export function returnAddress(orderNo: string): string {
  return `${ENV.paymentUrl}?orderNo=${encodeURIComponent(orderNo)}`;
}

function openAddress(url: string): void {
  if (typeof window !== 'undefined') window.location.href = url;
}

/** What to do with the server's answer for the chosen channel. */
export async function handOver(payment: ClientPayment, orderNo: string, ui: PayUi, go: (url: string) => Promise<void>): Promise<PayOutcome> {
  switch (payment.channel) {
    case 'dev':
      await go(paymentUrl(orderNo, true));
      return 'opened';
    case 'miniprogram':
      try {
        await Taro.requestPayment({ ...payment.params, signType: 'RSA' });
      } catch (error) {
        const cancelled = /cancel/i.test((error as { errMsg?: string })?.errMsg ?? '');
        if (!cancelled) toast(ORDER_TEXT.payUnavailable);
        return cancelled ? 'cancelled' : 'failed';
      }
      await go(paymentUrl(orderNo));
      return 'opened';
    case 'jsapi': {
      const paid = await wechatBrowserPay(payment.params);
      if (!paid) return 'cancelled';
      await go(paymentUrl(orderNo));
      return 'opened';
    }
    case 'h5': {
      // WeChat's H5 page returns to redirect_url after paying (the payment page syncs the result).
      const joiner = payment.url.includes('?') ? '&' : '?';
      openAddress(`${payment.url}${joiner}redirect_url=${encodeURIComponent(returnAddress(orderNo))}`);
      return 'opened';
    }
    case 'alipay-wap':
      // The server signed the return address into the gateway address.
      openAddress(payment.url);
      return 'opened';
    case 'native':
      ui.showQr(payment.codeUrl, orderNo);
      return 'opened';
    default:
      toast(ORDER_TEXT.channelUnsupported);
      return 'failed';
  }
}

/** Starts paying `orderNo`; failures show the server's or ORDER_TEXT's message. */
export async function startPayment(orderNo: string, ui: PayUi, { replace = false, host = currentPayHost() }: PayOptions = {}): Promise<PayOutcome> {
  const go = (url: string) => (replace ? redirectTo(url) : navigateTo(url));
  try {
    const offered = await fetchPayChannels();
    const choices = payChoices(host, offered);
    if (choices.length === 0) {
      toast(offered.length === 0 ? ORDER_TEXT.payUnavailable : ORDER_TEXT.channelUnsupported);
      return 'failed';
    }
    const channel = choices.length > 1 ? await ui.pick(choices) : choices[0];
    if (!channel) return 'cancelled';
    const { payment } = await requestPayment(orderNo, channel);
    return await handOver(payment, orderNo, ui, go);
  } catch (error) {
    toast(messageOf(error, ORDER_TEXT.payUnavailable));
    return 'failed';
  }
}
