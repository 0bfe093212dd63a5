import { createCipheriv, randomBytes } from 'node:crypto';
import { ACCOUNT_TEXT, API, CODE, WECHAT_SHARE_NONCE, WECHAT_TEXT, type BindableItem, type LoginResult, type WechatShareConfig } from '@caixue/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsapiSignature } from '../src/integrations/wechat/signature';
import { startFakeWechat, type FakeWechat } from './support/fake-wechat';
import { FIXED_SMS_CODE } from './support/plan';
import { describeServer, startTestServer, uniqueIp, uniqueMobile, type TestServer } from './support/test-server';

const OFFIACCOUNT = { appId: 'wxoffi0000000001', secret: 'offi-secret' };
const APPLET = { appId: 'wxapplet00000001', secret: 'applet-secret' };
const APPLET2 = { appId: 'wxapplet00000002', secret: 'applet2-secret' };

let counter = 0;
const next = (prefix: string) => `${prefix}-${(counter += 1)}`;
const sessionKey = () => randomBytes(16).toString('base64');

describeServer('WeChat login, share signature and binding (against a fake WeChat server)', () => {
  let fake: FakeWechat;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeWechat([OFFIACCOUNT, APPLET, APPLET2]);
    server = await startTestServer({
      env: {
        WECHAT_API_BASE: fake.url,
        WECHAT_OFFIACCOUNT_APPID: OFFIACCOUNT.appId,
        WECHAT_OFFIACCOUNT_SECRET: OFFIACCOUNT.secret,
        WECHAT_APPLET_APPID: APPLET.appId,
        WECHAT_APPLET_SECRET: APPLET.secret,
        WECHAT_APPLET2_APPID: APPLET2.appId,
        WECHAT_APPLET2_SECRET: APPLET2.secret,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const login = async (url: string, body: object, token?: string) => {
    const answer = await server.post(url, body, { token });
    return answer.body as { code: number; msg: string; data?: LoginResult };
  };
  const oauthCode = (person: { openid: string; unionid?: string; nickname?: string; headimgurl?: string }) => {
    const code = next('oa');
    fake.oauthCodes.set(code, { appId: OFFIACCOUNT.appId, ...person });
    return code;
  };
  const jsCode = (app: { appId: string }, person: { openid: string; unionid?: string; sessionKey?: string }) => {
    const code = next('js');
    fake.jsCodes.set(code, { appId: app.appId, sessionKey: sessionKey(), ...person });
    return code;
  };
  const info = async (token: string) => (await server.get(API.member.info, { token })).body.data as { id: number; nickname: string; avatar: string; mobile: string | null; unionid: string | null };

  it('official account: the first login creates the member from userinfo, the second reuses it', async () => {
    const person = { openid: next('o'), unionid: next('u'), nickname: '微信王五', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/a/132' };
    const first = await login(API.wechat.offiaccountLogin, { code: oauthCode(person) });
    expect(first).toMatchObject({ code: CODE.ok, data: { isTeacher: 0, unionid: person.unionid } });
    expect(first.data!.token).toMatch(/.{40,}/);
    expect(await info(first.data!.token)).toMatchObject({ nickname: '微信王五', avatar: person.headimgurl, mobile: null });

    const second = await login(API.wechat.offiaccountLogin, { code: oauthCode(person) });
    expect(second.data!.memberId).toBe(first.data!.memberId);
    expect(second.data!.token).not.toBe(first.data!.token);
  });

  it('links one unionid across the official account and both mini-programs', async () => {
    const unionid = next('u');
    const web = await login(API.wechat.offiaccountLogin, { code: oauthCode({ openid: next('o'), unionid }) });
    const applet = await login(API.wechat.appletLogin, { code: jsCode(APPLET, { openid: next('o'), unionid }), platformCode: 'wxApplet', appKey: APPLET.appId });
    const applet2 = await login(API.wechat.appletLogin, { code: jsCode(APPLET2, { openid: next('o'), unionid }), platformCode: 'wxApplet2', appKey: APPLET2.appId });
    expect(applet).toMatchObject({ code: CODE.ok, data: { memberId: web.data!.memberId, unionid } });
    expect(applet2.data!.memberId).toBe(web.data!.memberId);

    const bindable = (await server.get(API.member.bindable, { token: applet2.data!.token })).body.data as BindableItem[];
    expect(bindable.map((b) => [b.type, b.bound])).toEqual([['mobile', false], ['offiaccount', true], ['applet', true]]);
  });

  it('a mini-program without unionid gets its own member per openid, reused on the next login', async () => {
    const openid = next('o');
    const first = await login(API.wechat.appletLogin, { code: jsCode(APPLET, { openid }), platformCode: 'wxApplet' });
    const again = await login(API.wechat.appletLogin, { code: jsCode(APPLET, { openid }), platformCode: 'wxApplet', appKey: APPLET.appId });
    expect(first.code).toBe(CODE.ok);
    expect(again.data!.memberId).toBe(first.data!.memberId);
    expect(first.data!.unionid).toBeNull();
  });

  it('platformCode and appKey: both variants work, unknown or mismatched keys are refused clearly', async () => {
    expect(await login(API.wechat.appletLogin, { code: jsCode(APPLET2, { openid: next('o') }), platformCode: 'wxApplet2' })).toMatchObject({ code: CODE.ok });
    expect(await login(API.wechat.appletLogin, { code: 'x', platformCode: 'wxApplet', appKey: 'wx-unknown' })).toEqual({
      code: CODE.badRequest,
      msg: WECHAT_TEXT.unknownAppKey,
    });
    expect(await login(API.wechat.appletLogin, { code: 'x', platformCode: 'wxApplet', appKey: APPLET2.appId })).toEqual({
      code: CODE.badRequest,
      msg: WECHAT_TEXT.platformMismatch,
    });
    expect((await login(API.wechat.appletLogin, { code: 'x', platformCode: 'wxApplet3' })).code).toBe(CODE.badRequest);
  });

  it('an invalid or reused code answers a clear message and creates nobody', async () => {
    expect(await login(API.wechat.offiaccountLogin, { code: 'never-issued' })).toEqual({ code: CODE.badRequest, msg: WECHAT_TEXT.codeInvalid });
    const code = oauthCode({ openid: next('o') });
    expect((await login(API.wechat.offiaccountLogin, { code })).code).toBe(CODE.ok);
    expect(await login(API.wechat.offiaccountLogin, { code })).toEqual({ code: CODE.badRequest, msg: WECHAT_TEXT.codeUsed });
    fake.failNext('/sns/jscode2session', 45011);
    expect(await login(API.wechat.appletLogin, { code: 'x', platformCode: 'wxApplet' })).toEqual({ code: CODE.tooMany, msg: WECHAT_TEXT.rateLimited });
    fake.failNext('/sns/jscode2session', -1);
    expect(await login(API.wechat.appletLogin, { code: 'x', platformCode: 'wxApplet' })).toEqual({ code: CODE.error, msg: WECHAT_TEXT.busy });
  });

  it('phone number: creates an account with the mobile, logs an existing one in, and links the mini-program', async () => {
    const mobile = uniqueMobile();
    fake.phoneCodes.set('ph-new', { appId: APPLET.appId, phone: mobile });
    const openid = next('o');
    const created = await login(API.wechat.appletPhone, { code: 'ph-new', platformCode: 'wxApplet', loginCode: jsCode(APPLET, { openid }) });
    expect(created.code).toBe(CODE.ok);
    expect(await info(created.data!.token)).toMatchObject({ mobile, nickname: `用户${mobile.slice(-4)}` });
    // The mini-program identity now logs into the same account.
    const byOpenid = await login(API.wechat.appletLogin, { code: jsCode(APPLET, { openid }), platformCode: 'wxApplet' });
    expect(byOpenid.data!.memberId).toBe(created.data!.memberId);

    // The demo member's mobile logs into the demo member.
    fake.phoneCodes.set('ph-demo', { appId: APPLET.appId, phone: '13800000001' });
    const demo = await login(API.wechat.appletPhone, { code: 'ph-demo', platformCode: 'wxApplet' });
    expect(await info(demo.data!.token)).toMatchObject({ mobile: '13800000001', nickname: '张三' });
  });

  it('phone number binds to a WeChat-only member who logs in with a mini-program code, and survives an expired access token', async () => {
    const openid = next('o');
    const wechatOnly = await login(API.wechat.appletLogin, { code: jsCode(APPLET2, { openid }), platformCode: 'wxApplet2', appKey: APPLET2.appId });
    const mobile = uniqueMobile();
    fake.phoneCodes.set('ph-bind', { appId: APPLET2.appId, phone: mobile });
    fake.expireAccessTokens();
    const before = fake.calls.length;
    const bound = await login(API.wechat.appletPhone, {
      code: 'ph-bind',
      platformCode: 'wxApplet2',
      appKey: APPLET2.appId,
      loginCode: jsCode(APPLET2, { openid }),
    });
    expect(bound).toMatchObject({ code: CODE.ok, data: { memberId: wechatOnly.data!.memberId } });
    expect(await info(bound.data!.token)).toMatchObject({ mobile });
    const calls = fake.calls.slice(before);
    // Either a token was fetched fresh, or an expired one was replaced after WeChat's 42001 and the call retried.
    expect(calls.filter((c) => c === '/wxa/business/getuserphonenumber').length).toBeGreaterThanOrEqual(1);
    expect(calls).toContain('/cgi-bin/token');
    expect(calls.at(-1)).toBe('/sns/jscode2session');
  });

  it('an expired access token is refreshed and the share ticket call retried', async () => {
    // Warm the token cache, then let WeChat expire it.
    fake.phoneCodes.set('ph-warm', { appId: APPLET.appId, phone: uniqueMobile() });
    await login(API.wechat.appletPhone, { code: 'ph-warm', platformCode: 'wxApplet' });
    fake.expireAccessTokens();
    fake.phoneCodes.set('ph-after', { appId: APPLET.appId, phone: uniqueMobile() });
    const before = fake.calls.length;
    expect((await login(API.wechat.appletPhone, { code: 'ph-after', platformCode: 'wxApplet' })).code).toBe(CODE.ok);
    expect(fake.calls.slice(before)).toEqual(['/wxa/business/getuserphonenumber', '/cgi-bin/token', '/wxa/business/getuserphonenumber']);
  });

  it('legacy /api/login/wxa: decrypts ency with the session key; a tampered ency is refused', async () => {
    const key = randomBytes(16);
    const iv = randomBytes(16);
    const openid = next('o');
    const unionid = next('u');
    const encrypt = (data: object) => {
      const cipher = createCipheriv('aes-128-cbc', key, iv);
      return Buffer.concat([cipher.update(JSON.stringify(data)), cipher.final()]).toString('base64');
    };
    const ency = encrypt({ openId: openid, nickName: '小程序小明', avatarUrl: 'https://thirdwx.qlogo.cn/b/132', unionId: unionid, watermark: { appid: APPLET.appId, timestamp: 1 } });
    const code = jsCode(APPLET, { openid, sessionKey: key.toString('base64') });
    const result = await login(API.wechat.wxa, { code, iv: iv.toString('base64'), ency, nickname: 'ignored', avatar: '', unionid: 'forged' });
    expect(result).toMatchObject({ code: CODE.ok, data: { unionid } });
    expect(await info(result.data!.token)).toMatchObject({ nickname: '小程序小明', unionid });

    const wrongApp = encrypt({ openId: openid, watermark: { appid: APPLET2.appId } });
    const refused = await login(API.wechat.wxa, { code: jsCode(APPLET, { openid, sessionKey: key.toString('base64') }), iv: iv.toString('base64'), ency: wrongApp });
    expect(refused).toEqual({ code: CODE.badRequest, msg: WECHAT_TEXT.decryptFailed });

    // Without ency: code2session alone; the plain nickname names a new account, the plain unionid is not trusted.
    const plain = await login(API.wechat.wxa, { code: jsCode(APPLET, { openid: next('o') }), nickname: '旧版用户', unionid: unionid });
    expect(plain.data!.memberId).not.toBe(result.data!.memberId);
    expect(await info(plain.data!.token)).toMatchObject({ nickname: '旧版用户', unionid: null });
  });

  it('legacy /api/login/wxa: the plain nickname and avatar follow the profile rule, refused with code 400', async () => {
    const attempt = (fields: object) => login(API.wechat.wxa, { code: jsCode(APPLET, { openid: next('o') }), ...fields });
    for (const nickname of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '小明\u0007']) {
      expect(await attempt({ nickname })).toEqual({ code: CODE.badRequest, msg: ACCOUNT_TEXT.nicknameInvalid });
    }
    expect(await attempt({ nickname: '财'.repeat(21) })).toEqual({ code: CODE.badRequest, msg: ACCOUNT_TEXT.nicknameTooLong });
    for (const avatar of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'http://evil.example/a.png',
      '//evil.example/a.png',
      'https://user:pw@evil.example/a.png',
      '/uploads/../../etc/passwd',
      '/uploadsx/a.png',
      'https://evil.example/a.png"onerror="alert(1)',
    ]) {
      expect([avatar, await attempt({ nickname: '小明', avatar })]).toEqual([avatar, { code: CODE.badRequest, msg: ACCOUNT_TEXT.avatarInvalid }]);
    }
    for (const avatar of ['https://thirdwx.qlogo.cn/mmopen/c/132', '/uploads/avatars/202611/ab12.png', '']) {
      const ok = await attempt({ nickname: ' 小明 ', avatar });
      expect(ok.code).toBe(CODE.ok);
      expect(await info(ok.data!.token)).toMatchObject({ nickname: '小明', avatar });
    }
  });

  it('values WeChat vouches for (userinfo, decrypted data) are cleaned, never refused: markup made harmless, bad avatars dropped', async () => {
    const web = await login(API.wechat.offiaccountLogin, {
      code: oauthCode({ openid: next('o'), nickname: '<b>股神</b>\u200b', headimgurl: 'http://thirdwx.qlogo.cn/mmopen/d/132' }),
    });
    expect(web.code).toBe(CODE.ok);
    expect(await info(web.data!.token)).toMatchObject({ nickname: '＜b＞股神＜/b＞', avatar: 'https://thirdwx.qlogo.cn/mmopen/d/132' });

    const key = randomBytes(16);
    const iv = randomBytes(16);
    const openid = next('o');
    const cipher = createCipheriv('aes-128-cbc', key, iv);
    const data = { openId: openid, nickName: '<script>x</script>' + '长'.repeat(30), avatarUrl: 'javascript:alert(1)', watermark: { appid: APPLET.appId } };
    const ency = Buffer.concat([cipher.update(JSON.stringify(data)), cipher.final()]).toString('base64');
    const applet = await login(API.wechat.wxa, { code: jsCode(APPLET, { openid, sessionKey: key.toString('base64') }), iv: iv.toString('base64'), ency });
    expect(applet.code).toBe(CODE.ok);
    const member = await info(applet.data!.token);
    expect(member.avatar).toBe('');
    expect(member.nickname).toBe('＜script＞x＜/script＞' + '长'.repeat(2)); // cut to 20 characters

    const blank = await login(API.wechat.offiaccountLogin, { code: oauthCode({ openid: 'o-blank-1234', nickname: '\u200b ', headimgurl: 'data:image/png;base64,AAAA' }) });
    expect(await info(blank.data!.token)).toMatchObject({ nickname: '微信用户1234', avatar: '' });
  });

  it('share signature: sha1 of the ticket, the fixed nonce, the timestamp and the url without its fragment', async () => {
    const url = 'https://m.caixue.com/pages/news/details/index?id=3';
    const answer = await server.get(`${API.wechat.shareTicket}?url=${encodeURIComponent(`${url}#top`)}`);
    const config = answer.body.data as WechatShareConfig;
    expect(answer.body.code).toBe(CODE.ok);
    expect(config).toMatchObject({ appId: OFFIACCOUNT.appId, nonceStr: WECHAT_SHARE_NONCE });
    expect(Math.abs(config.timestamp - Math.floor(server.clock.now() / 1000))).toBeLessThanOrEqual(2);
    expect(config.signature).toBe(jsapiSignature(fake.ticket, WECHAT_SHARE_NONCE, config.timestamp, url));
    expect((await server.get(`${API.wechat.shareTicket}?url=javascript:alert(1)`)).body.code).toBe(CODE.badRequest);
    expect((await server.get(API.wechat.shareTicket)).body.code).toBe(CODE.badRequest);
  });

  it('bind mobile: needs a token and a bind code; a mobile of another account is refused, not merged', async () => {
    expect((await server.get(API.member.bindable)).body.code).toBe(CODE.unauthorized);
    expect((await server.post(API.member.bindMobile, { mobile: uniqueMobile(), code: FIXED_SMS_CODE })).body.code).toBe(CODE.unauthorized);

    const member = await login(API.wechat.offiaccountLogin, { code: oauthCode({ openid: next('o'), nickname: '待绑定' }) });
    const token = member.data!.token;
    let bindable = (await server.get(API.member.bindable, { token })).body.data as BindableItem[];
    expect(bindable[0]).toMatchObject({ type: 'mobile', bound: false, value: '', canBind: true });

    // Another account's mobile: refused before the code is even checked.
    expect((await server.post(API.member.bindMobile, { mobile: '13800000001', code: FIXED_SMS_CODE }, { token })).body).toEqual({
      code: CODE.badRequest,
      msg: WECHAT_TEXT.mobileTaken,
    });

    // A login code does not bind.
    const other = uniqueMobile();
    expect((await server.post(API.sms.code, { mobile: other, purpose: 'login' }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
    expect((await server.post(API.member.bindMobile, { mobile: other, code: FIXED_SMS_CODE }, { token })).body.code).toBe(CODE.badRequest);

    const mobile = uniqueMobile();
    expect((await server.post(API.sms.code, { mobile, purpose: 'bind' }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
    expect((await server.post(API.member.bindMobile, { mobile, code: FIXED_SMS_CODE }, { token })).body).toEqual({ code: CODE.ok, msg: WECHAT_TEXT.mobileBound });

    bindable = (await server.get(API.member.bindable, { token })).body.data as BindableItem[];
    expect(bindable[0]).toMatchObject({ type: 'mobile', bound: true, value: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    expect(bindable[1]).toMatchObject({ type: 'offiaccount', bound: true, value: '待绑定' });
    expect(bindable[2]).toMatchObject({ type: 'applet', bound: false, canBind: true });
    // The WeChat member can now also log in with the SMS code path (mobile is theirs).
    expect(await info(token)).toMatchObject({ mobile });
  });

  it('a logged-in member who logs in with a new WeChat identity gets it bound to their account', async () => {
    const account = await server.post(API.member.loginAccount, { account: '13800000002', password: 'caixue123' }, { ip: uniqueIp() });
    const token = (account.body.data as LoginResult).token;
    const bound = await login(API.wechat.offiaccountLogin, { code: oauthCode({ openid: next('o'), nickname: '李老师微信' }) }, token);
    expect(bound.data).toMatchObject({ memberId: (account.body.data as LoginResult).memberId, isTeacher: 1 });
  });
});
