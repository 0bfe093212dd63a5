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
