/** Form rules of the login and register pages: each check answers the message to show, or null. */
import { PROFILE_NAME_MAX, SMS_CODE_LENGTH, TEXT, checkProfileName } from '@caixue/contract';
import { isCode, isMobile } from '@/shared/format/validators';
import type { AccountLogin, CodeLogin, Registration } from './api';

export const AUTH_TEXT = {
  accountRequired: '请输入手机号或账号',
  passwordRequired: '请输入密码',
  mobileRequired: '请输入手机号',
  codeRequired: '请输入验证码',
  codeInvalid: `请输入${SMS_CODE_LENGTH}位数字验证码`,
  loginSuccess: '登录成功',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const NICKNAME_MAX = PROFILE_NAME_MAX;

export function checkMobile(mobile: string): string | null {
  if (!mobile.trim()) return AUTH_TEXT.mobileRequired;
  return isMobile(mobile) ? null : TEXT.mobileInvalid;
}

export function checkCode(code: string): string | null {
  if (!code.trim()) return AUTH_TEXT.codeRequired;
  return isCode(code, SMS_CODE_LENGTH) ? null : AUTH_TEXT.codeInvalid;
}

export function checkPassword(password: string): string | null {
  if (!password) return AUTH_TEXT.passwordRequired;
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX ? null : TEXT.passwordInvalid;
}

/** The nickname is optional at registration; when given it follows the profile rule (contract account.ts), as on the server. */
export function checkOptionalNickname(nickname: string | undefined): string | null {
  if (!nickname?.trim()) return null;
  const check = checkProfileName('nickname', nickname);
  return check.ok ? null : check.message;
}

function firstProblem(...problems: (string | null)[]): string | null {
  return problems.find((problem) => problem !== null) ?? null;
}

export function checkAccountLogin({ account, password }: AccountLogin): string | null {
  return firstProblem(account.trim() ? null : AUTH_TEXT.accountRequired, password ? null : AUTH_TEXT.passwordRequired);
}

export function checkCodeLogin({ mobile, code }: CodeLogin): string | null {
  return firstProblem(checkMobile(mobile), checkCode(code));
}

export function checkRegistration(form: Registration & { agreed: boolean }): string | null {
  return firstProblem(
    checkMobile(form.mobile),
    checkCode(form.code),
    checkPassword(form.password),
    checkOptionalNickname(form.nickname),
    form.agreed ? null : TEXT.agreementRequired,
  );
}

/** What the server receives: trimmed values, no empty nickname. */
export function cleanRegistration(form: Registration): Registration {
  const nickname = form.nickname?.trim();
  return { mobile: form.mobile.trim(), code: form.code.trim(), password: form.password, ...(nickname ? { nickname } : {}) };
}
