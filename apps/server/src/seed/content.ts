import { APP_VERSION, FOOTER_CATEGORY_CODE, HOME_BANNER_CODE, type LinkTypeCode } from '@caixue/contract';
import { POPUP_POSITION } from '../modules/ad/repo';
import { MENU_CATEGORY } from '../modules/nav/repo';
import { advertSvg, avatarSvg, bannerSvg, menuIconSvg, tabIconSvg, type BannerArt, type GlyphName } from './images';

/** Chinese demo content for the first start (and for tests). Pictures are generated from this data. */

export const SEED_NAME = 'demo-content-v1';
export const SEED_PICTURES_DIR = 'seed';
const pic = (file: string) => `/uploads/${SEED_PICTURES_DIR}/${file}`;

export const DEMO_PASSWORD = 'caixue123';

export interface DemoMember {
  key: string;
  mobile: string | null;
  username: string | null;
  password: string;
  name: string;
  isTeacher: 0 | 1;
  roles: string[];
  permissions: string[];
  avatarColors: [string, string];
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    key: 'zhangsan',
    mobile: '13800000001',
    username: null,
    password: DEMO_PASSWORD,
    name: '张三',
    isTeacher: 0,
    roles: [],
    permissions: [],
    avatarColors: ['#4facfe', '#00c6fb'],
  },
  {
    key: 'teacher-li',
    mobile: '13800000002',
    username: null,
    password: DEMO_PASSWORD,
    name: '李老师',
    isTeacher: 1,
    roles: [],
    permissions: [],
    avatarColors: ['#f6416c', '#d81e06'],
  },
  {
    key: 'admin',
    mobile: null,
    username: 'admin',
    password: 'admin123',
    name: '管理员',
    isTeacher: 0,
    roles: ['admin'],
    permissions: ['*:*:*'],
    avatarColors: ['#434343', '#000000'],
  },
];

export interface DemoTeacher {
  key: string;
  name: string;
  title: string;
  description: string;
  colors: [string, string];
  /** The member account that speaks as this teacher in live rooms. */
  memberKey?: string;
}

export const DEMO_TEACHERS: DemoTeacher[] = [
  {
    key: 'li',
    name: '李建华',
    title: '首席投资顾问 · 从业 20 年',
    description: '擅长宏观经济与行业轮动分析，坚持价值投资，带你读懂市场的长期逻辑。',
    colors: ['#ff6a00', '#d81e06'],
    memberKey: 'teacher-li',
  },
  {
    key: 'wang',
    name: '王雅琴',
    title: '技术分析讲师 · 注册分析师',
    description: '专注 K 线形态与量价关系，课程深入浅出，适合刚入门的投资者。',
    colors: ['#f093fb', '#f5576c'],
  },
  {
    key: 'chen',
    name: '陈志强',
    title: '量化策略研究员',
    description: '用数据说话，分享量化选股与风险控制的实战方法。',
    colors: ['#43e97b', '#38a169'],
  },
  {
    key: 'liu',
    name: '刘思远',
    title: '基金与资产配置讲师',
    description: '帮助普通家庭做好资产配置，讲解基金定投与长期复利。',
    colors: ['#667eea', '#764ba2'],
  },
  {
    key: 'zhao',
    name: '赵文博',
    title: '债券与固收分析师',
    description: '深耕债券市场十余年，解读利率走势与稳健理财之道。',
    colors: ['#30cfd0', '#330867'],
  },
];

export interface DemoMenuItem {
  title: string;
  glyph: GlyphName;
  link: string;
  linkParams?: string;
  permission?: number;
  permissionMsg?: string;
  noPermissionLink?: string;
}

export const DEMO_MENU: DemoMenuItem[] = [
  { title: '图文直播', glyph: 'chat', link: '/pages/applets/index/index' },
  { title: '视频直播', glyph: 'live', link: '/pages/liveVideo/list/index' },
  { title: '资讯', glyph: 'news', link: '/pages/news/list/index', linkParams: 'id=15' },
  { title: '课程', glyph: 'course', link: '/pages/course/list/index' },
  { title: '名师', glyph: 'teacher', link: '/pages/teacher/list/index' },
  {
    title: '股票池',
    glyph: 'stock',
    link: '/pages/stock/stockPoolList/index',
    permission: -1,
    permissionMsg: '股票池为会员专享服务，开通后即可查看每日精选股票。',
    noPermissionLink: '/pages/goods/list/index',
  },
  { title: '回放', glyph: 'replay', link: '/pages/playback/list/index' },
  { title: 'AI助手', glyph: 'ai', link: '/pages/ai/index/index' },
];

export interface DemoTab {
  title: string;
  glyph: GlyphName;
  link: string;
}

/** H5 has four tabs; the mini-program and the native apps use the three-entry variant (SPEC §2). */
const H5_TABS: DemoTab[] = [
  { title: '首页', glyph: 'home', link: '/pages/index/index' },
  { title: '直播', glyph: 'live', link: '/pages/page/index/index' },
  { title: '学堂', glyph: 'school', link: '/pages/page/index2/index' },
  { title: '我的', glyph: 'mine', link: '/pages/mine/index/index' },
];
const THREE_TABS: DemoTab[] = [
  { title: '首页', glyph: 'home', link: '/pages/index/index' },
  { title: '资讯', glyph: 'news', link: '/pages/news/list/index?id=15' },
  { title: '我的', glyph: 'mine', link: '/pages/mine/index/index' },
];
export const DEMO_TABS: Record<LinkTypeCode, DemoTab[]> = {
  h5: H5_TABS,
  wxApplet: THREE_TABS,
  ios: THREE_TABS,
  android: THREE_TABS,
};

export interface DemoBanner extends BannerArt {
  key: string;
  link: string;
}

export const DEMO_BANNERS: DemoBanner[] = [
  {
    key: 'banner-camp',
    title: '新手投资训练营',
    subtitle: '7 天读懂 K 线与成交量',
    badge: '免费公开课',
    colors: ['#ff7a45', '#d81e06'],
    link: '/pages/course/list/index',
  },
  {
    key: 'banner-live',
    title: '名师直播 每晚八点',
    subtitle: '盘后复盘 · 热点解读 · 在线答疑',
    badge: '直播中',
    colors: ['#5b8cff', '#3a3fd8'],
    link: '/pages/liveVideo/list/index',
  },
  {
    key: 'banner-vip',
    title: '财学会员 限时优惠',
    subtitle: '解锁股票池、专栏与全部课程',
    badge: '会员专享',
    colors: ['#b37feb', '#722ed1'],
    link: '/pages/goods/list/index',
  },
];

export const DEMO_ADVERT: DemoBanner & { version: string } = {
  key: 'advert-launch',
  title: '财学 2.0 全新上线',
  subtitle: '直播、课程、资讯一站学习',
  badge: '新版本 · 新体验',
  colors: ['#ff4d4f', '#a8071a'],
  link: '/pages/course/list/index',
  version: `${APP_VERSION}-launch`,
};

export const DEMO_VERSION = {
  sn: APP_VERSION,
  status: 0,
  isForce: 0,
  iosLink: 'https://apps.apple.com/cn/app/caixue/id0000000000',
  androidLink: 'https://caixue.example.com/download/caixue-2.0.30.apk',
  content: '1. 全新首页与底部导航\n2. 支持短信验证码登录与注册\n3. 体验与性能优化',
  platforms: ['h5', 'ios', 'android', 'wxApplet'],
};

export interface SeedFile {
  file: string;
  content: string;
}

/** Every generated picture, so the seeder can write them and tests can check them. */
export function seedPictures(): SeedFile[] {
  return [
    ...DEMO_MEMBERS.map((m) => ({ file: `member-${m.key}.svg`, content: avatarSvg(m.name[0], m.avatarColors) })),
    ...DEMO_TEACHERS.map((t) => ({ file: `teacher-${t.key}.svg`, content: avatarSvg(t.name[0], t.colors) })),
    ...DEMO_MENU.map((item) => ({ file: `menu-${item.glyph}.svg`, content: menuIconSvg(item.glyph) })),
    ...uniqueGlyphs().flatMap((glyph) => [
      { file: `tab-${glyph}.svg`, content: tabIconSvg(glyph, false) },
      { file: `tab-${glyph}-active.svg`, content: tabIconSvg(glyph, true) },
    ]),
    ...DEMO_BANNERS.map((b) => ({ file: `${b.key}.svg`, content: bannerSvg(b) })),
    { file: `${DEMO_ADVERT.key}.svg`, content: advertSvg(DEMO_ADVERT) },
  ];
}

function uniqueGlyphs(): GlyphName[] {
  return [...new Set(Object.values(DEMO_TABS).flat().map((tab) => tab.glyph))];
}

export const pictureUrl = {
  member: (key: string) => pic(`member-${key}.svg`),
  teacher: (key: string) => pic(`teacher-${key}.svg`),
  menu: (glyph: GlyphName) => pic(`menu-${glyph}.svg`),
  tab: (glyph: GlyphName, active: boolean) => pic(`tab-${glyph}${active ? '-active' : ''}.svg`),
  banner: (key: string) => pic(`${key}.svg`),
};

export const SEED_CATEGORIES = { menu: MENU_CATEGORY, footer: FOOTER_CATEGORY_CODE, banner: HOME_BANNER_CODE, popup: POPUP_POSITION };
