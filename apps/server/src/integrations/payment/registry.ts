import type { Config } from '../../config';
import { AlipayDriver } from './alipay-driver';
import { DevPaymentDriver } from './dev-driver';
import { PAYMENT_CHANNELS, PaymentError, type PaymentChannel, type PaymentProvider } from './provider';
import { WechatpayDriver } from './wechatpay-driver';

/**
 * Which provider serves which channel, decided once from the configuration: the WeChat channels go
 * to WeChat Pay when a merchant is configured, alipay-wap to Alipay when ALIPAY_APP_ID is set, and
 * with PAYMENT_DRIVER=dev everything else to one development driver (local cashier); with a merchant
 * configured there is no development driver at all (its cashier grants without money). Channels a payer cannot use where they
 * are are refused here, before an order is sent anywhere.
 */

/** Channels that cannot open inside WeChat: its browser and mini-programs block Alipay pages. */
export const CHANNELS_BLOCKED_IN_WECHAT: readonly PaymentChannel[] = ['alipay-wap'];

/** Where the payer is. The caller tells from the request: see isWechatBrowser. */
export interface Payer {
  inWechat: boolean;
}

/** WeChat's browser, its webviews and mini-program web-views all carry `MicroMessenger` in the User-Agent. */
export function isWechatBrowser(userAgent: string | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? '');
}

export class PaymentProviders {
  private readonly byChannel: ReadonlyMap<PaymentChannel, PaymentProvider>;

  constructor(providers: readonly PaymentProvider[]) {
    const byChannel = new Map<PaymentChannel, PaymentProvider>();
    // Earlier providers win: configured real drivers are listed before the development driver.
    for (const provider of providers) for (const channel of provider.channels) if (!byChannel.has(channel)) byChannel.set(channel, provider);
    this.byChannel = byChannel;
  }

  /** The provider for a channel; PaymentError 'channel-blocked-in-wechat' for Alipay inside WeChat. */
  forChannel(channel: PaymentChannel, payer: Payer): PaymentProvider {
    if (payer.inWechat && CHANNELS_BLOCKED_IN_WECHAT.includes(channel)) throw new PaymentError('channel-blocked-in-wechat', channel);
    const provider = this.byChannel.get(channel);
    if (!provider) throw new PaymentError('channel-unsupported', channel);
    return provider;
  }

  /** The channels a payer may be offered where they are. */
  channelsFor(payer: Payer): PaymentChannel[] {
    return PAYMENT_CHANNELS.filter((channel) => this.byChannel.has(channel) && !(payer.inWechat && CHANNELS_BLOCKED_IN_WECHAT.includes(channel)));
  }

  /** By provider name (an order records it), for queries, closes, refunds and its notify route. */
  byName(name: string): PaymentProvider | undefined {
    return [...this.byChannel.values()].find((provider) => provider.name === name);
  }
}

export function createPaymentProviders(config: Config, now: () => number = Date.now): PaymentProviders {
  const { wechatpay, alipay } = config.payment;
  const providers: PaymentProvider[] = [];
  if (config.payment.driver === 'wechatpay' && wechatpay) providers.push(new WechatpayDriver(wechatpay, now));
  if (alipay) providers.push(new AlipayDriver(alipay, now));
  // The local cashier pays without money: it exists only with PAYMENT_DRIVER=dev, never beside a real merchant.
  if (config.payment.driver === 'dev') providers.push(new DevPaymentDriver(now));
  return new PaymentProviders(providers);
}
