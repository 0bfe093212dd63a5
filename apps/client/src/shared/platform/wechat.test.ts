import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, WECHAT_CONFIG_REFRESH_MS, type WechatShareConfig } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import {
  applyShareConfig,
  canUseWechatLogin,
  fetchShareConfig,
  newOAuthState,
  offiaccountAuthorizeUrl,
  platformCodeFor,
  returnAddress,
  startShareConfigRefresh,
  takeOAuthState,
} from './wechat';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
const CONFIG: WechatShareConfig = { appId: 'wx123', timestamp: 1414587457, nonceStr: 'n', signature: 's' };

describe('shared/platform/wechat', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
    delete (globalThis as { wx?: unknown }).wx;
  });

  it('offers WeChat login in the mini-program and in WeChat’s browser only', () => {
    expect(canUseWechatLogin()).toBe(false);
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    expect(canUseWechatLogin()).toBe(true);
    ua.mockReturnValue('Mozilla/5.0 (iPhone) Safari/604.1');
    expect(canUseWechatLogin()).toBe(false);
    taroMock.setEnv('WEAPP');
    expect(canUseWechatLogin()).toBe(true);
  });

  it('builds the OAuth address and checks the state once', () => {
    const url = new URL(offiaccountAuthorizeUrl('wx123', 'http://m.caixue.com/pages/login/index/index', 'abc'));
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx123',
      redirect_uri: 'http://m.caixue.com/pages/login/index/index',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'abc',
    });
    expect(url.hash).toBe('#wechat_redirect');
    const state = newOAuthState();
    expect(takeOAuthState('forged')).toBe(false);
    const again = newOAuthState();
    expect(again).not.toBe('');
    expect(takeOAuthState(again)).toBe(true);
    expect(takeOAuthState(again)).toBe(false);
    expect(state).toMatch(/^[a-z0-9]+$/);
    expect(returnAddress('http://h/pages/login/index/index?code=c&state=s&x=1#/y')).toBe('http://h/pages/login/index/index?x=1');
  });

  it('picks platformCode by the second app key', () => {
    expect(platformCodeFor('wxA', 'wxB')).toBe('wxApplet');
    expect(platformCodeFor('wxB', 'wxB')).toBe('wxApplet2');
    expect(platformCodeFor('', '')).toBe('wxApplet');
  });

  it('asks accessTicket2 without a token for the url without its fragment', async () => {
    taroMock.server.on('GET', API.wechat.shareTicket, { data: { code: 200, msg: '', data: CONFIG } });
    expect(await fetchShareConfig('http://m.caixue.com/pages/x/index?id=1#top')).toEqual(CONFIG);
    const request = taroMock.server.lastRequest()!;
    expect(Object.fromEntries(request.query)).toEqual({ url: 'http://m.caixue.com/pages/x/index?id=1' });
    expect(request.header.Authorization).toBeUndefined();
  });

  it('passes the config to the JS-SDK when present', () => {
    expect(applyShareConfig(CONFIG)).toBe(false);
    const config = vi.fn();
    (globalThis as { wx?: unknown }).wx = { config };
    expect(applyShareConfig(CONFIG)).toBe(true);
    expect(config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx123', signature: 's', debug: false }));
  });

  it('does nothing outside WeChat', () => {
    const fetch = vi.fn();
    const stop = startShareConfigRefresh({ fetch, load: async () => undefined });
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('inside WeChat signs now and again every 3,600,000 ms until stopped', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const fetch = vi.fn(async () => CONFIG);
    const apply = vi.fn();
    const stop = startShareConfigRefresh({ fetch, apply, url: () => 'http://m.caixue.com/', load: async () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(CONFIG);
    await vi.advanceTimersByTimeAsync(WECHAT_CONFIG_REFRESH_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(WECHAT_CONFIG_REFRESH_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(WECHAT_CONFIG_REFRESH_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(3);
    // A failed refresh is quiet and the next one still runs.
    fetch.mockRejectedValueOnce(new Error('offline'));
    const stop2 = startShareConfigRefresh({ fetch, apply, url: () => 'http://m.caixue.com/', load: async () => undefined });
    await vi.advanceTimersByTimeAsync(WECHAT_CONFIG_REFRESH_MS);
    expect(fetch).toHaveBeenCalledTimes(5);
    stop2();
  });
});
