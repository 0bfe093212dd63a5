import type { WechatAppConfig } from '../../config';

/**
 * One interface for the WeChat server API calls the app makes: the real api.weixin.qq.com adapter
 * and a local development driver. Every failure is a WechatError with a message the user may read.
 */

/** sns/oauth2/access_token (+ sns/userinfo when the scope allowed it). */
export interface OAuthUser {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

/** sns/jscode2session. */
export interface AppletSession {
  openid: string;
  unionid: string | null;
  sessionKey: string;
}

export interface WechatDriver {
  readonly name: string;
  /** Official-account web OAuth: code -> user (nickname and avatar when userinfo answers). */
  oauthUser(app: WechatAppConfig, code: string): Promise<OAuthUser>;
  /** Mini-program wx.login code -> session. */
  code2session(app: WechatAppConfig, code: string): Promise<AppletSession>;
  /** Mini-program getPhoneNumber code -> the mobile without country code. */
  phoneNumber(app: WechatAppConfig, code: string): Promise<string>;
  /** Official-account JS-SDK ticket (cached until shortly before it expires). */
  jsapiTicket(app: WechatAppConfig): Promise<string>;
}

/** A refusal or failure of WeChat, with a message the user may read and WeChat's errcode for logs. */
export class WechatError extends Error {
  constructor(
    readonly userMessage: string,
    readonly errcode: number | string,
    /** Business code for the envelope: 400 for a bad code, 429 for limits, 500 otherwise. */
    readonly code: number,
  ) {
    super(`wechat ${errcode}: ${userMessage}`);
    this.name = 'WechatError';
  }
}
