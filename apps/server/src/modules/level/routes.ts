import { API } from '@caixue/contract';
import {
  LevelModuleIdsParamsSchema,
  LiveValiditySchema,
  MemberAccessModuleSchema,
  MemberLevelInfoSchema,
} from '@caixue/contract/schemas/access-levels';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { LevelService, parseModuleIds } from './service';

const tags = ['member'];

/** §7 Member: levels and access. All need a token (none is in the spec's no-token list). */
export const levelRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => number }> = async (app, { db, now }) => {
  const levels = new LevelService({ db, now });

  app.get(
    API.member.levelsByModules(':ids'),
    {
      schema: {
        tags,
        summary: '开通这些模块（任一）的会员等级，含名称、介绍、图标、产品链接及各自开通的模块',
        params: LevelModuleIdsParamsSchema,
        response: { 200: EnvelopeSchema(Type.Array(MemberLevelInfoSchema)) },
      },
    },
    async (request) => ok(await levels.levelsForModules(parseModuleIds(request.params.ids))),
  );

  app.get(
    API.member.accessModules,
    {
      schema: {
        tags,
        summary: '调用者当前有效的模块及到期时间',
        response: { 200: EnvelopeSchema(Type.Array(MemberAccessModuleSchema)) },
      },
    },
    async (request) => ok(await levels.accessModules(requireSession(request).memberId)),
  );

  app.get(
    API.member.liveValidity,
    {
      schema: {
        tags,
        summary: '调用者的服务有效期：status 为 active、expiring（7 天内到期）、expired 或 none，附续费链接',
        response: { 200: EnvelopeSchema(LiveValiditySchema) },
      },
    },
    async (request) => ok(await levels.validity(requireSession(request).memberId)),
  );
};
