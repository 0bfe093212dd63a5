import type { Config } from '../../config';
import { ApiWechatDriver } from './api-driver';
import { DevWechatDriver } from './dev-driver';
import type { WechatDriver } from './driver';

/** The driver WECHAT_DRIVER names: the real WeChat API (WECHAT_API_BASE) or the local development driver. */
export function createWechatDriver(config: Config, now: () => number = Date.now): WechatDriver {
  if (config.wechat.driver === 'api') return new ApiWechatDriver(config.wechat.apiBase, now);
  return new DevWechatDriver();
}
