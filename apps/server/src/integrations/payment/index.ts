import type { Config } from '../../config';
import { DevPaymentDriver } from './dev-driver';
import type { PaymentProvider } from './provider';
import { WechatpayDriver } from './wechatpay-driver';

/** The provider PAYMENT_DRIVER names: WeChat Pay API v3, or the local development driver. */
export function createPaymentProvider(config: Config, now: () => number = Date.now): PaymentProvider {
  if (config.payment.driver === 'wechatpay' && config.payment.wechatpay) return new WechatpayDriver(config.payment.wechatpay, now);
  return new DevPaymentDriver(now);
}
