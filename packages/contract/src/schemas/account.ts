import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX, PROFILE_NAME_MAX } from '../account';

/**
 * Profile endpoints (SPEC §7 Member). The spec sends their parameters in the query; a JSON body
 * (signed like every JSON body) works too and wins. Lengths here are loose bounds: the service
 * applies the real rules (account.ts) so the member reads the exact message.
 */

const Loose = (max: number, description: string) => Type.String({ maxLength: max, description });

export const ModifyPasswordSchema = Type.Object({
  oldPassword: Type.Optional(Loose(64, '原密码（从未设置过密码的会员，如微信登录，可不填）')),
  newPassword: Type.Optional(Loose(64, `新密码，6-${PASSWORD_MAX} 位`)),
});
export type ModifyPasswordInput = Static<typeof ModifyPasswordSchema>;

export const ModifyNicknameSchema = Type.Object({
  nickname: Type.Optional(Loose(200, `昵称，1-${PROFILE_NAME_MAX} 个字，不含 < >`)),
});
export type ModifyNicknameInput = Static<typeof ModifyNicknameSchema>;

export const ModifyNameSchema = Type.Object({
  name: Type.Optional(Loose(200, `姓名，1-${PROFILE_NAME_MAX} 个字，不含 < >`)),
});
export type ModifyNameInput = Static<typeof ModifyNameSchema>;

export const AvatarResultSchema = Type.Object({ avatar: Type.String({ description: '新头像地址，/uploads/avatars/….png' }) });
export type AvatarResult = Static<typeof AvatarResultSchema>;
