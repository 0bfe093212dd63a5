/**
 * WeChat on the client: where WeChat login works, the official-account OAuth address, the
 * mini-program identity (appKey + platformCode, SPEC §4) and the JS-SDK config, refreshed every
 * WECHAT_CONFIG_REFRESH_MS (SPEC §7). Nothing here loads or calls anything outside WeChat.
 */
import Taro from '@tarojs/taro';
import { ENDPOINTS, WECHAT_CONFIG_REFRESH_MS, type WechatPlatformCode, type WechatShareConfig } from '@caixue/contract';
import { isWeapp, isWeChatBrowser } from './platform';
import { http } from '../request/request';

export { isWeChatBrowser };

/** WeChat login is possible in the mini-program and in WeChat's own browser; elsewhere only account and SMS. */
export function canUseWechatLogin(): boolean {
  return isWeapp() || isWeChatBrowser();
}

const OAUTH_STATE_KEY = 'caixue:wxOAuthState';

/** open.weixin.qq.com's web authorization page; WeChat comes back to `redirectUri` with ?code=&state=. */
export function offiaccountAuthorizeUrl(appId: string, redirectUri: string, state: string): string {
  const query = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
}

/** A one-time state for the OAuth round trip, kept in this tab so a forged return is ignored. */
export function newOAuthState(): string {
  const state = Math.random().toString(36).slice(2, 12);
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  return state;
}

/** True once for the state this tab sent. */
export function takeOAuthState(state: string | undefined): boolean {
  const expected = sessionStorage.getItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  return Boolean(state) && state === expected;
}

/** The page address without OAuth's code and state, as WeChat should send the member back to it. */
export function returnAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.toString();
}

/** The second mini-program's appid, set at build time (TARO_APP_WECHAT_APPLET2_APPID); '' when not given. */
function applet2AppIdFromBuild(): string {
  try {
    return process.env.TARO_APP_WECHAT_APPLET2_APPID ?? '';
  } catch {
    return ''; // not replaced at build time and no `process` on this host
  }
}

/** platformCode for a mini-program appid: the second configured app key is 'wxApplet2' (SPEC §4). */
export function platformCodeFor(appKey: string, applet2AppId: string = applet2AppIdFromBuild()): WechatPlatformCode {
  return applet2AppId && appKey === applet2AppId ? 'wxApplet2' : 'wxApplet';
}

/** The running mini-program: its appid (appKey) and platformCode. */
export function appletIdentity(): { appKey: string; platformCode: WechatPlatformCode } {
  let appKey = '';
  try {
    appKey = Taro.getAccountInfoSync().miniProgram.appId;
  } catch {
    // Older base libraries: the server then goes by platformCode.
  }
  return { appKey, platformCode: platformCodeFor(appKey) };
}

/** GET accessTicket2 (no token): wx.config fields signed for `url`. */
export async function fetchShareConfig(url: string): Promise<WechatShareConfig> {
  const response = await http.get(ENDPOINTS.wechat.shareTicket, { url: url.split('#')[0] }, { noToken: true, noLoading: true, silent: true });
  if (!response.data) throw new Error('accessTicket2 answered no data');
  return response.data;
}

/** The JS-SDK interfaces the app uses (share to friends and moments). */
export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'];

interface WxSdk {
  config(options: WechatShareConfig & { debug: boolean; jsApiList: string[] }): void;
}

/** Hands the signed fields to the JS-SDK when it is on the page. */
export function applyShareConfig(config: WechatShareConfig): boolean {
  const wx = (globalThis as { wx?: WxSdk }).wx;
  if (!wx?.config) return false;
  wx.config({ debug: false, ...config, jsApiList: JS_API_LIST });
  return true;
}

const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** Loads WeChat's JS-SDK once (only called inside WeChat's browser). */
export function loadJsSdk(): Promise<void> {
  if ((globalThis as { wx?: WxSdk }).wx?.config) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JS_SDK_URL;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('WeChat JS-SDK failed to load'));
    document.head.appendChild(script);
  });
}

export interface ShareRefreshOptions {
  /** The page address to sign; defaults to the current one. */
  url?: () => string;
  fetch?: (url: string) => Promise<WechatShareConfig>;
  apply?: (config: WechatShareConfig) => void;
  /** Loads the JS-SDK first; defaults to loadJsSdk. */
  load?: () => Promise<void>;
}

/**
 * Inside WeChat's browser: signs the current page now and again every WECHAT_CONFIG_REFRESH_MS
 * (the ticket and the signature age out). Elsewhere it does nothing. Answers a stop function.
 */
export function startShareConfigRefresh(options: ShareRefreshOptions = {}): () => void {
  if (!isWeChatBrowser()) return () => undefined;
  const url = options.url ?? (() => window.location.href);
  const fetchConfig = options.fetch ?? fetchShareConfig;
  const apply = options.apply ?? ((config: WechatShareConfig) => void applyShareConfig(config));
  const loaded = (options.load ?? loadJsSdk)().catch(() => undefined);
  const refresh = async () => {
    try {
      const config = await fetchConfig(url());
      await loaded;
      apply(config);
    } catch {
      // Sharing falls back to WeChat's default card; the next refresh tries again.
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), WECHAT_CONFIG_REFRESH_MS);
  return () => clearInterval(timer);
}
