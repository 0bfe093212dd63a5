import { API, type LoginResult, type SmsPurpose } from '@caixue/contract';
import { http } from '@/shared/request';

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

async function loginCall(url: string, body: object): Promise<LoginResult> {
  const response = await http.post<LoginResult>(url, body, { noToken: true });
  if (!response.data?.token) throw new Error('登录结果缺少令牌');
  return response.data;
}

export function loginByAccount(body: AccountLogin): Promise<LoginResult> {
  return loginCall(API.member.loginAccount, body);
}

export function loginByCode(body: CodeLogin): Promise<LoginResult> {
  return loginCall(API.member.loginCode, body);
}

export function register(body: Registration): Promise<LoginResult> {
  return loginCall(API.member.register, body);
}

export async function sendSmsCode(mobile: string, purpose: SmsPurpose): Promise<void> {
  await http.post(API.sms.code, { mobile, purpose }, { noToken: true });
}
