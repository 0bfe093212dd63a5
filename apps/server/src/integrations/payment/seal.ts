import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { wechatpayLib } from './wechatpay-lib';

/**
 * The sending side of a WeChat Pay v3 notify, for the development driver: the resource encrypted
 * with AEAD_AES_256_GCM under the APIv3 key, the body signed with the private half of the public
 * key the serial names. What it seals goes through the same ./notify checks as WeChat's own.
 */

export interface SealedNotify {
  headers: Record<string, string>;
  body: string;
}

export function sealNotify(
  signer: { privateKey: KeyObject; publicKeyId: string; apiV3Key: string },
  eventType: string,
  originalType: 'transaction' | 'refund',
  resource: Record<string, unknown>,
  now: number,
): SealedNotify {
  const { Aes, Formatter, Rsa } = wechatpayLib();
  const iv = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: new Date(now).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: originalType === 'transaction' ? '支付成功' : '退款状态变更',
    resource: {
      original_type: originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Aes.AesGcm.encrypt(JSON.stringify(resource), signer.apiV3Key, iv, originalType),
      associated_data: originalType,
      nonce: iv,
    },
  });
  const timestamp = String(Math.floor(now / 1000));
  const nonce = Formatter.nonce();
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': signer.publicKeyId,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), signer.privateKey),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}
