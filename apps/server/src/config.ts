import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { createSecureContext } from 'node:tls';
import path from 'node:path';
import { DEFAULT_SIGN_SECRET, DEFAULT_WEBVIEW_ALLOWLIST, parseAllowlistEntry } from '@caixue/contract';
import { addressOf } from './integrations/mail/mailer';
import { REPO_ROOT } from './paths';

/**
 * Server configuration, read from the environment once at start. Every value is checked here so
 * a typo fails the start with one line naming the variable instead of surfacing later as a
 * confusing runtime error.
 */

export { REPO_ROOT };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AliyunSmsConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

/** One WeChat app (official account or mini-program): its appid and secret. */
export interface WechatAppConfig {
  appId: string;
  secret: string;
}

export interface WechatConfig {
  /** 'api' talks to WeChat (WECHAT_API_BASE); 'dev' answers locally with stable fake identities. */
  driver: 'dev' | 'api';
  apiBase: string;
  offiaccount: WechatAppConfig | null;
  /** The two mini-program app keys (SPEC §4): platformCode 'wxApplet' and 'wxApplet2'. */
  applet: WechatAppConfig | null;
  applet2: WechatAppConfig | null;
}

/** WeChat Pay API v3, public-key mode (integrations/payment/wechatpay-driver.ts). */
export interface WechatpayConfig {
  mchId: string;
  /** Apps paid through this merchant; the first is the default for H5 and Native. */
  appIds: string[];
  /** Serial number of the merchant API certificate (signs our requests). */
  serial: string;
  /** Merchant API private key, PEM. */
  privateKey: string;
  /** APIv3 key: 32 characters, decrypts notify resources. */
  apiV3Key: string;
  /** WeChat Pay public key, PEM, and its id (PUB_KEY_ID_...) that notifies name in Wechatpay-Serial. */
  publicKey: string;
  publicKeyId: string;
  apiBase: string;
  paymentNotifyUrl: string;
  refundNotifyUrl: string;
}

/** Alipay wap pay, public-key mode (integrations/payment/alipay-driver.ts). */
export interface AlipayConfig {
  appId: string;
  /** The seller's partner id (2088...): notifies for another seller are refused. */
  sellerId: string;
  /** Our application private key, PEM (signs requests). */
  privateKey: string;
  /** Alipay's public key, PEM (verifies answers and notifies). */
  alipayPublicKey: string;
  gateway: string;
  notifyUrl: string;
}

export interface PaymentConfig {
  /** 'wechatpay' calls WeChat Pay; 'dev' pays on a local cashier with locally signed notifies. */
  driver: 'dev' | 'wechatpay';
  wechatpay: WechatpayConfig | null;
  /** Set when ALIPAY_APP_ID is: the alipay-wap channel goes to Alipay, else to the development driver. */
  alipay: AlipayConfig | null;
}

/** Where the notify routes live under PAYMENT_NOTIFY_BASE_URL; the order module mounts them there. */
export const PAYMENT_NOTIFY_PATHS = {
  wechatpay: '/api/payment/notify/wechatpay',
  wechatpayRefund: '/api/payment/refund-notify/wechatpay',
  /** Alipay sends payment and refund notifies of a trade to the payment's notify_url. */
  alipay: '/api/payment/notify/alipay',
} as const;

/** E-mail (integrations/mail): invoices go to the member's address. */
export interface MailConfig {
  /** 'smtp' sends through SMTP_URL; 'dev' writes .eml files to DATA_DIR/outbox/. */
  driver: 'dev' | 'smtp';
  /** smtps://user:pass@host:465 or smtp://user:pass@host:587 (with driver smtp). */
  smtpUrl: string | null;
  /** The From of every message, `财学 <no-reply@example.com>` or a bare address. */
  from: string;
}

export const DEV_MAIL_FROM = '财学 <no-reply@caixue.local>';

/** The AI assistant (integrations/ollama, modules/ai). */
export interface AiConfig {
  /** 'ollama' streams from OLLAMA_HOST; 'dev' (the default offline) answers from the product's own content; 'off' disables the assistant. */
  driver: 'dev' | 'ollama' | 'off';
  /** http://host:11434 (with driver ollama). */
  ollamaHost: string | null;
  ollamaModel: string;
  /** The whole answer must finish within this (AI_TIMEOUT_MS; SPEC §9: 600000). */
  timeoutMs: number;
  /** The development driver's pause between deltas (AI_DEV_DELAY_MS), so the stream is visible. */
  devDelayMs: number;
}

export const DEFAULT_OLLAMA_MODEL = 'qwen2.5:7b';

/** Market data (integrations/market, modules/market, live quotes). */
export interface MarketConfig {
  /** 'simulation' (the default, offline) or 'tencent' (Tencent's quote format at apiBase). */
  driver: 'simulation' | 'tencent';
  /** Base URL of the real quote API (MARKET_API_BASE; with driver tencent). */
  apiBase: string | null;
  /**
   * Development and browser tests only: the simulated market's clock starts at this instant
   * (MARKET_CLOCK_START, ISO 8601 with offset) and runs `clockSpeed` times faster (MARKET_CLOCK_SPEED).
   * Null: the market runs on the app's clock. Refused with the tencent driver.
   */
  clockStart: number | null;
  clockSpeed: number;
  /** Live quote frames to a socket at most this often during sessions (MARKET_QUOTE_INTERVAL_MS). */
  quoteIntervalMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  signSecret: string;
  /** HMAC secret of gated media urls (auth/media-urls.ts); null = one kept in DATA_DIR. */
  mediaUrlSecret: string | null;
  smsDriver: 'dev' | 'aliyun';
  smsFixedCode: string | null;
  aliyunSms: AliyunSmsConfig | null;
  wechat: WechatConfig;
  payment: PaymentConfig;
  mail: MailConfig;
  ai: AiConfig;
  market: MarketConfig;
  logLevel: LogLevel;
  clientDist: string;
  /**
   * HTTPS with HTTP/2 (and HTTP/1.1 for older clients and the live sockets) when TLS_CERT_FILE and
   * TLS_KEY_FILE name a PEM certificate chain and its key; null = plain HTTP/1.1.
   */
  tls: TlsConfig | null;
  /** Live sockets one client address may hold at once (LIVE_SOCKETS_PER_ADDRESS); more are closed with 4429. */
  liveSocketsPerAddress: number;
  /** How often the order jobs run (ORDER_JOBS_INTERVAL_MS; 0 = never by themselves): closing unpaid orders, reconciliation. */
  orderJobsIntervalMs: number;
  /** How often active price alerts are compared with the quotes during sessions (PRICE_ALERT_INTERVAL_MS; 0 = never by itself). */
  priceAlertIntervalMs: number;
  /** The development payment driver settles a refund this long after it is asked (PAYMENT_DEV_REFUND_DELAY_MS). */
  devRefundDelayMs: number;
  /** The access log is written in batches this often (ACCESS_LOG_FLUSH_MS; 0 = every call at once). */
  accessLogFlushMs: number;
  /**
   * Reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY): false = none, the TCP peer is
   * the client; a hop count; or addresses/CIDR ranges (and proxy-addr's names loopback, linklocal,
   * uniquelocal). Per-address limits (logins, SMS, sockets) count request.ip, so behind a proxy this
   * must be set or every client shares the proxy's address.
   */
  trustProxy: false | number | string[];
  /** Addresses the web-view page may open (WEBVIEW_ALLOWLIST): hosts, *.subdomains or exact origins. */
  webviewAllowlist: string[];
}

/** A household or an office behind one address watches with a few devices; a flood needs many more. */
export const LIVE_SOCKETS_PER_ADDRESS_DEFAULT = 50;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset: `FOO= npm start` should mean "use the default". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError('PORT', `must be an integer from 0 to 65535 (0 picks a free port), got "${raw}"`);
  }
  return port;
}

function parseUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL like ${protocols[0]}//host:port/..., got "${redact(raw)}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.join(' or ')}, got "${redact(raw)}"`);
  }
  return raw;
}

/** Never echo a password back into logs. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

function parseCount(env: Env, name: string, fallback: number, options: { zero?: boolean } = {}): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const min = options.zero ? 0 : 1;
  if (!/^\d{1,9}$/.test(raw) || value < min) throw new ConfigError(name, `must be a whole number from ${min} to 999999999, got "${raw}"`);
  return value;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An IPv4/IPv6 address, optionally with a CIDR prefix length. */
function isProxyAddress(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

function parseTrustProxy(env: Env): Config['trustProxy'] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^\d{1,2}$/.test(raw) && Number(raw) >= 1) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  // "true" (trust every sender) would let any client choose its own address and escape every limit.
  const bad = entries.find((entry) => !PROXY_NAMES.includes(entry) && !isProxyAddress(entry));
  if (entries.length === 0 || bad !== undefined) {
    throw new ConfigError('TRUST_PROXY', `must be a hop count (1-99) or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${raw}"`);
  }
  return entries;
}

function parseWebviewAllowlist(env: Env): string[] {
  const raw = read(env, 'WEBVIEW_ALLOWLIST');
  if (raw === undefined) return [...DEFAULT_WEBVIEW_ALLOWLIST];
  const entries = [...new Set(raw.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))];
  const bad = entries.find((entry) => parseAllowlistEntry(entry) === null);
  if (bad !== undefined || entries.length > 200) {
    throw new ConfigError('WEBVIEW_ALLOWLIST', `must be a comma-separated list of hosts (example.com, *.example.com) or origins (https://host:port), got "${bad ?? raw}"`);
  }
  return entries;
}

function parseOneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function parseAliyunSms(env: Env): AliyunSmsConfig {
  const required = (name: string): string => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(name, 'is required when SMS_DRIVER=aliyun');
    return value;
  };
  return {
    endpoint: parseUrl(env, 'ALIYUN_SMS_ENDPOINT', ['https:', 'http:']) ?? 'https://dysmsapi.aliyuncs.com',
    accessKeyId: required('ALIYUN_SMS_ACCESS_KEY_ID'),
    accessKeySecret: required('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: required('ALIYUN_SMS_SIGN_NAME'),
    templateCode: required('ALIYUN_SMS_TEMPLATE_CODE'),
  };
}

function parseWechatApp(env: Env, prefix: string): WechatAppConfig | null {
  const appId = read(env, `${prefix}_APPID`);
  const secret = read(env, `${prefix}_SECRET`);
  if (appId === undefined && secret === undefined) return null;
  if (appId === undefined) throw new ConfigError(`${prefix}_APPID`, `is required when ${prefix}_SECRET is set`);
  if (secret === undefined) throw new ConfigError(`${prefix}_SECRET`, `is required when ${prefix}_APPID is set`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(appId)) throw new ConfigError(`${prefix}_APPID`, `must look like wx0123456789abcdef, got "${appId}"`);
  return { appId, secret };
}

/**
 * WeChat apps are optional one by one. Without any of them the development driver answers
 * locally (`npm start` offline); WECHAT_DRIVER forces either way.
 */
function parseWechat(env: Env): WechatConfig {
  const offiaccount = parseWechatApp(env, 'WECHAT_OFFIACCOUNT');
  const applet = parseWechatApp(env, 'WECHAT_APPLET');
  const applet2 = parseWechatApp(env, 'WECHAT_APPLET2');
  const anyApp = offiaccount !== null || applet !== null || applet2 !== null;
  const driver = parseOneOf(env, 'WECHAT_DRIVER', ['dev', 'api'] as const, anyApp ? 'api' : 'dev');
  if (driver === 'api' && !anyApp) {
    throw new ConfigError('WECHAT_DRIVER', 'is api but no WeChat app is configured (WECHAT_OFFIACCOUNT_APPID/SECRET, WECHAT_APPLET_APPID/SECRET, WECHAT_APPLET2_APPID/SECRET)');
  }
  if (applet && applet2 && applet.appId === applet2.appId) {
    throw new ConfigError('WECHAT_APPLET2_APPID', 'must differ from WECHAT_APPLET_APPID');
  }
  return {
    driver,
    apiBase: parseUrl(env, 'WECHAT_API_BASE', ['https:', 'http:']) ?? 'https://api.weixin.qq.com',
    offiaccount,
    applet,
    applet2,
  };
}

export interface TlsConfig {
  cert: string;
  key: string;
}

function readPemFile(name: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(name, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): "${file}"`);
  }
}

/** Both files or neither; they must be PEM and belong together (a key of another certificate is refused here, not at the first visit). */
function parseTls(env: Env): TlsConfig | null {
  const certFile = read(env, 'TLS_CERT_FILE');
  const keyFile = read(env, 'TLS_KEY_FILE');
  if (certFile === undefined && keyFile === undefined) return null;
  if (certFile === undefined) throw new ConfigError('TLS_CERT_FILE', 'is required when TLS_KEY_FILE is set');
  if (keyFile === undefined) throw new ConfigError('TLS_KEY_FILE', 'is required when TLS_CERT_FILE is set');
  const tls = { cert: readPemFile('TLS_CERT_FILE', certFile), key: readPemFile('TLS_KEY_FILE', keyFile) };
  try {
    createSecureContext(tls);
  } catch (error) {
    throw new ConfigError('TLS_KEY_FILE', `and TLS_CERT_FILE must name a PEM key and its certificate (${(error as Error).message})`);
  }
  return tls;
}

function readKeyFile(env: Env, name: string, kind: 'private' | 'public', when: string): string {
  const file = read(env, name);
  if (file === undefined) throw new ConfigError(name, `is required when ${when}`);
  const pem = readPemFile(name, file);
  try {
    const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not rsa');
  } catch {
    throw new ConfigError(name, `must name a PEM RSA ${kind} key file, got "${file}"`);
  }
  return pem;
}

/**
 * WeChat Pay needs every value at once; without WECHATPAY_MCHID the development driver pays on a
 * local cashier (`npm start` offline). The app ids default to the configured WeChat apps.
 */
function parsePayment(env: Env, wechat: WechatConfig): PaymentConfig {
  const mchId = read(env, 'WECHATPAY_MCHID');
  const driver = parseOneOf(env, 'PAYMENT_DRIVER', ['dev', 'wechatpay'] as const, mchId ? 'wechatpay' : 'dev');
  const alipay = parseAlipay(env);
  return { driver, wechatpay: driver === 'dev' ? null : parseWechatpay(env, wechat), alipay };
}

function notifyBaseUrl(env: Env, when: string): string {
  const notifyBase = parseUrl(env, 'PAYMENT_NOTIFY_BASE_URL', ['https:']);
  if (notifyBase === null) throw new ConfigError('PAYMENT_NOTIFY_BASE_URL', `is required when ${when} (the https address the provider reaches us at)`);
  return notifyBase.replace(/\/+$/, '');
}

/** Alipay is on when ALIPAY_APP_ID is set; then every value is required. */
function parseAlipay(env: Env): AlipayConfig | null {
  const appId = read(env, 'ALIPAY_APP_ID');
  if (appId === undefined) return null;
  const when = 'ALIPAY_APP_ID is set';
  if (!/^\d{16}$/.test(appId)) throw new ConfigError('ALIPAY_APP_ID', `must be the 16-digit Alipay app id, got "${appId}"`);
  const sellerId = read(env, 'ALIPAY_SELLER_ID');
  if (sellerId === undefined) throw new ConfigError('ALIPAY_SELLER_ID', `is required when ${when} (the 2088... partner id)`);
  if (!/^2088\d{12}$/.test(sellerId)) throw new ConfigError('ALIPAY_SELLER_ID', `must be the 16-digit partner id starting 2088, got "${sellerId}"`);
  return {
    appId,
    sellerId,
    privateKey: readKeyFile(env, 'ALIPAY_PRIVATE_KEY_PATH', 'private', when),
    alipayPublicKey: readKeyFile(env, 'ALIPAY_PUBLIC_KEY_PATH', 'public', when),
    gateway: parseUrl(env, 'ALIPAY_GATEWAY', ['https:', 'http:']) ?? 'https://openapi.alipay.com/gateway.do',
    notifyUrl: `${notifyBaseUrl(env, when)}${PAYMENT_NOTIFY_PATHS.alipay}`,
  };
}

function parseWechatpay(env: Env, wechat: WechatConfig): WechatpayConfig {
  const required = (name: string): string => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(name, 'is required when PAYMENT_DRIVER=wechatpay');
    return value;
  };
  const mch = required('WECHATPAY_MCHID');
  if (!/^\d{6,20}$/.test(mch)) throw new ConfigError('WECHATPAY_MCHID', `must be the merchant number (digits), got "${mch}"`);
  const configuredApps = [wechat.offiaccount, wechat.applet, wechat.applet2].flatMap((app) => (app ? [app.appId] : []));
  const appIds = read(env, 'WECHATPAY_APPIDS')?.split(',').map((id) => id.trim()).filter(Boolean) ?? configuredApps;
  if (appIds.length === 0) throw new ConfigError('WECHATPAY_APPIDS', 'is required when no WeChat app is configured (comma-separated appids)');
  const badApp = appIds.find((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id));
  if (badApp !== undefined) throw new ConfigError('WECHATPAY_APPIDS', `must be comma-separated appids, got "${badApp}"`);
  const serial = required('WECHATPAY_SERIAL');
  if (!/^[0-9A-Fa-f]{8,64}$/.test(serial)) throw new ConfigError('WECHATPAY_SERIAL', 'must be the merchant certificate serial number (hex)');
  const apiV3Key = required('WECHATPAY_APIV3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) throw new ConfigError('WECHATPAY_APIV3_KEY', 'must be exactly 32 characters');
  const publicKeyId = required('WECHATPAY_PUBLIC_KEY_ID');
  if (!/^PUB_KEY_ID_[A-Za-z0-9_]+$/.test(publicKeyId)) {
    throw new ConfigError('WECHATPAY_PUBLIC_KEY_ID', `must look like PUB_KEY_ID_0112345678901234567890, got "${publicKeyId}"`);
  }
  const base = notifyBaseUrl(env, 'PAYMENT_DRIVER=wechatpay');
  return {
    mchId: mch,
    appIds,
    serial,
    privateKey: readKeyFile(env, 'WECHATPAY_PRIVATE_KEY_PATH', 'private', 'PAYMENT_DRIVER=wechatpay'),
    apiV3Key,
    publicKey: readKeyFile(env, 'WECHATPAY_PUBLIC_KEY_PATH', 'public', 'PAYMENT_DRIVER=wechatpay'),
    publicKeyId,
    apiBase: parseUrl(env, 'WECHATPAY_API_BASE', ['https:', 'http:']) ?? 'https://api.mch.weixin.qq.com',
    paymentNotifyUrl: `${base}${PAYMENT_NOTIFY_PATHS.wechatpay}`,
    refundNotifyUrl: `${base}${PAYMENT_NOTIFY_PATHS.wechatpayRefund}`,
  };
}

/** SMTP when SMTP_URL is set (then MAIL_FROM is required), else the development outbox. */
function parseMail(env: Env): MailConfig {
  const smtpUrl = parseUrl(env, 'SMTP_URL', ['smtps:', 'smtp:']);
  const driver = parseOneOf(env, 'MAIL_DRIVER', ['dev', 'smtp'] as const, smtpUrl ? 'smtp' : 'dev');
  if (driver === 'smtp' && smtpUrl === null) throw new ConfigError('SMTP_URL', 'is required when MAIL_DRIVER=smtp (smtps://user:pass@host:465)');
  if (smtpUrl !== null && !new URL(smtpUrl).hostname) throw new ConfigError('SMTP_URL', `must name a host, got "${redact(smtpUrl)}"`);
  const from = read(env, 'MAIL_FROM');
  if (from === undefined && driver === 'smtp') throw new ConfigError('MAIL_FROM', 'is required when MAIL_DRIVER=smtp (财学 <no-reply@example.com>)');
  if (from !== undefined && (addressOf(from) === null || /[\r\n]/.test(from))) {
    throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>", got "${from}"`);
  }
  return { driver, smtpUrl: driver === 'smtp' ? smtpUrl : null, from: from ?? DEV_MAIL_FROM };
}

/** Ollama when OLLAMA_HOST is set, else the development driver; AI_DRIVER forces either (or off). */
function parseAi(env: Env): AiConfig {
  const ollamaHost = parseUrl(env, 'OLLAMA_HOST', ['http:', 'https:']);
  const driver = parseOneOf(env, 'AI_DRIVER', ['dev', 'ollama', 'off'] as const, ollamaHost ? 'ollama' : 'dev');
  if (driver === 'ollama' && ollamaHost === null) throw new ConfigError('OLLAMA_HOST', 'is required when AI_DRIVER=ollama (http://127.0.0.1:11434)');
  const ollamaModel = read(env, 'OLLAMA_MODEL') ?? DEFAULT_OLLAMA_MODEL;
  if (!/^[\w.:/-]{1,200}$/.test(ollamaModel)) throw new ConfigError('OLLAMA_MODEL', `must be a model name like qwen2.5:7b, got "${ollamaModel}"`);
  return {
    driver,
    ollamaHost: driver === 'ollama' ? ollamaHost!.replace(/\/+$/, '') : null,
    ollamaModel,
    timeoutMs: parseCount(env, 'AI_TIMEOUT_MS', 600_000),
    devDelayMs: parseCount(env, 'AI_DEV_DELAY_MS', 60, { zero: true }),
  };
}

/** The simulation by default; MARKET_API_BASE alone selects the real adapter; MARKET_DRIVER forces either. */
function parseMarket(env: Env): MarketConfig {
  const apiBase = parseUrl(env, 'MARKET_API_BASE', ['https:', 'http:']);
  const driver = parseOneOf(env, 'MARKET_DRIVER', ['simulation', 'tencent'] as const, apiBase ? 'tencent' : 'simulation');
  const rawStart = read(env, 'MARKET_CLOCK_START');
  let clockStart: number | null = null;
  if (rawStart !== undefined) {
    clockStart = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(rawStart) ? Date.parse(rawStart) : NaN;
    if (!Number.isFinite(clockStart)) throw new ConfigError('MARKET_CLOCK_START', `must be an ISO time with its offset like 2026-11-20T10:00:00+08:00, got "${rawStart}"`);
    if (driver !== 'simulation') throw new ConfigError('MARKET_CLOCK_START', 'is only allowed with MARKET_DRIVER=simulation');
  }
  const rawSpeed = read(env, 'MARKET_CLOCK_SPEED');
  const clockSpeed = rawSpeed === undefined ? 1 : Number(rawSpeed);
  if (rawSpeed !== undefined && (!/^\d{1,4}(\.\d{1,3})?$/.test(rawSpeed) || clockSpeed <= 0 || clockSpeed > 3600)) {
    throw new ConfigError('MARKET_CLOCK_SPEED', `must be a number above 0, at most 3600, got "${rawSpeed}"`);
  }
  if (rawSpeed !== undefined && clockStart === null) throw new ConfigError('MARKET_CLOCK_SPEED', 'needs MARKET_CLOCK_START');
  return {
    driver,
    apiBase: driver === 'tencent' ? (apiBase ?? 'https://qt.gtimg.cn').replace(/\/+$/, '') : null,
    clockStart,
    clockSpeed,
    quoteIntervalMs: parseCount(env, 'MARKET_QUOTE_INTERVAL_MS', 3_000),
  };
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = parsePort(env);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) throw new ConfigError('HOST', `must be a host name or IP address, got "${host}"`);

  const signSecret = read(env, 'SIGN_SECRET') ?? DEFAULT_SIGN_SECRET;
  if (signSecret.length < 8) throw new ConfigError('SIGN_SECRET', 'must be at least 8 characters long');

  const mediaUrlSecret = read(env, 'MEDIA_URL_SECRET') ?? null;
  if (mediaUrlSecret !== null && mediaUrlSecret.length < 32) throw new ConfigError('MEDIA_URL_SECRET', 'must be at least 32 characters long');

  const smsDriver = parseOneOf(env, 'SMS_DRIVER', ['dev', 'aliyun'] as const, 'dev');
  const smsFixedCode = read(env, 'SMS_FIXED_CODE') ?? null;
  if (smsFixedCode !== null && !/^\d{6}$/.test(smsFixedCode)) {
    throw new ConfigError('SMS_FIXED_CODE', `must be exactly 6 digits, got "${smsFixedCode}"`);
  }
  if (smsFixedCode !== null && smsDriver !== 'dev') {
    // A predictable code with a real SMS gateway would let anyone log in as anyone.
    throw new ConfigError('SMS_FIXED_CODE', 'is only allowed with SMS_DRIVER=dev');
  }

  const wechat = parseWechat(env);
  return {
    port,
    host,
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: parseUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    signSecret,
    mediaUrlSecret,
    smsDriver,
    smsFixedCode,
    aliyunSms: smsDriver === 'aliyun' ? parseAliyunSms(env) : null,
    wechat,
    payment: parsePayment(env, wechat),
    mail: parseMail(env),
    ai: parseAi(env),
    market: parseMarket(env),
    logLevel: parseOneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    clientDist: path.resolve(cwd, read(env, 'CLIENT_DIST') ?? path.join(REPO_ROOT, 'apps/client/dist/h5')),
    tls: parseTls(env),
    liveSocketsPerAddress: parseCount(env, 'LIVE_SOCKETS_PER_ADDRESS', LIVE_SOCKETS_PER_ADDRESS_DEFAULT),
    orderJobsIntervalMs: parseCount(env, 'ORDER_JOBS_INTERVAL_MS', 30_000, { zero: true }),
    priceAlertIntervalMs: parseCount(env, 'PRICE_ALERT_INTERVAL_MS', 3_000, { zero: true }),
    devRefundDelayMs: parseCount(env, 'PAYMENT_DEV_REFUND_DELAY_MS', 1000, { zero: true }),
    accessLogFlushMs: parseCount(env, 'ACCESS_LOG_FLUSH_MS', 2_000, { zero: true }),
    trustProxy: parseTrustProxy(env),
    webviewAllowlist: parseWebviewAllowlist(env),
  };
}
