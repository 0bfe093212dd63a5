import { createRequire } from 'node:module';
import type * as WechatpayLib from 'wechatpay-axios-plugin';

let lib: typeof WechatpayLib | undefined;

/**
 * wechatpay-axios-plugin, loaded on first use: its index brings axios and form-data with it, about
 * 0.1-0.2 s of every start (issue 18), and only payments need it (notifies, the development cashier's
 * sealed notifies, the WeChat Pay driver). A CommonJS package, so loading it stays synchronous.
 */
export function wechatpayLib(): typeof WechatpayLib {
  lib ??= createRequire(import.meta.url)('wechatpay-axios-plugin') as typeof WechatpayLib;
  return lib;
}
