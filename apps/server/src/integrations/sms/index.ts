import type { Config } from '../../config';
import { AliyunSmsDriver } from './aliyun-driver';
import { DevSmsDriver } from './dev-driver';
import type { SmsDriver } from './driver';

/** The driver SMS_DRIVER names: the real Alibaba Cloud gateway, or the local development driver. */
export function createSmsDriver(config: Config): SmsDriver {
  if (config.smsDriver === 'aliyun' && config.aliyunSms) return new AliyunSmsDriver(config.aliyunSms);
  return new DevSmsDriver(config.smsFixedCode);
}
