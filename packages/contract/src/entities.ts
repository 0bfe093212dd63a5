/**
 * Entities shared by client and server (SPEC §3). Ids are numbers. The shapes are the TypeBox
 * schemas in ./schemas (the single source); these are their static types.
 */
export type { AdminInfo, CaptchaImage } from './schemas/admin';
export type { Advert, Banner, FooterNavItem, HomeTabInfo, LinkItem, Teacher, VersionInfo } from './schemas/content';
export type { LoginResult, MemberInfo, SmsPurpose } from './schemas/member';
