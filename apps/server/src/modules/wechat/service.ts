import {
  CODE,
  TEXT,
  WECHAT_SHARE_NONCE,
  WECHAT_TEXT,
  type AppletLoginBody,
  type AppletPhoneBody,
  type BindableItem,
  type LoginResult,
  type WechatPlatformCode,
  type WechatShareConfig,
} from '@caixue/contract';
import { issueToken } from '../../auth/tokens';
import type { WechatAppConfig, WechatConfig } from '../../config';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { WechatError, type WechatDriver } from '../../integrations/wechat/driver';
import { maskMobile } from '../../integrations/sms/driver';
import { decryptUserData, jsapiSignature } from '../../integrations/wechat/signature';
import { acceptedAvatar, acceptedName, wechatProfile } from '../member/profile-rule';
import type { MemberRow, MemberService } from '../member/service';
import type { SmsService } from '../sms/service';
import * as repo from './repo';

const UNIQUE_VIOLATION = '23505';

/** App ids the development driver uses for apps that are not configured. */
export const DEV_APP_IDS = { offiaccount: 'wx-dev-offiaccount', wxApplet: 'wx-dev-applet', wxApplet2: 'wx-dev-applet2' } as const;

export interface WechatServiceDeps {
  db: Db;
  config: WechatConfig;
  driver: WechatDriver;
  sms: SmsService;
  /** Owner of the members table. */
  members: MemberService;
  now: () => number;
}

/** A WeChat identity as the login paths see it. */
interface WechatPerson {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

function loginResult(member: MemberRow, token: string): LoginResult {
  return { token, memberId: member.id, isTeacher: member.isTeacher === 1 ? 1 : 0, unionid: member.unionid };
}

export class WechatService {
  constructor(private readonly deps: WechatServiceDeps) {}

  private date(): Date {
    return new Date(this.deps.now());
  }

  private get dev(): boolean {
    return this.deps.driver.name === 'dev';
  }

  /** WechatError -> envelope error with its user message. */
  private async wechat<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof WechatError) throw new BizError(error.code, error.userMessage);
      throw error;
    }
  }

  offiaccountApp(): WechatAppConfig {
    const app = this.deps.config.offiaccount ?? (this.dev ? { appId: DEV_APP_IDS.offiaccount, secret: '' } : null);
    if (!app) throw new BizError(CODE.badRequest, WECHAT_TEXT.notConfigured);
    return app;
  }

  /** The mini-program by its appid (appKey) or, without one, by platformCode (SPEC §4). */
  appletApp(platformCode: WechatPlatformCode | undefined, appKey: string | undefined): { app: WechatAppConfig; platformCode: WechatPlatformCode } {
    const { applet, applet2 } = this.deps.config;
    const apps: { platformCode: WechatPlatformCode; app: WechatAppConfig | null }[] = [
      { platformCode: 'wxApplet', app: applet ?? (this.dev ? { appId: DEV_APP_IDS.wxApplet, secret: '' } : null) },
      { platformCode: 'wxApplet2', app: applet2 ?? (this.dev ? { appId: DEV_APP_IDS.wxApplet2, secret: '' } : null) },
    ];
    let entry = appKey ? apps.find((a) => a.app?.appId === appKey) : undefined;
    if (appKey && !entry && !this.dev) throw new BizError(CODE.badRequest, WECHAT_TEXT.unknownAppKey);
    if (entry && platformCode && entry.platformCode !== platformCode) throw new BizError(CODE.badRequest, WECHAT_TEXT.platformMismatch);
    // The dev driver accepts any appKey (a developer's own test appid) and goes by platformCode.
    entry ??= apps.find((a) => a.platformCode === (platformCode ?? 'wxApplet'));
    if (!entry?.app) throw new BizError(CODE.badRequest, WECHAT_TEXT.notConfigured);
    return { app: entry.app, platformCode: entry.platformCode };
  }

  /**
   * The member of a WeChat identity: the one already linked to (appId, openid); else the member
   * of the same unionid (another app of the same WeChat open platform); else the caller's own
   * account when they are logged in (binding WeChat to it); else a new member.
   */
  private async memberFor(appId: string, person: WechatPerson, sessionMemberId: number | null): Promise<MemberRow> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.deps.db.transaction(async (tx) => {
          const identity = await repo.findIdentity(tx, appId, person.openid);
          if (identity) {
            await repo.refreshIdentity(tx, identity.id, { unionid: person.unionid, nickname: person.nickname, avatar: person.avatar });
            const owner = await this.deps.members.findActive(identity.memberId, tx);
            if (owner) {
              if (person.unionid) await this.deps.members.setUnionidIfEmpty(owner.id, person.unionid, tx);
              return owner;
            }
          }
          let member = person.unionid ? await repo.findActiveByUnionid(tx, person.unionid) : null;
          if (!member && sessionMemberId !== null) member = await this.deps.members.findActive(sessionMemberId, tx);
          if (!member) {
            const name = person.nickname || `微信用户${person.openid.slice(-4).toUpperCase()}`;
            member = await this.deps.members.create({
              name,
              nickname: name,
              avatar: person.avatar,
              unionid: person.unionid,
              createdAt: this.date(),
            }, tx);
          } else if (person.unionid) {
            await this.deps.members.setUnionidIfEmpty(member.id, person.unionid, tx);
          }
          // A cancelled member's identity is released to the new account (WeChat's person logs in afresh).
          if (identity) await repo.relinkIdentity(tx, identity.id, member.id);
          else {
            await repo.insertIdentity(tx, {
              memberId: member.id,
              appId,
              openid: person.openid,
              unionid: person.unionid,
              nickname: person.nickname,
              avatar: person.avatar,
              createdAt: this.date(),
            });
          }
          return (await this.deps.members.findActive(member.id, tx)) ?? member;
        });
      } catch (error) {
        // Two first logins of one person at once: the unique (appId, openid) lets one insert win; use it.
        if (attempt === 0 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  private async login(member: MemberRow): Promise<LoginResult> {
    return loginResult(member, await issueToken(this.deps.db, member.id, this.date()));
  }

  async offiaccountLogin(code: string, sessionMemberId: number | null): Promise<LoginResult> {
    const app = this.offiaccountApp();
    const user = await this.wechat(() => this.deps.driver.oauthUser(app, code));
    return this.login(await this.memberFor(app.appId, { ...user, ...wechatProfile(user) }, sessionMemberId));
  }

  async appletLogin(body: AppletLoginBody, sessionMemberId: number | null): Promise<LoginResult> {
    const { app } = this.appletApp(body.platformCode, body.appKey);
    const session = await this.wechat(() => this.deps.driver.code2session(app, body.code));
    const person = { openid: session.openid, unionid: session.unionid, nickname: '', avatar: '' };
    return this.login(await this.memberFor(app.appId, person, sessionMemberId));
  }

  /**
   * Mini-program phone-number login: WeChat vouches for the mobile, so it logs into the account
   * holding it, or binds it to the caller (token) or to the mini-program identity (loginCode)
   * when they have no mobile yet, or creates an account with it.
   */
  async appletPhoneLogin(body: AppletPhoneBody, sessionMemberId: number | null): Promise<LoginResult> {
    const { app } = this.appletApp(body.platformCode, body.appKey);
    const mobile = await this.wechat(() => this.deps.driver.phoneNumber(app, body.code));
    const session = body.loginCode ? await this.wechat(() => this.deps.driver.code2session(app, body.loginCode!)) : null;
    const member = await this.memberByMobile(app.appId, mobile, session && { openid: session.openid, unionid: session.unionid, nickname: '', avatar: '' }, sessionMemberId);
    return this.login(member);
  }

  private async memberByMobile(
    appId: string,
    mobile: string,
    person: WechatPerson | null,
    sessionMemberId: number | null,
  ): Promise<MemberRow> {
    const { db } = this.deps;
    let member = await this.deps.members.findActiveByMobile(mobile, db);
    if (!member) {
      const candidates: number[] = [];
      if (sessionMemberId !== null) candidates.push(sessionMemberId);
      if (person) {
        const identity = await repo.findIdentity(db, appId, person.openid);
        if (identity) candidates.push(identity.memberId);
      }
      for (const id of candidates) {
        const candidate = await this.deps.members.findActive(id, db);
        if (candidate && !candidate.mobile) {
          member = await this.bindMobileTo(candidate.id, mobile);
          break;
        }
      }
    }
    if (!member) {
      try {
        member = await this.deps.members.create({ mobile, name: `用户${mobile.slice(-4)}`, nickname: `用户${mobile.slice(-4)}`, createdAt: this.date() });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        member = await this.deps.members.findActiveByMobile(mobile, db);
        if (!member) throw error;
      }
    }
    if (person) {
      const identity = await repo.findIdentity(db, appId, person.openid);
      // An identity linked to another account stays there: moving it would lock that account out.
      if (!identity) {
        try {
          await repo.insertIdentity(db, { memberId: member.id, appId, openid: person.openid, unionid: person.unionid, createdAt: this.date() });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (person.unionid) await this.deps.members.setUnionidIfEmpty(member.id, person.unionid, db);
    }
    return (await this.deps.members.findActive(member.id, db)) ?? member;
  }

  /**
   * Legacy mini-program login (/api/login/wxa). `ency`/`iv` are wx.getUserInfo's encryptedData and
   * iv, decrypted with the session_key of `code`; only what decrypts is trusted (unionId, and a
   * phone number when the encrypted data is getPhoneNumber's). The plain nickname and avatar only
   * name a new account; the plain unionid is ignored. Plain values breaking the profile rule are
   * refused (code 400, before WeChat is asked); the decrypted ones are WeChat's and are cleaned.
   */
  async wxaLogin(
    body: { code: string; nickname?: string; avatar?: string; iv?: string; ency?: string; platformCode?: WechatPlatformCode; appKey?: string },
    sessionMemberId: number | null,
  ): Promise<LoginResult> {
    const sent = { nickname: body.nickname?.trim() ? acceptedName('nickname', body.nickname) : '', avatar: acceptedAvatar(body.avatar) };
    const { app } = this.appletApp(body.platformCode, body.appKey);
    const session = await this.wechat(() => this.deps.driver.code2session(app, body.code));
    let data: Record<string, unknown> | null = null;
    if (body.ency || body.iv) {
      data = body.ency && body.iv ? decryptUserData(body.ency, body.iv, session.sessionKey, app.appId) : null;
      if (!data) throw new BizError(CODE.badRequest, WECHAT_TEXT.decryptFailed);
    }
    const vouched = wechatProfile({ nickname: data?.nickName, avatar: data?.avatarUrl });
    const person: WechatPerson = {
      openid: session.openid,
      unionid: session.unionid ?? (typeof data?.unionId === 'string' ? data.unionId : null),
      nickname: vouched.nickname || sent.nickname,
      avatar: vouched.avatar || sent.avatar,
    };
    const phone = typeof data?.purePhoneNumber === 'string' ? data.purePhoneNumber : null;
    const member = phone
      ? await this.memberByMobile(app.appId, phone, person, sessionMemberId)
      : await this.memberFor(app.appId, person, sessionMemberId);
    return this.login(member);
  }

  /** wx.config fields for the official account's JS-SDK on `url` (signed with the fixed nonce). */
  async shareConfig(url: string): Promise<WechatShareConfig> {
    const app = this.offiaccountApp();
    const ticket = await this.wechat(() => this.deps.driver.jsapiTicket(app));
    const timestamp = Math.floor(this.deps.now() / 1000);
    return { appId: app.appId, timestamp, nonceStr: WECHAT_SHARE_NONCE, signature: jsapiSignature(ticket, WECHAT_SHARE_NONCE, timestamp, url) };
  }

  /**
   * The member's openid under the official account ('offiaccount', JSAPI pay in the WeChat browser)
   * or under one of the mini-programs ('applet'), with that app's id; null when they never signed in there.
   */
  async payerIdentity(memberId: number, kind: 'offiaccount' | 'applet'): Promise<{ appId: string; openid: string } | null> {
    const { config } = this.deps;
    const appIds =
      kind === 'offiaccount'
        ? [config.offiaccount?.appId ?? (this.dev ? DEV_APP_IDS.offiaccount : null)]
        : [config.applet?.appId, config.applet2?.appId, ...(this.dev ? [DEV_APP_IDS.wxApplet, DEV_APP_IDS.wxApplet2] : [])];
    const identity = (await repo.identitiesOf(this.deps.db, memberId)).find((i) => appIds.includes(i.appId));
    return identity ? { appId: identity.appId, openid: identity.openid } : null;
  }

  async bindable(memberId: number): Promise<BindableItem[]> {
    const { db, config } = this.deps;
    const member = await this.deps.members.findActive(memberId, db);
    if (!member) throw new BizError(CODE.unauthorized, TEXT.unauthorized);
    const identities = await repo.identitiesOf(db, memberId);
    const offiaccountId = config.offiaccount?.appId ?? (this.dev ? DEV_APP_IDS.offiaccount : null);
    const appletIds = [config.applet?.appId, config.applet2?.appId].filter(Boolean) as string[];
    if (this.dev) appletIds.push(DEV_APP_IDS.wxApplet, DEV_APP_IDS.wxApplet2);
    const wechatItem = (type: 'offiaccount' | 'applet', title: string, appIds: string[]): BindableItem => {
      const identity = identities.find((i) => appIds.includes(i.appId));
      return {
        type,
        title,
        bound: Boolean(identity),
        value: identity ? identity.nickname || '已绑定' : '',
        canBind: appIds.length > 0 && !identity,
      };
    };
    return [
      { type: 'mobile', title: WECHAT_TEXT.bindTitleMobile, bound: Boolean(member.mobile), value: member.mobile ? maskMobile(member.mobile) : '', canBind: true },
      wechatItem('offiaccount', WECHAT_TEXT.bindTitleOffiaccount, offiaccountId ? [offiaccountId] : []),
      wechatItem('applet', WECHAT_TEXT.bindTitleApplet, appletIds),
    ];
  }

  private async bindMobileTo(memberId: number, mobile: string): Promise<MemberRow> {
    try {
      const member = await this.deps.members.setMobile(memberId, mobile, this.deps.db);
      if (!member) throw new BizError(CODE.unauthorized, TEXT.unauthorized);
      return member;
    } catch (error) {
      if (isUniqueViolation(error)) throw new BizError(CODE.badRequest, WECHAT_TEXT.mobileTaken);
      throw error;
    }
  }

  /**
   * Binds (or changes to) a mobile proven by an SMS code of purpose 'bind'. A mobile that belongs to
   * another active account is refused, never merged: the person can log in with it instead.
   */
  async bindMobile(memberId: number, mobile: string, code: string): Promise<void> {
    const { db, sms } = this.deps;
    const holder = await this.deps.members.findActiveByMobile(mobile, db);
    if (holder && holder.id !== memberId) throw new BizError(CODE.badRequest, WECHAT_TEXT.mobileTaken);
    await sms.verify(mobile, ['bind'], code);
    if (holder?.id === memberId) return;
    await this.bindMobileTo(memberId, mobile);
  }
}
