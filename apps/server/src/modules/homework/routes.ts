import { API } from '@caixue/contract';
import { EnvelopeSchema, IdParamsSchema, MessageEnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  HomeworkAnswerDetailSchema,
  HomeworkAnswerListQuerySchema,
  HomeworkAnswerRowSchema,
  HomeworkCountsQuerySchema,
  HomeworkCountsSchema,
  HomeworkDetailSchema,
  HomeworkGradeBodySchema,
  HomeworkIdBodySchema,
  HomeworkListQuerySchema,
  HomeworkSaveBodySchema,
  HomeworkSubmitBodySchema,
  MemberHomeworkSchema,
  TeacherCourseSchema,
  TeacherHomeworkQuerySchema,
  TeacherHomeworkSchema,
} from '@caixue/contract/schemas/homework';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok, okMessage, table } from '../../http/envelope';
import type { HomeworkService } from './service';

export interface HomeworkRoutesOptions {
  homework: HomeworkService;
}

const tags = ['homework'];

/** 我的作业 and 作业批改 (issue 16). Every route needs a token. */
export const homeworkRoutes: FastifyPluginAsyncTypebox<HomeworkRoutesOptions> = async (app, { homework }) => {
  app.get(
    API.homework.list,
    {
      schema: {
        tags,
        summary: '我的作业：可学习课程的作业，tab todo 待完成（含已逾期）/ submitted 已提交 / graded 已批改，分页',
        querystring: HomeworkListQuerySchema,
        response: { 200: TableEnvelopeSchema(MemberHomeworkSchema) },
      },
    },
    async (request) => table(await homework.list(memberId(request), request.query)),
  );

  app.get(
    API.homework.counts,
    {
      schema: { tags, summary: '我的作业各状态数量（courseId：某课程）', querystring: HomeworkCountsQuerySchema, response: { 200: EnvelopeSchema(HomeworkCountsSchema) } },
    },
    async (request) => ok(await homework.counts(memberId(request), request.query.courseId)),
  );

  app.get(
    API.homework.info(':id'),
    {
      schema: {
        tags,
        summary: '作业详情：题目与我的答案（老师：含正确答案）；无权学习该课程时 206',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(HomeworkDetailSchema) },
      },
    },
    async (request) => ok(await homework.info(memberId(request), request.params.id)),
  );

  app.post(
    API.homework.submit,
    {
      schema: {
        tags,
        summary: '提交作业：截止前提交一次（重复提交相同答案返回已提交的答案），选择题立即批改；图片为本人通过聊天图片上传得到的地址',
        body: HomeworkSubmitBodySchema,
        response: { 200: EnvelopeSchema(HomeworkDetailSchema) },
      },
    },
    async (request) => ok(await homework.submit(memberId(request), request.body)),
  );

  app.get(
    API.homework.answerInfo(':id'),
    {
      schema: {
        tags,
        summary: '作业答案：仅答题学员本人与课程老师可见（其他人 404）',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(HomeworkAnswerDetailSchema) },
      },
    },
    async (request) => ok(await homework.answerInfo(memberId(request), request.params.id)),
  );

  app.get(
    API.homework.answerList,
    {
      schema: {
        tags,
        summary: '老师：自己课程的作业答案，tab pending 待批改 / graded 已批改 / all，分页',
        querystring: HomeworkAnswerListQuerySchema,
        response: { 200: TableEnvelopeSchema(HomeworkAnswerRowSchema) },
      },
    },
    async (request) => table(await homework.answerList(memberId(request), request.query)),
  );

  app.post(
    API.homework.grade,
    {
      schema: {
        tags,
        summary: '老师：批改答案（简答题、图片题打分，逐题与整体点评；可再次修改）',
        body: HomeworkGradeBodySchema,
        response: { 200: EnvelopeSchema(HomeworkAnswerDetailSchema) },
      },
    },
    async (request) => ok(await homework.grade(memberId(request), request.body)),
  );

  app.get(
    API.homework.teacherCourses,
    { schema: { tags, summary: '老师：自己主讲的课程与作业数', response: { 200: EnvelopeSchema(Type.Array(TeacherCourseSchema)) } } },
    async (request) => ok(await homework.teacherCourses(memberId(request))),
  );

  app.get(
    API.homework.teacherList,
    {
      schema: {
        tags,
        summary: '老师：自己课程的作业与提交、待批改数量，分页',
        querystring: TeacherHomeworkQuerySchema,
        response: { 200: TableEnvelopeSchema(TeacherHomeworkSchema) },
      },
    },
    async (request) => table(await homework.teacherList(memberId(request), request.query)),
  );

  app.post(
    API.homework.save,
    {
      schema: {
        tags,
        summary: '老师：布置（无 id）或修改作业；已有学员提交后题目不能修改',
        body: HomeworkSaveBodySchema,
        response: { 200: EnvelopeSchema(HomeworkDetailSchema) },
      },
    },
    async (request) => ok(await homework.save(memberId(request), request.body)),
  );

  app.post(
    API.homework.remove,
    { schema: { tags, summary: '老师：删除无人提交的作业', body: HomeworkIdBodySchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await homework.remove(memberId(request), request.body.id);
      return okMessage();
    },
  );
};
