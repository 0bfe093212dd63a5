import { createHash } from 'node:crypto';
import { CODE, WECHAT_TEXT } from '@caixue/contract';
import type { WechatAppConfig } from '../../config';
import { WechatError, type AppletSession, type OAuthUser, type WechatDriver } from './driver';

/**
 * Development driver (WECHAT_DRIVER=dev, the default when no WeChat app is configured): nothing
 * leaves the machine. A code stands for a person: the same code always gives the same openid (per
 * app) and the same unionid (across apps), so logging in twice with one code reuses the member.
 * Codes 'invalid' and 'used' answer like WeChat's 40029 and 40163. A code of 11 digits that looks
 * like a mobile is that person's phone number for getPhoneNumber.
 */
export class DevWechatDriver implements WechatDriver {
  readonly name = 'dev';

  private static digest(text: string): string {
    return createHash('sha256').update(text).digest('hex');
  }

  private check(code: string): void {
    if (code === 'invalid') throw new WechatError(WECHAT_TEXT.codeInvalid, 40029, CODE.badRequest);
    if (code === 'used') throw new WechatError(WECHAT_TEXT.codeUsed, 40163, CODE.badRequest);
  }

  private person(app: WechatAppConfig, code: string) {
    const person = DevWechatDriver.digest(`person:${code}`);
    return {
      openid: `dev-${DevWechatDriver.digest(`${app.appId}:${person}`).slice(0, 24)}`,
      unionid: `dev-union-${person.slice(0, 22)}`,
      tag: person.slice(0, 4).toUpperCase(),
    };
  }

  async oauthUser(app: WechatAppConfig, code: string): Promise<OAuthUser> {
    this.check(code);
    const { openid, unionid, tag } = this.person(app, code);
    return { openid, unionid, nickname: `微信用户${tag}`, avatar: '' };
  }

  async code2session(app: WechatAppConfig, code: string): Promise<AppletSession> {
    this.check(code);
    const { openid, unionid } = this.person(app, code);
    const sessionKey = Buffer.from(DevWechatDriver.digest(`session:${openid}`).slice(0, 32), 'hex').toString('base64');
    return { openid, unionid, sessionKey };
  }

  async phoneNumber(_app: WechatAppConfig, code: string): Promise<string> {
    this.check(code);
    if (/^1[3-9]\d{9}$/.test(code)) return code;
    const digits = BigInt(`0x${DevWechatDriver.digest(`phone:${code}`).slice(0, 12)}`).toString().padStart(8, '0');
    return `139${digits.slice(-8)}`;
  }

  async jsapiTicket(app: WechatAppConfig): Promise<string> {
    return `dev-jsapi-ticket-${app.appId}`;
  }
}
