import {
  ENDPOINTS,
  type AppletLoginBody,
  type AppletPhoneBody,
  type BindableItem,
  type BindMobileBody,
  type LoginResult,
  type PostEndpoint,
  type SmsPurpose,
} from '@caixue/contract';
import { http } from '@/shared/request/request';

export interface AccountLogin {
  account: string;
  password: string;
}

export interface CodeLogin {
  mobile: string;
  code: string;
}

export interface Registration {
  mobile: string;
  code: string;
  password: string;
  nickname?: string;
}

/** The endpoints that answer a login (account, code, register, WeChat). */
type LoginEndpoint<B> = PostEndpoint<B, LoginResult>;

async function loginCall<B>(url: LoginEndpoint<B>, body: NoInfer<B>): Promise<LoginResult> {
  const response = await http.post(url, body, { noToken: true });
  if (!response.data?.token) throw new Error('登录结果缺少令牌');
  return response.data;
}

export function loginByAccount(body: AccountLogin): Promise<LoginResult> {
  return loginCall(ENDPOINTS.member.loginAccount, body);
}

export function loginByCode(body: CodeLogin): Promise<LoginResult> {
  return loginCall(ENDPOINTS.member.loginCode, body);
}

export function register(body: Registration): Promise<LoginResult> {
  return loginCall(ENDPOINTS.member.register, body);
}

export async function sendSmsCode(mobile: string, purpose: SmsPurpose): Promise<void> {
  await http.post(ENDPOINTS.sms.code, { mobile, purpose }, { noToken: true });
}

/** Official-account OAuth code (H5 inside WeChat) -> login; creates the member on first login. */
export function loginByOffiaccount(code: string): Promise<LoginResult> {
  return loginCall(ENDPOINTS.wechat.offiaccountLogin, { code });
}

/** Mini-program wx.login code -> login. */
export function loginByApplet(body: AppletLoginBody): Promise<LoginResult> {
  return loginCall(ENDPOINTS.wechat.appletLogin, body);
}

/** Mini-program getPhoneNumber code -> login with that mobile. */
export function loginByAppletPhone(body: AppletPhoneBody): Promise<LoginResult> {
  return loginCall(ENDPOINTS.wechat.appletPhone, body);
}

/** Binding: the same WeChat login calls with the member's token link the WeChat identity to the account. */
export async function bindWechat<B>(url: LoginEndpoint<B>, body: NoInfer<B>): Promise<void> {
  await http.post(url, body);
}

export async function getBindable(): Promise<BindableItem[]> {
  const response = await http.get(ENDPOINTS.member.bindable);
  return response.data ?? [];
}

export async function bindMobile(body: BindMobileBody): Promise<void> {
  await http.post(ENDPOINTS.member.bindMobile, body);
}
