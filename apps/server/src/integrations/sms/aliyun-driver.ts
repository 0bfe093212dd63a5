import { createHmac, randomUUID } from 'node:crypto';
import { TEXT } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AliyunSmsConfig } from '../../config';
import { maskMobile, randomCode, SmsSendError, type SmsDriver } from './driver';

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25) SendSms, RPC style: the query is canonicalized, signed
 * with HMAC-SHA1 (key = secret + '&') and sent as GET; the JSON answer has Code 'OK' on success.
 */

const TIMEOUT_MS = 10_000;

/** Gateway refusals a user can act on get their own text; everything else is a generic failure. */
const USER_MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': TEXT.smsProviderBusy,
  'isv.DAY_LIMIT_CONTROL': TEXT.smsDailyLimit,
  'isv.MOBILE_NUMBER_ILLEGAL': TEXT.mobileInvalid,
  'isv.MOBILE_COUNT_OVER_LIMIT': TEXT.mobileInvalid,
  'isv.BLACK_KEY_CONTROL_LIMIT': TEXT.smsMobileRejected,
  'isv.AMOUNT_NOT_ENOUGH': TEXT.smsProviderMisconfigured,
  'isv.SMS_SIGNATURE_ILLEGAL': TEXT.smsProviderMisconfigured,
  'isv.SMS_TEMPLATE_ILLEGAL': TEXT.smsProviderMisconfigured,
  'isv.TEMPLATE_MISSING_PARAMETERS': TEXT.smsProviderMisconfigured,
  'InvalidAccessKeyId.NotFound': TEXT.smsProviderMisconfigured,
  SignatureDoesNotMatch: TEXT.smsProviderMisconfigured,
};

/** RFC 3986 encoding as Alibaba Cloud's signature spec requires (encodeURIComponent leaves !'()* alone). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key])}`)
    .join('&');
}

export function rpcSignature(method: string, params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

interface SendSmsResponse {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

export class AliyunSmsDriver implements SmsDriver {
  readonly name = 'aliyun';

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  createCode(): string {
    return randomCode();
  }

  async send(mobile: string, code: string, log: FastifyBaseLogger): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: this.now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = `Signature=${percentEncode(rpcSignature('GET', params, this.config.accessKeySecret))}&${canonicalQuery(params)}`;
    const url = `${this.config.endpoint.replace(/\/+$/, '')}/?${query}`;

    let answer: SendSmsResponse;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      // Errors come back with 4xx/5xx statuses but still as JSON with Code and Message.
      answer = (await response.json()) as SendSmsResponse;
    } catch (error) {
      log.warn({ err: error, mobile: maskMobile(mobile) }, 'aliyun sms unreachable');
      throw new SmsSendError(TEXT.smsSendFailed, 'network');
    }
    if (answer.Code === 'OK') {
      log.info({ mobile: maskMobile(mobile), bizId: answer.BizId, requestId: answer.RequestId }, 'aliyun sms sent');
      return;
    }
    const reason = answer.Code ?? 'unknown';
    log.warn({ mobile: maskMobile(mobile), code: reason, message: answer.Message, requestId: answer.RequestId }, 'aliyun sms refused');
    throw new SmsSendError(USER_MESSAGES[reason] ?? TEXT.smsSendFailed, reason);
  }
}
