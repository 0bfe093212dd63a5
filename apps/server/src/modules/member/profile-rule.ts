import { CODE, checkAvatarUrl, checkProfileName, cleanAvatarUrl, cleanProfileName, type ProfileField } from '@caixue/contract';
import { BizError } from '../../errors';

/**
 * The one rule for a member's name, nickname and avatar, for every route that sets them: register,
 * profile editing, the WeChat logins, and MemberService.create as the last guard. The checks are the
 * contract's (account.ts), shared with the client. What a person typed or a client sent is refused
 * with code 400 and the rule's message (they see exactly what is stored); what WeChat vouches for
 * is cleaned instead (wechatProfile), so a WeChat user is never locked out by their WeChat name.
 */
export function acceptedName(field: ProfileField, raw: string | null | undefined): string {
  const check = checkProfileName(field, raw);
  if (!check.ok) throw new BizError(CODE.badRequest, check.message);
  return check.value;
}

/** '' (no avatar), a file of our storage (/uploads/…) or an https address; anything else code 400. */
export function acceptedAvatar(raw: string | null | undefined): string {
  const check = checkAvatarUrl(raw);
  if (!check.ok) throw new BizError(CODE.badRequest, check.message);
  return check.value;
}

/** A nickname and avatar from WeChat's own answers (userinfo, decrypted data), made to fit the rule. */
export function wechatProfile(values: { nickname?: unknown; avatar?: unknown }): { nickname: string; avatar: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { nickname: cleanProfileName(text(values.nickname)), avatar: cleanAvatarUrl(text(values.avatar)) };
}
