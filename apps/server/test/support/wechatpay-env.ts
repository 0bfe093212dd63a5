import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startFakeWechatpay, type FakeWechatpay } from './fake-wechatpay';

/** A fake WeChat Pay with its keys on disk and the server environment that points at it. */

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;

export const WECHATPAY_TEST = {
  mchId: '1900000109',
  appId: 'wx-test-offiaccount',
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  publicKeyId: 'PUB_KEY_ID_0119000001092026112400000000',
  apiV3Key: 'a'.repeat(16) + 'B'.repeat(16),
} as const;

export interface WechatpaySetup {
  fake: FakeWechatpay;
  env: Record<string, string>;
  /** A key that is not WeChat Pay's (forged notifies). */
  stranger: KeyObject;
  close(): Promise<void>;
}

export async function startWechatpaySetup(): Promise<WechatpaySetup> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fake = await startFakeWechatpay({
    mchId: WECHATPAY_TEST.mchId,
    merchantSerial: WECHATPAY_TEST.serial,
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    publicKeyId: WECHATPAY_TEST.publicKeyId,
    apiV3Key: WECHATPAY_TEST.apiV3Key,
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'caixue-wechatpay-'));
  const privateKeyPath = path.join(dir, 'apiclient_key.pem');
  const publicKeyPath = path.join(dir, 'pub_key.pem');
  await writeFile(privateKeyPath, pem(merchant.privateKey, 'pkcs8'));
  await writeFile(publicKeyPath, pem(platform.publicKey, 'spki'));
  return {
    fake,
    stranger: stranger.privateKey,
    env: {
      PAYMENT_DRIVER: 'wechatpay',
      WECHATPAY_MCHID: WECHATPAY_TEST.mchId,
      WECHATPAY_APPIDS: WECHATPAY_TEST.appId,
      WECHATPAY_SERIAL: WECHATPAY_TEST.serial,
      WECHATPAY_PRIVATE_KEY_PATH: privateKeyPath,
      WECHATPAY_APIV3_KEY: WECHATPAY_TEST.apiV3Key,
      WECHATPAY_PUBLIC_KEY_PATH: publicKeyPath,
      WECHATPAY_PUBLIC_KEY_ID: WECHATPAY_TEST.publicKeyId,
      WECHATPAY_API_BASE: fake.url,
      PAYMENT_NOTIFY_BASE_URL: 'https://pay.example.com',
      ORDER_JOBS_INTERVAL_MS: '0',
    },
    close: async () => {
      await fake.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
