import { CODE, WECHAT_TEXT } from '@caixue/contract';
import type { WechatAppConfig } from '../../config';
import { WechatError, type AppletSession, type OAuthUser, type WechatDriver } from './driver';

/**
 * The real WeChat server API (api.weixin.qq.com, or WECHAT_API_BASE). Successful answers carry no
 * errcode or errcode 0; failures carry errcode and errmsg (with HTTP 200).
 */

const TIMEOUT_MS = 10_000;
/** Cached access tokens and tickets are renewed this long before WeChat's expiry. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** The access token was replaced or expired: get a new one and try once more. */
const TOKEN_EXPIRED = new Set([40001, 40014, 42001]);

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  [key: string]: unknown;
}

/** WeChat errcodes a user can act on; everything else is "WeChat is unavailable". */
export function wechatError(errcode: number): WechatError {
  switch (errcode) {
    case 40029: // invalid code
    case 42003: // oauth code / token expired
    case 40030: // invalid refresh_token
      return new WechatError(WECHAT_TEXT.codeInvalid, errcode, CODE.badRequest);
    case 40163: // code been used
      return new WechatError(WECHAT_TEXT.codeUsed, errcode, CODE.badRequest);
    case 45011: // api minute-quota reach limit
    case 45009: // reach max api daily quota limit
      return new WechatError(WECHAT_TEXT.rateLimited, errcode, CODE.tooMany);
    case -1: // system error
      return new WechatError(WECHAT_TEXT.busy, errcode, CODE.error);
    case 40013: // invalid appid
    case 40125: // invalid appsecret
    case 40164: // caller IP not in the whitelist
    case 41004: // appsecret missing
    case 48001: // api unauthorized
      return new WechatError(WECHAT_TEXT.misconfigured, errcode, CODE.error);
    default:
      return new WechatError(WECHAT_TEXT.failed, errcode, CODE.error);
  }
}

interface Cached {
  value: string;
  expiresAt: number;
}

export class ApiWechatDriver implements WechatDriver {
  readonly name = 'api';
  private readonly tokens = new Map<string, Promise<Cached>>();
  private readonly tickets = new Map<string, Promise<Cached>>();

  constructor(
    private readonly apiBase: string,
    private readonly now: () => number = Date.now,
  ) {}

  private url(path: string, query: Record<string, string>): string {
    return `${this.apiBase.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
  }

  /** One call; resolves the answer when errcode is absent or 0, rejects with WechatError otherwise. */
  private async call(path: string, query: Record<string, string>, body?: object): Promise<WechatAnswer> {
    let answer: WechatAnswer;
    try {
      const response = await fetch(this.url(path, query), {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new WechatError(WECHAT_TEXT.unreachable, `http-${response.status}`, CODE.error);
      // WeChat sometimes labels JSON as text/plain, so parse the text ourselves.
      answer = JSON.parse(await response.text()) as WechatAnswer;
    } catch (error) {
      if (error instanceof WechatError) throw error;
      throw new WechatError(WECHAT_TEXT.unreachable, 'network', CODE.error);
    }
    if (answer.errcode !== undefined && answer.errcode !== 0) throw wechatError(answer.errcode);
    return answer;
  }

  private cached(map: Map<string, Promise<Cached>>, key: string, load: () => Promise<Cached>): Promise<string> {
    const current = map.get(key);
    const fresh = async (): Promise<string> => {
      const promise = load();
      map.set(key, promise);
      promise.catch(() => {
        if (map.get(key) === promise) map.delete(key);
      });
      return (await promise).value;
    };
    if (!current) return fresh();
    return current.then(
      (entry) => (entry.expiresAt > this.now() ? entry.value : fresh()),
      () => fresh(),
    );
  }

  private expiry(expiresIn: unknown): number {
    const seconds = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 7200;
    return this.now() + Math.max(seconds * 1000 - EXPIRY_MARGIN_MS, 60_000);
  }

  /** cgi-bin/token (client_credential), cached per appid until shortly before it expires. */
  accessToken(app: WechatAppConfig): Promise<string> {
    return this.cached(this.tokens, app.appId, async () => {
      const answer = await this.call('/cgi-bin/token', { grant_type: 'client_credential', appid: app.appId, secret: app.secret });
      if (typeof answer.access_token !== 'string') throw new WechatError(WECHAT_TEXT.failed, 'no-access-token', CODE.error);
      return { value: answer.access_token, expiresAt: this.expiry(answer.expires_in) };
    });
  }

  /** Runs a call that needs the access token; when WeChat says the token expired, refreshes it once and retries. */
  private async withAccessToken<T>(app: WechatAppConfig, run: (token: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken(app);
    try {
      return await run(token);
    } catch (error) {
      if (!(error instanceof WechatError) || !TOKEN_EXPIRED.has(Number(error.errcode))) throw error;
      this.tokens.delete(app.appId);
      return run(await this.accessToken(app));
    }
  }

  async oauthUser(app: WechatAppConfig, code: string): Promise<OAuthUser> {
    const token = await this.call('/sns/oauth2/access_token', {
      appid: app.appId,
      secret: app.secret,
      code,
      grant_type: 'authorization_code',
    });
    const openid = String(token.openid ?? '');
    if (!openid) throw new WechatError(WECHAT_TEXT.failed, 'no-openid', CODE.error);
    const user: OAuthUser = { openid, unionid: typeof token.unionid === 'string' ? token.unionid : null, nickname: '', avatar: '' };
    if (String(token.scope ?? '').includes('snsapi_userinfo') && typeof token.access_token === 'string') {
      try {
        const info = await this.call('/sns/userinfo', { access_token: token.access_token, openid, lang: 'zh_CN' });
        user.nickname = typeof info.nickname === 'string' ? info.nickname : '';
        user.avatar = typeof info.headimgurl === 'string' ? info.headimgurl : '';
        if (!user.unionid && typeof info.unionid === 'string') user.unionid = info.unionid;
      } catch {
        // The profile is a nicety: the login stands on the openid alone.
      }
    }
    return user;
  }

  async code2session(app: WechatAppConfig, code: string): Promise<AppletSession> {
    const answer = await this.call('/sns/jscode2session', {
      appid: app.appId,
      secret: app.secret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    if (typeof answer.openid !== 'string' || typeof answer.session_key !== 'string') {
      throw new WechatError(WECHAT_TEXT.failed, 'no-session', CODE.error);
    }
    return { openid: answer.openid, unionid: typeof answer.unionid === 'string' ? answer.unionid : null, sessionKey: answer.session_key };
  }

  async phoneNumber(app: WechatAppConfig, code: string): Promise<string> {
    const answer = await this.withAccessToken(app, (token) =>
      this.call('/wxa/business/getuserphonenumber', { access_token: token }, { code }),
    );
    const info = answer.phone_info as { purePhoneNumber?: unknown } | undefined;
    if (typeof info?.purePhoneNumber !== 'string' || !info.purePhoneNumber) {
      throw new WechatError(WECHAT_TEXT.phoneMissing, 'no-phone', CODE.badRequest);
    }
    return info.purePhoneNumber;
  }

  jsapiTicket(app: WechatAppConfig): Promise<string> {
    return this.cached(this.tickets, app.appId, async () => {
      const answer = await this.withAccessToken(app, (token) =>
        this.call('/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' }),
      );
      if (typeof answer.ticket !== 'string') throw new WechatError(WECHAT_TEXT.failed, 'no-ticket', CODE.error);
      return { value: answer.ticket, expiresAt: this.expiry(answer.expires_in) };
    });
  }
}
