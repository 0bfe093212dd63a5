import { Type, type Static } from '@sinclair/typebox';

/** Home content: menus, footer tabs, banners, advert popup, teachers, versions (SPEC §3, §7). */

export const LinkTypeCodeSchema = Type.Union([Type.Literal('Miniprogram'), Type.Literal('Page'), Type.Literal('WebView')]);

export const LinkItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  icon: Type.String(),
  typeCode: LinkTypeCodeSchema,
  link: Type.String(),
  linkParams: Type.String(),
  permission: Type.Integer({ description: '1 可直接打开；其他值且有 permissionMsg 时先提示' }),
  permissionMsg: Type.String(),
  noPermissionLink: Type.String(),
});
/** Link/menu item (§3). permission 1 = may open; other values with permissionMsg prompt first (§4). */
export type LinkItem = Static<typeof LinkItemSchema>;

export const FooterNavItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  link: Type.String(),
  icon: Type.String(),
  iconActive: Type.String(),
});
export type FooterNavItem = Static<typeof FooterNavItemSchema>;

export const FooterQuerySchema = Type.Object({
  categoryCode: Type.Optional(Type.Literal('footer', { default: 'footer' })),
  versionSn: Type.Optional(Type.String({ maxLength: 20, description: '客户端版本号（保留，当前不影响结果）' })),
  linkTypeCode: Type.Optional(
    Type.Union([Type.Literal('wxApplet'), Type.Literal('h5'), Type.Literal('ios'), Type.Literal('android')], {
      default: 'h5',
      description: 'wxApplet、h5，或系统名 ios / android',
    }),
  ),
});

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  pic: Type.String(),
  title: Type.String(),
  typeCode: LinkTypeCodeSchema,
  link: Type.String(),
  linkParams: Type.String(),
});
export type Banner = Static<typeof BannerSchema>;

export const AdvertSchema = Type.Object({
  ...BannerSchema.properties,
  version: Type.String({ description: '广告变化时随之变化；客户端据此决定关闭后是否再次弹出' }),
});
export type Advert = Static<typeof AdvertSchema>;

export const TeacherSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  title: Type.String(),
  description: Type.String(),
});
export type Teacher = Static<typeof TeacherSchema>;

export const HomeTabInfoSchema = Type.Object({
  title: Type.String(),
  notice: Type.String(),
  menus: Type.Array(LinkItemSchema),
  banners: Type.Array(BannerSchema),
  teachers: Type.Array(TeacherSchema),
});
export type HomeTabInfo = Static<typeof HomeTabInfoSchema>;

export const VersionInfoSchema = Type.Object({
  sn: Type.String(),
  status: Type.Integer(),
  iosLink: Type.String(),
  androidLink: Type.String(),
  isForce: Type.Union([Type.Literal(0), Type.Literal(1)]),
  content: Type.String(),
});
export type VersionInfo = Static<typeof VersionInfoSchema>;

export const VersionQuerySchema = Type.Object({
  sn: Type.Optional(Type.String({ maxLength: 20, description: '已安装版本号，如 2.0.30' })),
  appId: Type.Optional(Type.String({ maxLength: 64 })),
  platform: Type.Optional(
    Type.String({ maxLength: 20, description: 'ios、android、h5 或 wxApplet；缺省按 appId 或 h5' }),
  ),
});
