import { useEffect, useRef } from 'react';
import Taro from '@tarojs/taro';
import { WECHAT_TEXT } from '@caixue/contract';
import { toast } from '@/shared/ui/toast';
import {
  appletIdentity,
  fetchShareConfig,
  isWeChatBrowser,
  newOAuthState,
  offiaccountAuthorizeUrl,
  returnAddress,
  takeOAuthState,
} from '@/shared/platform/wechat';

/**
 * Sends the member to WeChat's authorization page; WeChat comes back to this page with ?code=&state=.
 * The official account's appid comes from the server (accessTicket2), so the H5 build needs no WeChat setting.
 */
export async function startOffiaccountAuth(): Promise<void> {
  const here = window.location.href;
  const { appId } = await fetchShareConfig(here);
  window.location.href = offiaccountAuthorizeUrl(appId, returnAddress(here), newOAuthState());
}

/** On return from WeChat's authorization page: the code, once, when the state is the one this tab sent. */
export function useOffiaccountReturn(onCode: (code: string) => void): void {
  const handled = useRef(false);
  const callback = useRef(onCode);
  useEffect(() => {
    callback.current = onCode;
  });
  useEffect(() => {
    if (handled.current || !isWeChatBrowser()) return;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    if (!code) return;
    handled.current = true;
    // The code works once: take it out of the address so a reload does not send it again.
    window.history.replaceState(window.history.state, '', returnAddress(window.location.href));
    if (!takeOAuthState(params.get('state') ?? undefined)) {
      toast(WECHAT_TEXT.stateMismatch);
      return;
    }
    callback.current(code);
  }, []);
}

/** Mini-program: a fresh wx.login code with this mini-program's appKey and platformCode. */
export async function appletLoginBody(): Promise<{ code: string; appKey?: string; platformCode: 'wxApplet' | 'wxApplet2' }> {
  const { code } = await Taro.login();
  const { appKey, platformCode } = appletIdentity();
  return { code, platformCode, ...(appKey ? { appKey } : {}) };
}
