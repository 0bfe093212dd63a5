/**
 * Profile and account rules shared by the server (checks) and the client (same checks before the
 * call, same messages): nickname, name, password change, avatar, account cancellation.
 */

/** Nickname (称呼) and name (姓名): 1-20 characters after trimming. */
export const PROFILE_NAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Avatars: at most 2 MB (a phone photo compressed by the picker is far below it). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Longest avatar address kept (WeChat's are about 150 characters). */
export const AVATAR_URL_MAX = 512;

export const ACCOUNT_TEXT = {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: `昵称不能超过${PROFILE_NAME_MAX}个字`,
  nicknameInvalid: '昵称不能包含 < > 等特殊字符',
  nicknameSaved: '昵称修改成功',
  nameRequired: '请输入姓名',
  nameTooLong: `姓名不能超过${PROFILE_NAME_MAX}个字`,
  nameInvalid: '姓名不能包含 < > 等特殊字符',
  nameSaved: '姓名修改成功',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  newPasswordRequired: '请输入新密码',
  passwordLength: `密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}位`,
  confirmPasswordRequired: '请再次输入新密码',
  passwordMismatch: '两次输入的新密码不一致',
  passwordSameAsOld: '新密码不能与原密码相同',
  passwordSaved: '密码修改成功',
  avatarTooLarge: '头像图片不能超过 2MB',
  avatarSaved: '头像修改成功',
  avatarInvalid: '头像地址无效，请使用上传的图片或 https 地址',
  accountCancelled: '账号已注销',
} as const;

export type ProfileField = 'nickname' | 'name';

const FIELD_TEXT = {
  nickname: { required: ACCOUNT_TEXT.nicknameRequired, tooLong: ACCOUNT_TEXT.nicknameTooLong, invalid: ACCOUNT_TEXT.nicknameInvalid },
  name: { required: ACCOUNT_TEXT.nameRequired, tooLong: ACCOUNT_TEXT.nameTooLong, invalid: ACCOUNT_TEXT.nameInvalid },
} as const;

/** Markup characters, and control / invisible format characters that would garble the display. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[<>\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
/** The same set, every occurrence (for cleaning what WeChat supplies). */
const FORBIDDEN_IN_NAME_ALL = new RegExp(FORBIDDEN_IN_NAME.source, 'g');

export type NameCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks a nickname or name: trimmed, 1-20 characters (counted as code points, so an emoji is one),
 * no `<`/`>` (refused rather than silently stripped: the member sees exactly what is stored).
 */
export function checkProfileName(field: ProfileField, raw: string | null | undefined): NameCheck {
  const text = FIELD_TEXT[field];
  const value = (raw ?? '').trim();
  if (value === '') return { ok: false, message: text.required };
  if (FORBIDDEN_IN_NAME.test(value)) return { ok: false, message: text.invalid };
  if ([...value].length > PROFILE_NAME_MAX) return { ok: false, message: text.tooLong };
  return { ok: true, value };
}

/**
 * A name WeChat supplies (official-account userinfo, decrypted mini-program data), made to fit the
 * rule above instead of refused, so a WeChat user always gets in: `<` `>` become the full-width
 * `＜` `＞` (the name still reads as in WeChat but is no markup), control and invisible characters go,
 * and it is cut to 20 characters. '' when nothing is left (the caller names the member then).
 */
export function cleanProfileName(raw: string | null | undefined): string {
  const value = (raw ?? '')
    .replace(/</g, '＜')
    .replace(/>/g, '＞')
    .replace(FORBIDDEN_IN_NAME_ALL, '')
    .trim();
  return [...value].slice(0, PROFILE_NAME_MAX).join('').trim();
}

export type AvatarCheck = { ok: true; value: string } | { ok: false; message: string };

/** Characters never in an avatar address we keep (they could end an HTML attribute or hide text). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_URL = /[\u0000-\u0020\u007f-\u009f"'<>\\`\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
/** A stored file: /uploads/ then path segments of ordinary characters, none starting with a dot (no `..`, no dotfiles). */
const UPLOADS_PATH = /^\/uploads(\/(?!\.)[\w.-]+)+$/;

/**
 * Checks an avatar address: '' (none, the default picture), a file of our storage (`/uploads/…`),
 * or an https address without user or password. Anything else — `javascript:`, `data:`, `http:`,
 * `//host`, quotes or spaces — is refused.
 */
export function checkAvatarUrl(raw: string | null | undefined): AvatarCheck {
  const value = (raw ?? '').trim();
  if (value === '') return { ok: true, value };
  const refused = { ok: false, message: ACCOUNT_TEXT.avatarInvalid } as const;
  if (value.length > AVATAR_URL_MAX || FORBIDDEN_IN_URL.test(value)) return refused;
  if (value.startsWith('/')) return UPLOADS_PATH.test(value) ? { ok: true, value } : refused;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refused;
  }
  const https = url.protocol === 'https:' && value.toLowerCase().startsWith('https://') && url.hostname !== '';
  return https && url.username === '' && url.password === '' ? { ok: true, value } : refused;
}

/**
 * An avatar address WeChat supplies, kept when it passes checkAvatarUrl; WeChat's older `http://`
 * picture addresses are asked for over https (its picture hosts serve both), anything else is
 * dropped ('' — the default picture) rather than refusing the login.
 */
export function cleanAvatarUrl(raw: string | null | undefined): string {
  const value = (raw ?? '').trim().replace(/^http:\/\//i, 'https://');
  const check = checkAvatarUrl(value);
  return check.ok ? check.value : '';
}

export interface PasswordChangeInput {
  oldPassword?: string;
  newPassword: string;
  confirmPassword?: string;
  /** False for members who never had a password (WeChat sign-in): they set one without the old. */
  requireOld: boolean;
}

/** The first problem with a password change, or null. The server checks the same, bar the confirmation. */
export function checkPasswordChange({ oldPassword, newPassword, confirmPassword, requireOld }: PasswordChangeInput): string | null {
  if (requireOld && !oldPassword) return ACCOUNT_TEXT.oldPasswordRequired;
  if (!newPassword) return ACCOUNT_TEXT.newPasswordRequired;
  if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) return ACCOUNT_TEXT.passwordLength;
  if (confirmPassword !== undefined) {
    if (!confirmPassword) return ACCOUNT_TEXT.confirmPasswordRequired;
    if (confirmPassword !== newPassword) return ACCOUNT_TEXT.passwordMismatch;
  }
  if (requireOld && oldPassword === newPassword) return ACCOUNT_TEXT.passwordSameAsOld;
  return null;
}

/** What POST /api/member/modify/avatar answers in `data` (and, RuoYi style, `url` at the top level). */
export type { AvatarResult } from './schemas/account';
