import { API } from '@caixue/contract';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { TeacherIdParamsSchema, TeacherListQuerySchema, TeacherProfileSchema } from '@caixue/contract/schemas/course';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { callerId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { SocialService } from '../social/service';
import { TeacherService } from './service';

const tags = ['teacher'];

/** Teacher list and profile (public; `followed` for a member who sent a token). */
export const teacherRoutes: FastifyPluginAsyncTypebox<{ db: Db; social: SocialService }> = async (app, { db, social }) => {
  const teachers = new TeacherService({ db, social });

  app.get(
    API.teacher.list,
    {
      schema: {
        tags,
        summary: '老师列表（hasCourse=1 只列有课程的老师），含关注数与资讯、课程、回放数',
        querystring: TeacherListQuerySchema,
        response: { 200: TableEnvelopeSchema(TeacherProfileSchema) },
      },
    },
    async (request) => table(await teachers.list(callerId(request), request.query)),
  );

  app.get(
    API.teacher.info(':id'),
    {
      schema: {
        tags,
        summary: '老师主页资料：简介、证书编号、标签、关注数、是否已关注、资讯/课程/回放数',
        params: TeacherIdParamsSchema,
        response: { 200: EnvelopeSchema(TeacherProfileSchema) },
      },
    },
    async (request) => ok(await teachers.info(callerId(request), request.params.id)),
  );
};
