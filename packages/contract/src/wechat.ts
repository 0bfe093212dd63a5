/**
 * WeChat login, share and account binding (SPEC §3 "Mini-program login", §4 platformCode, §7).
 * Constants and texts shared by the client and the server; the shapes are the schemas in ./schemas/wechat.
 */

/**
 * platformCode of the mini-program login: one variant per configured mini-program app key (§4).
 * The first app (WECHAT_APPLET_APPID) is 'wxApplet', the second (WECHAT_APPLET2_APPID) 'wxApplet2'.
 */
export const WECHAT_PLATFORM_CODES = ['wxApplet', 'wxApplet2'] as const;
export type WechatPlatformCode = (typeof WECHAT_PLATFORM_CODES)[number];

/** The JS-SDK signature uses this nonce every time (the server signs, the client passes it to wx.config). */
export const WECHAT_SHARE_NONCE = 'CaixueShare2030';

/** The client asks for a fresh JS-SDK signature this often (SPEC §7: 3,600,000 ms). */
export const WECHAT_CONFIG_REFRESH_MS = 3_600_000;
/** SPEC §9: WeChat detection runs this long after launch. */
export const WECHAT_DETECT_DELAY_MS = 1_000;

export type {
  AppletLoginBody,
  AppletPhoneBody,
  BindableItem,
  BindableType,
  BindMobileBody,
  WechatShareConfig,
} from './schemas/wechat';

/** User-facing texts of the WeChat flows (chosen wording; SPEC §8 gives none). */
export const WECHAT_TEXT = {
  codeInvalid: '微信授权已失效，请重新授权',
  codeUsed: '微信授权码已使用，请重新授权',
  rateLimited: '微信接口调用过于频繁，请稍后再试',
  busy: '微信系统繁忙，请稍后再试',
  unreachable: '无法连接微信服务，请稍后再试',
  misconfigured: '微信服务配置有误，请联系客服',
  failed: '微信服务暂不可用，请稍后再试',
  notConfigured: '暂未开通微信登录',
  unknownAppKey: '未知的小程序标识，请更新小程序后重试',
  platformMismatch: '小程序标识与平台代码不匹配',
  decryptFailed: '微信用户数据校验失败，请重新授权',
  phoneMissing: '未获取到微信绑定的手机号',
  mobileTaken: '该手机号已绑定其他账号，请使用该手机号登录',
  mobileBound: '手机号绑定成功',
  wechatLogin: '微信登录',
  phoneLogin: '手机号快捷登录',
  wechatLoginOk: '登录成功',
  stateMismatch: '微信授权已失效，请重新授权',
  bindTitleMobile: '手机号',
  bindTitleOffiaccount: '微信公众号',
  bindTitleApplet: '微信小程序',
} as const;
