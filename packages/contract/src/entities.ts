/** Entities shared by client and server (SPEC §3). Ids are numbers. */

/** Login result (§3). */
export interface LoginResult {
  token: string;
  memberId: number;
  isTeacher: 0 | 1;
  unionid: string | null;
}

export interface MemberInfo {
  id: number;
  account: string | null;
  mobile: string | null;
  name: string;
  nickname: string;
  avatar: string;
  isTeacher: 0 | 1;
  unionid: string | null;
  createTime: string;
  /** False for members who never set a password (WeChat sign-in): they may set one without the old. */
  hasPassword?: boolean;
}

/** Admin-style GET /getInfo. */
export interface AdminInfo {
  user: { userName: string; nickName: string; avatar: string };
  roles: string[];
  permissions: string[];
}

/** Link/menu item (§3). permission 1 = may open; other values with permissionMsg prompt first (§4). */
export interface LinkItem {
  id: number;
  title: string;
  icon: string;
  typeCode: 'Miniprogram' | 'Page' | 'WebView';
  link: string;
  linkParams: string;
  permission: number;
  permissionMsg: string;
  noPermissionLink: string;
}

/** Footer nav item (§3). */
export interface FooterNavItem {
  id: number;
  title: string;
  link: string;
  icon: string;
  iconActive: string;
}

export interface Banner {
  id: number;
  pic: string;
  title: string;
  typeCode: LinkItem['typeCode'];
  link: string;
  linkParams: string;
}

export interface Advert extends Banner {
  /** Changes whenever the advert changes, so a closed popup reappears only for a new advert. */
  version: string;
}

export interface Teacher {
  id: number;
  name: string;
  avatar: string;
  title: string;
  description: string;
}

/** GET /api/app/tab/ver/2/home/info */
export interface HomeTabInfo {
  title: string;
  notice: string;
  menus: LinkItem[];
  banners: Banner[];
  teachers: Teacher[];
}

/** Version info (§3). status 1 = update required. */
export interface VersionInfo {
  sn: string;
  status: number;
  iosLink: string;
  androidLink: string;
  isForce: 0 | 1;
  content: string;
}

export interface CaptchaImage {
  captchaEnabled: boolean;
  uuid: string;
  /** A data: URL of the image. */
  img: string;
}

export type SmsPurpose = 'login' | 'register' | 'cancel' | 'bind';
