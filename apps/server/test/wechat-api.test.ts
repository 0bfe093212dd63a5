import { createCipheriv, randomBytes } from 'node:crypto';
import { CODE, WECHAT_TEXT } from '@caixue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ApiWechatDriver } from '../src/integrations/wechat/api-driver';
import { DevWechatDriver } from '../src/integrations/wechat/dev-driver';
import { WechatError } from '../src/integrations/wechat/driver';
import { decryptUserData, jsapiSignature } from '../src/integrations/wechat/signature';
import { startFakeWechat, type FakeWechat } from './support/fake-wechat';

const OFFIACCOUNT = { appId: 'wxoffi0000000001', secret: 'offi-secret' };
const APPLET = { appId: 'wxapplet00000001', secret: 'applet-secret' };

async function failure(promise: Promise<unknown>): Promise<WechatError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(WechatError);
  return error as WechatError;
}

describe('JS-SDK signature and encrypted data', () => {
  it('matches the worked example in WeChat’s JS-SDK documentation', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    // The fragment is not part of the signed url.
    expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#/x')).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it('decrypts encryptedData with the session key and checks its watermark', () => {
    const key = randomBytes(16);
    const iv = randomBytes(16);
    const encrypt = (data: object) => {
      const cipher = createCipheriv('aes-128-cbc', key, iv);
      return Buffer.concat([cipher.update(JSON.stringify(data)), cipher.final()]).toString('base64');
    };
    const data = { openId: 'o1', unionId: 'u1', nickName: '小明', watermark: { appid: APPLET.appId, timestamp: 1 } };
    expect(decryptUserData(encrypt(data), iv.toString('base64'), key.toString('base64'), APPLET.appId)).toMatchObject({ unionId: 'u1' });
    expect(decryptUserData(encrypt(data), iv.toString('base64'), key.toString('base64'), 'wx-other')).toBeNull();
    expect(decryptUserData(encrypt(data), iv.toString('base64'), randomBytes(16).toString('base64'), APPLET.appId)).toBeNull();
    expect(decryptUserData('not base64 at all', 'short', key.toString('base64'), APPLET.appId)).toBeNull();
  });
});

describe('WeChat API driver against a local fake', () => {
  let fake: FakeWechat;
  let driver: ApiWechatDriver;
  let clock = 1_700_000_000_000;
  beforeAll(async () => {
    fake = await startFakeWechat([OFFIACCOUNT, APPLET]);
    driver = new ApiWechatDriver(fake.url, () => clock);
  });
  afterAll(() => fake.close());

  it('official-account OAuth: code -> openid, unionid, nickname and avatar from userinfo', async () => {
    fake.oauthCodes.set('oa-1', { appId: OFFIACCOUNT.appId, openid: 'o-oa-1', unionid: 'u-1', nickname: '王五', headimgurl: 'https://wx.qlogo.cn/a.png' });
    expect(await driver.oauthUser(OFFIACCOUNT, 'oa-1')).toEqual({ openid: 'o-oa-1', unionid: 'u-1', nickname: '王五', avatar: 'https://wx.qlogo.cn/a.png' });
    // snsapi_base: no userinfo call.
    fake.oauthCodes.set('oa-base', { appId: OFFIACCOUNT.appId, openid: 'o-oa-2', scope: 'snsapi_base' });
    const before = fake.calls.length;
    expect(await driver.oauthUser(OFFIACCOUNT, 'oa-base')).toEqual({ openid: 'o-oa-2', unionid: null, nickname: '', avatar: '' });
    expect(fake.calls.slice(before)).toEqual(['/sns/oauth2/access_token']);
  });

  it('maps WeChat errcodes to clear messages', async () => {
    expect(await failure(driver.oauthUser(OFFIACCOUNT, 'nobody'))).toMatchObject({ errcode: 40029, userMessage: WECHAT_TEXT.codeInvalid, code: CODE.badRequest });
    fake.jsCodes.set('js-once', { appId: APPLET.appId, openid: 'o-js', sessionKey: randomBytes(16).toString('base64') });
    await driver.code2session(APPLET, 'js-once');
    expect(await failure(driver.code2session(APPLET, 'js-once'))).toMatchObject({ errcode: 40163, userMessage: WECHAT_TEXT.codeUsed });
    fake.failNext('/sns/jscode2session', 45011, 'api minute-quota reach limit');
    expect(await failure(driver.code2session(APPLET, 'x'))).toMatchObject({ userMessage: WECHAT_TEXT.rateLimited, code: CODE.tooMany });
    fake.failNext('/sns/jscode2session', -1, 'system error');
    expect(await failure(driver.code2session(APPLET, 'x'))).toMatchObject({ userMessage: WECHAT_TEXT.busy, code: CODE.error });
    expect(await failure(driver.code2session({ ...APPLET, secret: 'wrong' }, 'x'))).toMatchObject({ errcode: 40125, userMessage: WECHAT_TEXT.misconfigured });
    expect(await failure(new ApiWechatDriver('http://127.0.0.1:1').code2session(APPLET, 'x'))).toMatchObject({ userMessage: WECHAT_TEXT.unreachable });
  });

  it('caches the access token and the jsapi ticket until shortly before they expire', async () => {
    const start = fake.calls.length;
    expect(await driver.jsapiTicket(OFFIACCOUNT)).toBe(fake.ticket);
    expect(await driver.jsapiTicket(OFFIACCOUNT)).toBe(fake.ticket);
    expect(fake.calls.slice(start)).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    clock += 7200_000;
    await driver.jsapiTicket(OFFIACCOUNT);
    expect(fake.calls.slice(start)).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket', '/cgi-bin/token', '/cgi-bin/ticket/getticket']);
  });

  it('refreshes an expired access token once and retries (phone number)', async () => {
    fake.phoneCodes.set('ph-1', { appId: APPLET.appId, phone: '13700000001' });
    expect(await driver.phoneNumber(APPLET, 'ph-1')).toBe('13700000001');
    fake.expireAccessTokens();
    fake.phoneCodes.set('ph-2', { appId: APPLET.appId, phone: '13700000002' });
    const start = fake.calls.length;
    expect(await driver.phoneNumber(APPLET, 'ph-2')).toBe('13700000002');
    expect(fake.calls.slice(start)).toEqual(['/wxa/business/getuserphonenumber', '/cgi-bin/token', '/wxa/business/getuserphonenumber']);
    // A token WeChat no longer knows (40001, another server fetched a new one) is refreshed the same way.
    fake.failNext('/wxa/business/getuserphonenumber', 40001, 'invalid credential');
    fake.phoneCodes.set('ph-3', { appId: APPLET.appId, phone: '13700000003' });
    expect(await driver.phoneNumber(APPLET, 'ph-3')).toBe('13700000003');
    // Only once: a second expiry in a row is reported, not looped on.
    fake.failNext('/wxa/business/getuserphonenumber', 42001, 'access_token expired');
    fake.failNext('/cgi-bin/token', 42001, 'x');
    expect(await failure(driver.phoneNumber(APPLET, 'ph-4'))).toMatchObject({ userMessage: WECHAT_TEXT.failed });
  });
});

describe('development driver', () => {
  const dev = new DevWechatDriver();
  it('gives one person per code: stable openid per app, one unionid across apps', async () => {
    const a = await dev.oauthUser(OFFIACCOUNT, 'alice');
    expect(await dev.oauthUser(OFFIACCOUNT, 'alice')).toEqual(a);
    const b = await dev.code2session(APPLET, 'alice');
    expect(b.unionid).toBe(a.unionid);
    expect(b.openid).not.toBe(a.openid);
    expect((await dev.oauthUser(OFFIACCOUNT, 'bob')).openid).not.toBe(a.openid);
    expect(await dev.phoneNumber(APPLET, '13600000009')).toBe('13600000009');
    expect(await dev.phoneNumber(APPLET, 'x')).toMatch(/^139\d{8}$/);
    expect(await failure(dev.oauthUser(OFFIACCOUNT, 'invalid'))).toMatchObject({ errcode: 40029 });
  });
});

describe('WeChat configuration', () => {
  it('uses the development driver when no WeChat app is configured', () => {
    expect(loadConfig({}).wechat).toMatchObject({ driver: 'dev', apiBase: 'https://api.weixin.qq.com', offiaccount: null });
    const config = loadConfig({ WECHAT_APPLET_APPID: 'wx1', WECHAT_APPLET_SECRET: 's', WECHAT_APPLET2_APPID: 'wx2', WECHAT_APPLET2_SECRET: 't' });
    expect(config.wechat).toMatchObject({ driver: 'api', applet: { appId: 'wx1' }, applet2: { appId: 'wx2' } });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ WECHAT_OFFIACCOUNT_APPID: 'wx1' })).toThrow(/WECHAT_OFFIACCOUNT_SECRET/);
    expect(() => loadConfig({ WECHAT_DRIVER: 'api' })).toThrow(/WECHAT_DRIVER/);
    expect(() => loadConfig({ WECHAT_DRIVER: 'real' })).toThrow(/WECHAT_DRIVER/);
    expect(() => loadConfig({ WECHAT_API_BASE: 'ftp://x' })).toThrow(/WECHAT_API_BASE/);
    expect(() =>
      loadConfig({ WECHAT_APPLET_APPID: 'wx1', WECHAT_APPLET_SECRET: 's', WECHAT_APPLET2_APPID: 'wx1', WECHAT_APPLET2_SECRET: 't' }),
    ).toThrow(/WECHAT_APPLET2_APPID/);
  });
});
