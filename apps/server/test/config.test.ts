import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SIGN_SECRET } from '@caixue/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_OLLAMA_MODEL, DEV_MAIL_FROM, LIVE_SOCKETS_PER_ADDRESS_DEFAULT, REPO_ROOT, loadConfig } from '../src/config';

const ALIYUN = {
  SMS_DRIVER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '财学',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

const keyDir = mkdtempSync(path.join(os.tmpdir(), 'caixue-wechatpay-'));
const keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_KEY_FILE = path.join(keyDir, 'apiclient_key.pem');
const PUBLIC_KEY_FILE = path.join(keyDir, 'pub_key.pem');
const NOT_A_KEY_FILE = path.join(keyDir, 'readme.txt');
writeFileSync(PRIVATE_KEY_FILE, keyPair.privateKey.export({ format: 'pem', type: 'pkcs8' }));
writeFileSync(PUBLIC_KEY_FILE, keyPair.publicKey.export({ format: 'pem', type: 'spki' }));
writeFileSync(NOT_A_KEY_FILE, 'hello');

const WECHATPAY = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPIDS: 'wx-pay-a, wx-pay-b',
  WECHATPAY_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY_PATH: PRIVATE_KEY_FILE,
  WECHATPAY_APIV3_KEY: 'k'.repeat(32),
  WECHATPAY_PUBLIC_KEY_PATH: PUBLIC_KEY_FILE,
  WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000001092026',
  PAYMENT_NOTIFY_BASE_URL: 'https://caixue.example.com/',
};

const ALIPAY = {
  ALIPAY_APP_ID: '2021004100000001',
  ALIPAY_SELLER_ID: '2088102100000001',
  ALIPAY_PRIVATE_KEY_PATH: PRIVATE_KEY_FILE,
  ALIPAY_PUBLIC_KEY_PATH: PUBLIC_KEY_FILE,
  PAYMENT_NOTIFY_BASE_URL: 'https://caixue.example.com',
};

function rejection(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/caixue');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, '/srv/caixue')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/caixue/data',
      databaseUrl: null,
      redisUrl: null,
      signSecret: DEFAULT_SIGN_SECRET,
      mediaUrlSecret: null,
      smsDriver: 'dev',
      smsFixedCode: null,
      aliyunSms: null,
      wechat: { driver: 'dev', apiBase: 'https://api.weixin.qq.com', offiaccount: null, applet: null, applet2: null },
      payment: { driver: 'dev', wechatpay: null, alipay: null },
      mail: { driver: 'dev', smtpUrl: null, from: DEV_MAIL_FROM },
      ai: { driver: 'dev', ollamaHost: null, ollamaModel: DEFAULT_OLLAMA_MODEL, timeoutMs: 600_000, devDelayMs: 60 },
      market: { driver: 'simulation', apiBase: null, clockStart: null, clockSpeed: 1, quoteIntervalMs: 3_000 },
      logLevel: 'info',
      clientDist: path.join(REPO_ROOT, 'apps/client/dist/h5'),
      tls: null,
      liveSocketsPerAddress: LIVE_SOCKETS_PER_ADDRESS_DEFAULT,
      orderJobsIntervalMs: 30_000,
      devRefundDelayMs: 1000,
      accessLogFlushMs: 2_000,
      priceAlertIntervalMs: 3_000,
      trustProxy: false,
      webviewAllowlist: ['caixue.com', '*.caixue.com', 'mp.weixin.qq.com'],
    });
  });

  it('WEBVIEW_ALLOWLIST: hosts, *.subdomains and exact origins; anything else refuses to start', () => {
    expect(loadConfig({ WEBVIEW_ALLOWLIST: ' Docs.Example.com, *.example.org ,http://127.0.0.1:9000 ' }).webviewAllowlist)
      .toEqual(['docs.example.com', '*.example.org', 'http://127.0.0.1:9000']);
    for (const bad of ['*', 'example', 'https://user@example.com', 'ftp://example.com', 'https://example.com/path', '*.*.com', 'exa mple.com']) {
      expect(() => loadConfig({ WEBVIEW_ALLOWLIST: bad }), bad).toThrow(/WEBVIEW_ALLOWLIST/);
    }
  });

  it('order jobs and the development refund delay: whole milliseconds, 0 allowed', () => {
    expect(loadConfig({ ORDER_JOBS_INTERVAL_MS: '0', PAYMENT_DEV_REFUND_DELAY_MS: '0' })).toMatchObject({ orderJobsIntervalMs: 0, devRefundDelayMs: 0 });
    expect(loadConfig({ ORDER_JOBS_INTERVAL_MS: '5000' }).orderJobsIntervalMs).toBe(5000);
    expect(loadConfig({ PRICE_ALERT_INTERVAL_MS: '0' }).priceAlertIntervalMs).toBe(0);
    for (const bad of ['-1', '1.5', 'soon']) {
      expect(() => loadConfig({ ORDER_JOBS_INTERVAL_MS: bad })).toThrow(/ORDER_JOBS_INTERVAL_MS/);
      expect(() => loadConfig({ PAYMENT_DEV_REFUND_DELAY_MS: bad })).toThrow(/PAYMENT_DEV_REFUND_DELAY_MS/);
      expect(() => loadConfig({ PRICE_ALERT_INTERVAL_MS: bad })).toThrow(/PRICE_ALERT_INTERVAL_MS/);
    }
  });

  it('picks the AI driver: ollama when OLLAMA_HOST is set, dev offline, off on demand', () => {
    expect(loadConfig({ OLLAMA_HOST: 'http://10.0.0.5:11434/', OLLAMA_MODEL: 'qwen3:8b' }).ai).toMatchObject({ driver: 'ollama', ollamaHost: 'http://10.0.0.5:11434', ollamaModel: 'qwen3:8b' });
    expect(loadConfig({ AI_DRIVER: 'dev', OLLAMA_HOST: 'http://10.0.0.5:11434' }).ai).toMatchObject({ driver: 'dev', ollamaHost: null });
    expect(loadConfig({ AI_DRIVER: 'off' }).ai.driver).toBe('off');
    expect(loadConfig({ AI_TIMEOUT_MS: '1500', AI_DEV_DELAY_MS: '0' }).ai).toMatchObject({ timeoutMs: 1500, devDelayMs: 0 });
    expect(() => loadConfig({ AI_DRIVER: 'ollama' })).toThrow(/OLLAMA_HOST is required when AI_DRIVER=ollama/);
    expect(() => loadConfig({ AI_DRIVER: 'gpt' })).toThrow(/AI_DRIVER/);
    expect(() => loadConfig({ OLLAMA_HOST: 'ftp://x' })).toThrow(/OLLAMA_HOST/);
    expect(() => loadConfig({ OLLAMA_MODEL: 'a b' })).toThrow(/OLLAMA_MODEL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('picks the market driver, its API base and the development market clock', () => {
    expect(loadConfig({ MARKET_API_BASE: 'http://127.0.0.1:9000/' }).market).toMatchObject({ driver: 'tencent', apiBase: 'http://127.0.0.1:9000' });
    expect(loadConfig({ MARKET_DRIVER: 'tencent' }).market).toMatchObject({ driver: 'tencent', apiBase: 'https://qt.gtimg.cn' });
    expect(loadConfig({ MARKET_DRIVER: 'simulation', MARKET_API_BASE: 'http://127.0.0.1:9000' }).market).toMatchObject({ driver: 'simulation', apiBase: null });
    expect(loadConfig({ MARKET_CLOCK_START: '2026-11-20T10:00:00+08:00', MARKET_CLOCK_SPEED: '60' }).market).toMatchObject({
      clockStart: Date.UTC(2026, 10, 20, 2, 0, 0),
      clockSpeed: 60,
    });
    expect(loadConfig({ MARKET_QUOTE_INTERVAL_MS: '500' }).market.quoteIntervalMs).toBe(500);
    expect(() => loadConfig({ MARKET_DRIVER: 'sina' })).toThrow(/MARKET_DRIVER/);
    expect(() => loadConfig({ MARKET_API_BASE: 'ftp://x' })).toThrow(/MARKET_API_BASE/);
    expect(() => loadConfig({ MARKET_CLOCK_START: '2026-11-20 10:00' })).toThrow(/MARKET_CLOCK_START/);
    expect(() => loadConfig({ MARKET_CLOCK_START: '2026-11-20T10:00:00' })).toThrow(/MARKET_CLOCK_START/);
    expect(() => loadConfig({ MARKET_CLOCK_START: '2026-11-20T10:00:00Z', MARKET_DRIVER: 'tencent' })).toThrow(/only allowed with MARKET_DRIVER=simulation/);
    expect(() => loadConfig({ MARKET_CLOCK_SPEED: '2' })).toThrow(/needs MARKET_CLOCK_START/);
    expect(() => loadConfig({ MARKET_CLOCK_START: '2026-11-20T10:00:00Z', MARKET_CLOCK_SPEED: '0' })).toThrow(/MARKET_CLOCK_SPEED/);
    expect(() => loadConfig({ MARKET_QUOTE_INTERVAL_MS: '0' })).toThrow(/MARKET_QUOTE_INTERVAL_MS/);
  });

  it('trusts only the proxies TRUST_PROXY names, never every sender', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
    for (const bad of ['true', '0', 'proxy.example.com', ',', '*', '10.0.0.0/33', '1.2.3']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db:5432/caixue',
        REDIS_URL: 'redis://cache:6379',
        SIGN_SECRET: 'a-longer-secret',
        MEDIA_URL_SECRET: 'm'.repeat(32),
        SMS_FIXED_CODE: '246810',
        LOG_LEVEL: 'warn',
        CLIENT_DIST: '/opt/h5',
        LIVE_SOCKETS_PER_ADDRESS: '7',
      },
      '/srv/caixue',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/caixue/var/data',
      databaseUrl: 'postgres://u:p@db:5432/caixue',
      redisUrl: 'redis://cache:6379',
      signSecret: 'a-longer-secret',
      mediaUrlSecret: 'm'.repeat(32),
      smsFixedCode: '246810',
      logLevel: 'warn',
      clientDist: '/opt/h5',
      liveSocketsPerAddress: 7,
    });
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }).port).toBe(8080);
    for (const bad of ['0', '-1', '1.5', 'many']) expect(() => loadConfig({ LIVE_SOCKETS_PER_ADDRESS: bad })).toThrow(/LIVE_SOCKETS_PER_ADDRESS/);
  });

  it('configures the aliyun driver with a default endpoint', () => {
    expect(loadConfig(ALIYUN).aliyunSms).toEqual({
      endpoint: 'https://dysmsapi.aliyuncs.com',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '财学',
      templateCode: 'SMS_1',
    });
  });

  it('configures WeChat Pay from the merchant variables and the key files; app ids default to the WeChat apps', () => {
    expect(loadConfig(WECHATPAY).payment).toEqual({
      driver: 'wechatpay',
      wechatpay: {
        mchId: '1900000109',
        appIds: ['wx-pay-a', 'wx-pay-b'],
        serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKey: keyPair.privateKey.export({ format: 'pem', type: 'pkcs8' }),
        apiV3Key: 'k'.repeat(32),
        publicKey: keyPair.publicKey.export({ format: 'pem', type: 'spki' }),
        publicKeyId: 'PUB_KEY_ID_0119000001092026',
        apiBase: 'https://api.mch.weixin.qq.com',
        paymentNotifyUrl: 'https://caixue.example.com/api/payment/notify/wechatpay',
        refundNotifyUrl: 'https://caixue.example.com/api/payment/refund-notify/wechatpay',
      },
      alipay: null,
    });
    const withApps = loadConfig({ ...WECHATPAY, WECHATPAY_APPIDS: '', WECHAT_OFFIACCOUNT_APPID: 'wx-oa', WECHAT_OFFIACCOUNT_SECRET: 's', WECHAT_APPLET_APPID: 'wx-mp', WECHAT_APPLET_SECRET: 's' });
    expect(withApps.payment.wechatpay?.appIds).toEqual(['wx-oa', 'wx-mp']);
    expect(loadConfig({ ...WECHATPAY, PAYMENT_DRIVER: 'dev' }).payment).toEqual({ driver: 'dev', wechatpay: null, alipay: null });
  });

  it.each([
    [{ PAYMENT_DRIVER: 'paypal' }, 'PAYMENT_DRIVER', /dev, wechatpay/],
    [{ PAYMENT_DRIVER: 'wechatpay' }, 'WECHATPAY_MCHID', /required when PAYMENT_DRIVER=wechatpay/],
    [{ ...WECHATPAY, WECHATPAY_MCHID: 'abc' }, 'WECHATPAY_MCHID', /digits/],
    [{ ...WECHATPAY, WECHATPAY_APPIDS: '' }, 'WECHATPAY_APPIDS', /no WeChat app is configured/],
    [{ ...WECHATPAY, WECHATPAY_SERIAL: '' }, 'WECHATPAY_SERIAL', /required/],
    [{ ...WECHATPAY, WECHATPAY_APIV3_KEY: 'short' }, 'WECHATPAY_APIV3_KEY', /32 characters/],
    [{ ...WECHATPAY, WECHATPAY_PUBLIC_KEY_ID: '5157F09E' }, 'WECHATPAY_PUBLIC_KEY_ID', /PUB_KEY_ID_/],
    [{ ...WECHATPAY, PAYMENT_NOTIFY_BASE_URL: '' }, 'PAYMENT_NOTIFY_BASE_URL', /required/],
    [{ ...WECHATPAY, PAYMENT_NOTIFY_BASE_URL: 'http://caixue.example.com' }, 'PAYMENT_NOTIFY_BASE_URL', /https:/],
    [{ ...WECHATPAY, WECHATPAY_PRIVATE_KEY_PATH: '/nonexistent/key.pem' }, 'WECHATPAY_PRIVATE_KEY_PATH', /cannot be read \(ENOENT\)/],
    [{ ...WECHATPAY, WECHATPAY_PRIVATE_KEY_PATH: PUBLIC_KEY_FILE }, 'WECHATPAY_PRIVATE_KEY_PATH', /PEM RSA private key/],
    [{ ...WECHATPAY, WECHATPAY_PUBLIC_KEY_PATH: NOT_A_KEY_FILE }, 'WECHATPAY_PUBLIC_KEY_PATH', /PEM RSA public key/],
  ])('rejects WeChat Pay setting %j naming %s', (env, variable, problem) => {
    const error = rejection(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(problem);
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toContain('k'.repeat(32));
  });

  it('configures Alipay beside either WeChat driver when ALIPAY_APP_ID is set', () => {
    expect(loadConfig(ALIPAY).payment).toEqual({
      driver: 'dev',
      wechatpay: null,
      alipay: {
        appId: '2021004100000001',
        sellerId: '2088102100000001',
        privateKey: keyPair.privateKey.export({ format: 'pem', type: 'pkcs8' }),
        alipayPublicKey: keyPair.publicKey.export({ format: 'pem', type: 'spki' }),
        gateway: 'https://openapi.alipay.com/gateway.do',
        notifyUrl: 'https://caixue.example.com/api/payment/notify/alipay',
      },
    });
    expect(loadConfig({ ...ALIPAY, ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' }).payment.alipay?.gateway).toBe('https://openapi-sandbox.dl.alipaydev.com/gateway.do');
    const both = loadConfig({ ...WECHATPAY, ...ALIPAY }).payment;
    expect([both.driver, both.alipay?.appId]).toEqual(['wechatpay', '2021004100000001']);
  });

  it.each([
    [{ ...ALIPAY, ALIPAY_APP_ID: 'abc' }, 'ALIPAY_APP_ID', /16-digit/],
    [{ ...ALIPAY, ALIPAY_SELLER_ID: '' }, 'ALIPAY_SELLER_ID', /required when ALIPAY_APP_ID is set/],
    [{ ...ALIPAY, ALIPAY_SELLER_ID: '1234567890123456' }, 'ALIPAY_SELLER_ID', /starting 2088/],
    [{ ...ALIPAY, ALIPAY_PRIVATE_KEY_PATH: '' }, 'ALIPAY_PRIVATE_KEY_PATH', /required when ALIPAY_APP_ID is set/],
    [{ ...ALIPAY, ALIPAY_PRIVATE_KEY_PATH: '/nonexistent/app.pem' }, 'ALIPAY_PRIVATE_KEY_PATH', /cannot be read \(ENOENT\)/],
    [{ ...ALIPAY, ALIPAY_PRIVATE_KEY_PATH: PUBLIC_KEY_FILE }, 'ALIPAY_PRIVATE_KEY_PATH', /PEM RSA private key/],
    [{ ...ALIPAY, ALIPAY_PUBLIC_KEY_PATH: NOT_A_KEY_FILE }, 'ALIPAY_PUBLIC_KEY_PATH', /PEM RSA public key/],
    [{ ...ALIPAY, ALIPAY_GATEWAY: 'ftp://openapi.alipay.com' }, 'ALIPAY_GATEWAY', /https:/],
    [{ ...ALIPAY, PAYMENT_NOTIFY_BASE_URL: '' }, 'PAYMENT_NOTIFY_BASE_URL', /required when ALIPAY_APP_ID is set/],
    [{ ...ALIPAY, PAYMENT_NOTIFY_BASE_URL: 'http://caixue.example.com' }, 'PAYMENT_NOTIFY_BASE_URL', /https:/],
  ])('rejects Alipay setting %j naming %s', (env, variable, problem) => {
    const error = rejection(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(problem);
    expect(error.message).not.toContain('\n');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', /integer/],
    [{ PORT: '70000' }, 'PORT', /0 to 65535/],
    [{ PORT: '-1' }, 'PORT', /integer/],
    [{ HOST: 'a b' }, 'HOST', /host name/],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', /postgres:/],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL', /URL/],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL', /redis:/],
    [{ SIGN_SECRET: 'short' }, 'SIGN_SECRET', /8 characters/],
    [{ SMS_DRIVER: 'twilio' }, 'SMS_DRIVER', /dev, aliyun/],
    [{ SMS_FIXED_CODE: '12345' }, 'SMS_FIXED_CODE', /6 digits/],
    [{ ...ALIYUN, SMS_FIXED_CODE: '123456' }, 'SMS_FIXED_CODE', /only allowed with SMS_DRIVER=dev/],
    [{ ...ALIYUN, ALIYUN_SMS_TEMPLATE_CODE: '' }, 'ALIYUN_SMS_TEMPLATE_CODE', /required when SMS_DRIVER=aliyun/],
    [{ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'ftp://x' }, 'ALIYUN_SMS_ENDPOINT', /https:/],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL', /info/],
  ])('rejects %j naming %s', (env, variable, problem) => {
    const error = rejection(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).toMatch(problem);
    expect(error.message).not.toContain('\n');
  });

  it('never echoes a database password in the message', () => {
    expect(rejection({ DATABASE_URL: 'mysql://admin:hunter2@db/x' }).message).not.toContain('hunter2');
  });

  it('makes the server exit with one clear line on a bad value', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be an integer from 0 to 65535 (0 picks a free port), got "eighty"');
    expect(result.stdout).not.toContain('listening');
  });
});
