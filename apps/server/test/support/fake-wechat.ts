import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text as bodyText } from 'node:stream/consumers';

/**
 * A local stand-in for api.weixin.qq.com speaking the endpoints the server uses, with WeChat's
 * answer shapes and error codes: codes work once (40163 after), unknown codes are 40029, access
 * tokens can be expired (42001) or replaced (40001), and any call can be made to fail once.
 */

export interface FakeApp {
  appId: string;
  secret: string;
}

export interface OAuthPerson {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
  scope?: string;
}

export interface AppletPerson {
  openid: string;
  unionid?: string;
  sessionKey: string;
}

export interface FakeWechat {
  url: string;
  /** Path of every request, in order (query left off). */
  calls: string[];
  /** Codes for sns/oauth2/access_token, per appid. */
  oauthCodes: Map<string, OAuthPerson & { appId: string }>;
  /** Codes for sns/jscode2session. */
  jsCodes: Map<string, AppletPerson & { appId: string }>;
  /** Codes for wxa/business/getuserphonenumber. */
  phoneCodes: Map<string, { appId: string; phone: string }>;
  ticket: string;
  /** Every access token issued so far stops working (WeChat answers 42001). */
  expireAccessTokens(): void;
  /** The next call to `path` answers this errcode instead. */
  failNext(path: string, errcode: number, errmsg?: string): void;
  close(): Promise<void>;
}


export async function startFakeWechat(apps: FakeApp[]): Promise<FakeWechat> {
  const secrets = new Map(apps.map((a) => [a.appId, a.secret]));
  const usedCodes = new Set<string>();
  /** access token -> appid, and whether it still works. */
  const tokens = new Map<string, { appId: string; valid: boolean }>();
  const failures = new Map<string, { errcode: number; errmsg: string }>();
  let issued = 0;
  const fake: FakeWechat = {
    url: '',
    calls: [],
    oauthCodes: new Map(),
    jsCodes: new Map(),
    phoneCodes: new Map(),
    ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    expireAccessTokens: () => {
      for (const entry of tokens.values()) entry.valid = false;
    },
    failNext: (path, errcode, errmsg = 'fake failure') => void failures.set(path, { errcode, errmsg }),
    close: async () => {},
  };

  const handle = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const q = Object.fromEntries(url.searchParams);
    fake.calls.push(url.pathname);
    const failure = failures.get(url.pathname);
    if (failure) {
      failures.delete(url.pathname);
      return failure;
    }
    const appOk = (appId: string, secret: string) => {
      if (!secrets.has(appId)) return { errcode: 40013, errmsg: 'invalid appid' };
      if (secrets.get(appId) !== secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      return null;
    };
    /** One-time codes: a second use is 40163, an unknown code 40029. */
    const takeCode = <T extends { appId: string }>(map: Map<string, T>, code: string, appId: string): T | Record<string, unknown> => {
      const key = `${appId}:${code}`;
      if (usedCodes.has(key)) return { errcode: 40163, errmsg: 'code been used' };
      const entry = map.get(code);
      if (!entry || entry.appId !== appId) return { errcode: 40029, errmsg: 'invalid code' };
      usedCodes.add(key);
      return entry;
    };
    const tokenProblem = (token: string | undefined) => {
      const entry = token ? tokens.get(token) : undefined;
      if (!entry) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
      if (!entry.valid) return { errcode: 42001, errmsg: 'access_token expired' };
      return null;
    };

    switch (url.pathname) {
      case '/sns/oauth2/access_token': {
        if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
        const problem = appOk(q.appid, q.secret);
        if (problem) return problem;
        const person = takeCode(fake.oauthCodes, q.code, q.appid);
        if ('errcode' in person) return person;
        const p = person as OAuthPerson;
        return {
          access_token: `oauth-${p.openid}`,
          expires_in: 7200,
          refresh_token: 'refresh',
          openid: p.openid,
          scope: p.scope ?? 'snsapi_userinfo',
          ...(p.unionid ? { unionid: p.unionid } : {}),
        };
      }
      case '/sns/userinfo': {
        const person = [...fake.oauthCodes.values()].find((p) => `oauth-${p.openid}` === q.access_token && p.openid === q.openid);
        if (!person) return { errcode: 40003, errmsg: 'invalid openid' };
        return {
          openid: person.openid,
          nickname: person.nickname ?? '',
          sex: 0,
          headimgurl: person.headimgurl ?? '',
          privilege: [],
          ...(person.unionid ? { unionid: person.unionid } : {}),
        };
      }
      case '/sns/jscode2session': {
        if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
        const problem = appOk(q.appid, q.secret);
        if (problem) return problem;
        const person = takeCode(fake.jsCodes, q.js_code, q.appid);
        if ('errcode' in person) return person;
        const p = person as AppletPerson;
        return { openid: p.openid, session_key: p.sessionKey, ...(p.unionid ? { unionid: p.unionid } : {}) };
      }
      case '/cgi-bin/token': {
        if (q.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' };
        const problem = appOk(q.appid, q.secret);
        if (problem) return problem;
        issued += 1;
        const token = `token-${q.appid}-${issued}`;
        tokens.set(token, { appId: q.appid, valid: true });
        return { access_token: token, expires_in: 7200 };
      }
      case '/wxa/business/getuserphonenumber': {
        if (request.method !== 'POST') return { errcode: 43002, errmsg: 'require POST method' };
        const problem = tokenProblem(q.access_token);
        if (problem) return problem;
        const appId = tokens.get(q.access_token)!.appId;
        const { code } = JSON.parse((await bodyText(request)) || '{}') as { code?: string };
        const entry = takeCode(fake.phoneCodes, code ?? '', appId);
        if ('errcode' in entry) return entry;
        const phone = (entry as { phone: string }).phone;
        return {
          errcode: 0,
          errmsg: 'ok',
          phone_info: { phoneNumber: phone, purePhoneNumber: phone, countryCode: '86', watermark: { timestamp: 1637744274, appid: appId } },
        };
      }
      case '/cgi-bin/ticket/getticket': {
        if (q.type !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' };
        const problem = tokenProblem(q.access_token);
        if (problem) return problem;
        return { errcode: 0, errmsg: 'ok', ticket: fake.ticket, expires_in: 7200 };
      }
      default:
        return { errcode: 40066, errmsg: 'invalid url' };
    }
  };

  const server: Server = createServer((request, response) => {
    handle(request).then(
      (answer) => {
        // WeChat answers errors with HTTP 200 and JSON, often labelled text/plain.
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(JSON.stringify(answer));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
