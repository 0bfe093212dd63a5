/** Business constants and limits (SPEC §1, §2, §9). */
export const APP_VERSION = '2.0.30';
export const APP_VERSION_CODE = 2030;
export const TINT = '#d81e06';
export const TAB_INACTIVE_COLOR = '#000000';
export const PAGE_SIZE = 20;
export const APPLET_PAGE_SIZE = 10;
export const AD_PAGE_SIZE = 99;
export const WORD_LIVE_ROOM_FETCH = 100;
export const TIMEOUT = {
  request: 10_000,
  upload: 10_000,
  newsFind: 30_000,
  aiChat: 600_000,
  captcha: 20_000,
  chunkLoad: 120_000,
  asyncPage: 60_000,
  asyncPageDelay: 200,
} as const;
export const HEARTBEAT_MS = 60_000;
export const SOCKET_RECONNECT_MS = 10_000;
export const NETWORK_RETRY_MS = 1_000;
export const TOAST_MS = 2_500;
export const DEFAULT_FONT_SIZE = 1.2;
export const FONT_SIZE_CHOICES = [1, 1.1, 1.2, 1.3, 1.4, 1.5] as const;
export const BREAKPOINTS = [1450, 1200, 800, 600, 400, 320] as const;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const ALL_PERMISSION = '*:*:*';
export const ADMIN_ROLE = 'admin';
export const HOME_BANNER_CODE = 'homeBanner';
export const FOOTER_CATEGORY_CODE = 'footer';
/** linkTypeCode of the footer list: wxApplet, h5, else the OS name (SPEC §7). */
export type LinkTypeCode = 'wxApplet' | 'h5' | 'ios' | 'android';
