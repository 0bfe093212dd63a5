import type { Static, TSchema } from '@sinclair/typebox';
import type * as E from '../entities';
import type * as A from './admin';
import type * as C from './content';
import type * as M from './member';

/**
 * Compile-time proof that the runtime schemas and the entity interfaces describe the same shapes:
 * `tsc -p packages/contract` fails when one side changes without the other.
 */
type Same<S extends TSchema, T> = [Static<S>] extends [T] ? ([T] extends [Static<S>] ? true : false) : false;
type Assert<T extends true> = T;

export type SchemaConformance = [
  Assert<Same<typeof M.LoginResultSchema, E.LoginResult>>,
  Assert<Same<typeof M.MemberInfoSchema, E.MemberInfo>>,
  Assert<Same<typeof A.AdminInfoSchema, E.AdminInfo>>,
  Assert<Same<typeof A.CaptchaImageSchema, E.CaptchaImage>>,
  Assert<Same<typeof C.LinkItemSchema, E.LinkItem>>,
  Assert<Same<typeof C.FooterNavItemSchema, E.FooterNavItem>>,
  Assert<Same<typeof C.BannerSchema, E.Banner>>,
  Assert<Same<typeof C.AdvertSchema, E.Advert>>,
  Assert<Same<typeof C.TeacherSchema, E.Teacher>>,
  Assert<Same<typeof C.HomeTabInfoSchema, E.HomeTabInfo>>,
  Assert<Same<typeof C.VersionInfoSchema, E.VersionInfo>>,
  Assert<Same<typeof M.SmsPurposeSchema, E.SmsPurpose>>,
];
