/** Which host the code runs in. Taro.getEnv() is decided at build time per platform. */
import Taro from '@tarojs/taro';
import type { LinkTypeCode } from '@caixue/contract';
import { nativePlatform } from './native';

export function isH5(): boolean {
  return Taro.getEnv() === Taro.ENV_TYPE.WEB;
}

export function isWeapp(): boolean {
  return Taro.getEnv() === Taro.ENV_TYPE.WEAPP;
}

/** The H5 app opened inside WeChat's built-in browser (WeChat login and share work there). */
export function isWeChatBrowser(): boolean {
  return isH5() && typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

/** 'ios', 'android', 'devtools', … in lower case (H5 reports 'iOS'/'Android'). */
export function osName(): string {
  try {
    return String(Taro.getSystemInfoSync().platform ?? '').toLowerCase();
  } catch {
    return '';
  }
}

export function isIOS(): boolean {
  return osName() === 'ios';
}

/** linkTypeCode of the footer navigation list (SPEC §7): wxApplet, h5, else the OS name. */
export function getLinkTypeCode(): LinkTypeCode {
  if (isWeapp()) return 'wxApplet';
  const native = nativePlatform();
  if (native) return native;
  if (isH5()) return 'h5';
  return isIOS() ? 'ios' : 'android';
}
