/**
 * Per-environment addresses and sizes (SPEC §3 "Environments"), chosen at build time by
 * TARO_APP_ENV. Locally the H5 app is served by the API server itself, so it talks to its own
 * origin; the mini-program has no origin and talks to the server on this machine.
 */
import { AD_PAGE_SIZE, API, APP_VERSION, APPLET_PAGE_SIZE, DEFAULT_SIGN_SECRET, PAGE_SIZE } from '@caixue/contract';
import { isH5 } from './platform';

export type EnvName = 'production' | 'staging' | 'test' | 'local';

export interface EnvConfig {
  name: EnvName;
  /** Prefix of every API path; '' means the page's own origin. */
  apiBase: string;
  /** WebSocket live address; the live id is appended. */
  socketBase: string;
  paymentUrl: string;
  contractUrl: string;
  agreementUrl: string;
  winningUrl: string;
  /** Prefix of relative picture paths. */
  picHost: string;
  pageSize: number;
  appletPageSize: number;
  adPageSize: number;
  version: string;
  signSecret: string;
  /**
   * Whether pages are logged (SPEC §4: the access log is on only in production). A build may say
   * otherwise with TARO_APP_ACCESS_LOG=on|off (e.g. the browser tests' own build turns it on).
   */
  accessLog: boolean;
}

const ENV_NAMES: readonly EnvName[] = ['production', 'staging', 'test', 'local'];

/** The deployed environments: one web origin (app, payment and agreement pages) and one API origin each. */
const DEPLOYED_HOSTS: Record<Exclude<EnvName, 'local'>, { web: string; api: string; socket: string }> = {
  production: { web: 'https://m.caixue.com', api: 'https://api.caixue.com', socket: 'wss://api.caixue.com' },
  staging: { web: 'https://m-staging.caixue.com', api: 'https://api-staging.caixue.com', socket: 'wss://api-staging.caixue.com' },
  test: { web: 'https://m-test.caixue.com', api: 'https://api-test.caixue.com', socket: 'wss://api-test.caixue.com' },
};

/** Where the mini-program reaches the local server (the H5 app uses its own origin). */
export const LOCAL_SERVER = 'http://127.0.0.1:8080';
const SOCKET_PATH = '/ws/live/';

export interface EnvHost {
  isH5: boolean;
  /** window.location on H5. */
  location?: { protocol: string; host: string };
}

function addresses(web: string, api: string, socket: string) {
  return {
    apiBase: api,
    socketBase: `${socket}${SOCKET_PATH}`,
    paymentUrl: `${web}/pages/webView/payment/index`,
    contractUrl: `${web}/pages/mine/agreement/index?type=contract`,
    agreementUrl: `${web}/pages/mine/agreement/index`,
    winningUrl: `${web}/pages/liveVideo/winning/list/index`,
    picHost: `${api}${API.files.uploads}/`,
  };
}

function localAddresses(host: EnvHost) {
  if (host.isH5 && host.location) {
    const origin = `${host.location.protocol}//${host.location.host}`;
    const socketOrigin = `${host.location.protocol === 'https:' ? 'wss' : 'ws'}://${host.location.host}`;
    // Same origin: API calls use relative paths, pages keep absolute addresses for sharing.
    return { ...addresses(origin, origin, socketOrigin), apiBase: '' };
  }
  return addresses(LOCAL_SERVER, LOCAL_SERVER, LOCAL_SERVER.replace(/^http/, 'ws'));
}

export function isEnvName(value: unknown): value is EnvName {
  return typeof value === 'string' && (ENV_NAMES as readonly string[]).includes(value);
}

/** on / off from TARO_APP_ACCESS_LOG; anything else (unset) leaves it to the environment. */
function accessLogSwitch(value: string | undefined): boolean | undefined {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return undefined;
}

/** Pure: the configuration for an environment name on a host. Unknown names fall back to local. */
export function resolveEnv(name: string | undefined, host: EnvHost, signSecret?: string, accessLog?: string): EnvConfig {
  const envName: EnvName = isEnvName(name) ? name : 'local';
  if (name && !isEnvName(name)) console.warn(`TARO_APP_ENV="${name}" is not one of ${ENV_NAMES.join(', ')}; using local`);
  const place = envName === 'local'
    ? localAddresses(host)
    : addresses(DEPLOYED_HOSTS[envName].web, DEPLOYED_HOSTS[envName].api, DEPLOYED_HOSTS[envName].socket);
  return {
    name: envName,
    ...place,
    pageSize: PAGE_SIZE,
    appletPageSize: APPLET_PAGE_SIZE,
    adPageSize: AD_PAGE_SIZE,
    version: APP_VERSION,
    signSecret: signSecret || DEFAULT_SIGN_SECRET,
    accessLog: accessLogSwitch(accessLog) ?? envName === 'production',
  };
}

function currentHost(): EnvHost {
  const h5 = isH5();
  return { isH5: h5, location: h5 && typeof window !== 'undefined' ? window.location : undefined };
}

// process.env.TARO_APP_* are replaced with literals at build time (config/index.ts `env`).
export const ENV: EnvConfig = resolveEnv(process.env.TARO_APP_ENV, currentHost(), process.env.TARO_APP_SIGN_SECRET, process.env.TARO_APP_ACCESS_LOG);
