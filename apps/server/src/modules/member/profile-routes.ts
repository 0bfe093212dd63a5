import { ACCOUNT_TEXT, API, AVATAR_MAX_BYTES } from '@caixue/contract';
import {
  AvatarResultSchema,
  ModifyNameSchema,
  ModifyNicknameSchema,
  ModifyPasswordSchema,
} from '@caixue/contract/schemas/account';
import { EnvelopeSchema, MessageEnvelopeSchema } from '@caixue/contract/schemas/common';
import { MemberInfoSchema } from '@caixue/contract/schemas/member';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../http/auth';
import { ok, okMessage } from '../../http/envelope';
import { receiveImage, registerImageMultipart } from '../../http/image-upload';
import type { FileStorage } from '../../integrations/storage/storage';
import { ProfileService } from './profile-service';
import type { SessionRevocations } from '../../auth/revocations';
import type { Db } from '../../db/client';

export interface ProfileRoutesOptions {
  db: Db;
  storage: FileStorage;
  now: () => number;
  revocations: SessionRevocations;
}

const tags = ['member'];
const InfoEnvelope = EnvelopeSchema(MemberInfoSchema);

/** A JSON body wins over the query (SPEC §7 sends these in the query); no body at all is fine. */
const bodyOrQuery = async (request: { body: unknown }) => {
  request.body ??= {};
};

/** The member's own profile (issue 4): avatar, password, name, nickname. Every route needs a token. */
export const memberProfileRoutes: FastifyPluginAsyncTypebox<ProfileRoutesOptions> = async (app, { db, storage, now, revocations }) => {
  const profiles = new ProfileService({ db, storage, now, revocations });
  // Multipart for this plugin's routes only (the avatar upload).
  await registerImageMultipart(app, AVATAR_MAX_BYTES);

  app.post(
    API.member.modifyAvatar,
    {
      schema: {
        tags,
        summary: '上传头像（multipart，字段 file；png/jpg/jpeg/gif/bmp，按文件内容校验，≤2MB）',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(AvatarResultSchema) },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const image = await receiveImage(request, { maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: ACCOUNT_TEXT.avatarTooLarge });
      return ok({ avatar: await profiles.changeAvatar(memberId, image) }, ACCOUNT_TEXT.avatarSaved);
    },
  );

  app.post(
    API.member.modifyPassword,
    {
      // The spec puts the passwords in the query: keep request URLs of this route out of the info log.
      logLevel: 'warn',
      schema: {
        tags,
        summary: '修改密码：oldPassword（从未设置密码的会员可不填）、newPassword（6-20 位）；其他登录设备随之下线',
        querystring: ModifyPasswordSchema,
        body: ModifyPasswordSchema,
        response: { 200: MessageEnvelopeSchema },
      },
      preValidation: bodyOrQuery,
    },
    async (request) => {
      const session = requireSession(request);
      const { body, query } = request;
      await profiles.changePassword(session, body.oldPassword ?? query.oldPassword, body.newPassword ?? query.newPassword);
      return okMessage(ACCOUNT_TEXT.passwordSaved);
    },
  );

  app.post(
    API.member.modifyNickname,
    {
      schema: {
        tags,
        summary: '修改昵称（称呼）：nickname，1-20 个字，不含 < >',
        querystring: ModifyNicknameSchema,
        body: ModifyNicknameSchema,
        response: { 200: InfoEnvelope },
      },
      preValidation: bodyOrQuery,
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const nickname = request.body.nickname ?? request.query.nickname;
      return ok(await profiles.rename(memberId, 'nickname', nickname), ACCOUNT_TEXT.nicknameSaved);
    },
  );

  app.post(
    API.member.modifyName,
    {
      schema: {
        tags,
        summary: '修改姓名：name，1-20 个字，不含 < >',
        querystring: ModifyNameSchema,
        body: ModifyNameSchema,
        response: { 200: InfoEnvelope },
      },
      preValidation: bodyOrQuery,
    },
    async (request) => {
      const { memberId } = requireSession(request);
      return ok(await profiles.rename(memberId, 'name', request.body.name ?? request.query.name), ACCOUNT_TEXT.nameSaved);
    },
  );
};
