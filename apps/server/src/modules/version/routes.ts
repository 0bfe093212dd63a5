import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { VersionInfoSchema, VersionQuerySchema } from '@caixue/contract/schemas/content';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { latestRelease, platformOf } from './service';

const tags = ['content'];
const schema = {
  tags,
  querystring: VersionQuerySchema,
  response: { 200: EnvelopeSchema(VersionInfoSchema) },
};

export const versionRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.version.latestInfo,
    { schema: { ...schema, summary: '客户端最新版本（sn，appId 或 platform）' } },
    async (request) => ok(await latestRelease(db, platformOf(request.query))),
  );

  app.get(
    API.version.clientLatest,
    { schema: { ...schema, summary: '客户端最新版本（同上，旧路径）' } },
    async (request) => ok(await latestRelease(db, platformOf(request.query))),
  );
};
