import { API } from '@caixue/contract';
import {
  EnvelopeSchema,
  FollowStateSchema,
  PageQuerySchema,
  TableEnvelopeSchema,
} from '@caixue/contract/schemas/common';
import {
  COURSE_TEXT,
  CourseCategoryQuerySchema,
  CourseCategorySchema,
  CourseChapterSchema,
  CourseCommentBodySchema,
  CourseCommentSchema,
  CourseCountsSchema,
  CourseCourseIdParamsSchema,
  CourseFollowBodySchema,
  CourseIdBodySchema,
  CourseIdParamsSchema,
  CourseInfoSchema,
  CourseListQuerySchema,
  CourseSchema,
  CourseSectionInfoSchema,
  CourseSectionsQuerySchema,
  CourseShareBodySchema,
  CourseTabInfoSchema,
  CourseViewBodySchema,
} from '@caixue/contract/schemas/course';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import type { SharedCache } from '../../shared-cache';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { SocialService } from '../social/service';
import { CourseService } from './service';

export interface CourseRoutesOptions {
  db: Db;
  now: () => number;
  social: SocialService;
  mediaUrls: MediaUrls;
  /** Category lists every visitor gets alike (issue 18). */
  cache: SharedCache;
}

const tags = ['course'];
const CourseTable = TableEnvelopeSchema(CourseSchema);
const CourseArray = EnvelopeSchema(Type.Array(CourseSchema));
const Categories = EnvelopeSchema(Type.Array(CourseCategorySchema));
const SectionInfo = EnvelopeSchema(CourseSectionInfoSchema);
const Counts = EnvelopeSchema(CourseCountsSchema);

/**
 * §7 Courses. Reads are public (contract PUBLIC_APIS): a visitor sees every course marked locked
 * when gated, never a locked section's content or sources. Writes and the member's lists need a token.
 */
export const courseRoutes: FastifyPluginAsyncTypebox<CourseRoutesOptions> = async (app, { db, now, social, mediaUrls, cache }) => {
  const courses = new CourseService({ db, now, social, mediaUrls });

  app.get(
    API.course.categoryList,
    {
      schema: { tags, summary: '有课程的分类（列表页标签），可按 code 筛选', querystring: CourseCategoryQuerySchema, response: { 200: Categories } },
    },
    async (request) => cache.get(`course:categories:${request.query.code ?? ''}`, async () => ok(await courses.categories(request.query.code))),
  );

  app.get(
    API.course.categoryAll,
    { schema: { tags, summary: '全部课程分类', response: { 200: Categories } } },
    async () => cache.get('course:categories-all', async () => ok(await courses.allCategories())),
  );

  app.get(
    API.course.list,
    {
      schema: {
        tags,
        summary: '课程列表（allorvisible：可打开的课程和可列出的未开通课程，未开通的 locked=true）',
        querystring: CourseListQuerySchema,
        response: { 200: CourseTable },
      },
    },
    async (request) => table(await courses.list(await request.viewer(), request.query, 'allorvisible')),
  );

  app.get(
    API.course.listAuthorized,
    {
      schema: { tags, summary: '调用者已开通的会员课程（游客为空）', querystring: CourseListQuerySchema, response: { 200: CourseTable } },
    },
    async (request) => table(await courses.list(await request.viewer(), request.query, 'authorized')),
  );

  app.get(
    API.course.listRelated(':courseId'),
    {
      schema: {
        tags,
        summary: '同分类的其他课程（allorvisible）',
        params: CourseCourseIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CourseTable },
      },
    },
    async (request) => table(await courses.related(await request.viewer(), request.params.courseId, request.query)),
  );

  app.get(
    API.course.all,
    {
      schema: { tags, summary: '全部课程（data 数组，不分页；未开通的 locked=true）', querystring: CourseListQuerySchema, response: { 200: CourseArray } },
    },
    async (request) => ok(await courses.all(await request.viewer(), request.query)),
  );

  app.get(
    API.course.allorvisible,
    {
      schema: { tags, summary: '可打开的课程加可列出的未开通课程（分页）', querystring: CourseListQuerySchema, response: { 200: CourseTable } },
    },
    async (request) => table(await courses.list(await request.viewer(), request.query, 'allorvisible')),
  );

  app.get(
    API.course.visible,
    {
      schema: { tags, summary: '调用者可打开的课程（分页）', querystring: CourseListQuerySchema, response: { 200: CourseTable } },
    },
    async (request) => table(await courses.list(await request.viewer(), request.query, 'visible')),
  );

  app.get(
    API.course.my,
    {
      schema: { tags, summary: '我的课程：已开通的会员课程和看过的课程，最近学习的在前', querystring: PageQuerySchema, response: { 200: CourseTable } },
    },
    async (request) => table(await courses.my(memberId(request), request.query)),
  );

  app.get(
    API.course.info(':id'),
    {
      schema: {
        tags,
        summary: '课程详情（介绍不受权限限制；liked、favorited、followed 针对登录会员）',
        params: CourseIdParamsSchema,
        response: { 200: EnvelopeSchema(CourseInfoSchema) },
      },
    },
    async (request) => ok(await courses.info(await request.viewer(), request.params.id)),
  );

  app.get(
    API.course.sectionsV3,
    {
      schema: {
        tags,
        summary: '课程章节目录：章及其小节（不含正文和视频源）',
        querystring: CourseSectionsQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(CourseChapterSchema)) },
      },
    },
    async (request) => ok(await courses.chapters(await request.viewer(), request.query.courseId)),
  );

  for (const path of [API.course.sectionInfo(':id'), API.course.sectionInfoV2(':id'), API.course.sectionInfoV3(':id')]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: '小节详情；无权限时 locked=true，正文为空、视频源为空数组（不计访问）',
          params: CourseIdParamsSchema,
          response: { 200: SectionInfo },
        },
      },
      async (request) => ok(await courses.sectionInfo(await request.viewer(), request.params.id)),
    );
  }

  app.get(
    API.course.sectionView(':id'),
    {
      schema: {
        tags,
        summary: '打开小节观看：计一次访问；无权限返回 206（data 为 moduleIds、title），客户端进入无权限页',
        params: CourseIdParamsSchema,
        response: { 200: SectionInfo },
      },
    },
    async (request) => ok(await courses.viewSection(await request.viewer(), request.params.id)),
  );

  app.post(
    API.course.like,
    { schema: { tags, summary: '点赞（每位会员一次），返回最新计数', body: CourseIdBodySchema, response: { 200: Counts } } },
    async (request) => {
      const { counts, added } = await courses.like(memberId(request), request.body.courseId);
      return ok(counts, added ? COURSE_TEXT.liked : COURSE_TEXT.alreadyLiked);
    },
  );

  app.post(
    API.course.comment,
    {
      schema: {
        tags,
        summary: `发表评论（去掉首尾空白后 1-500 字，已净化）`,
        body: CourseCommentBodySchema,
        response: { 200: EnvelopeSchema(CourseCommentSchema) },
      },
    },
    async (request) => ok(await courses.comment(memberId(request), request.body), COURSE_TEXT.commentOk),
  );

  app.get(
    API.course.commentList(':courseId'),
    {
      schema: {
        tags,
        summary: '课程评论，最新的在前',
        params: CourseCourseIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: TableEnvelopeSchema(CourseCommentSchema) },
      },
    },
    async (request) => table(await courses.comments(request.params.courseId, request.query)),
  );

  app.post(
    API.course.share,
    {
      schema: {
        tags,
        summary: '记录一次分享（url 记为分享渠道），返回最新计数',
        body: CourseShareBodySchema,
        response: { 200: Counts },
      },
    },
    async (request) => ok(await courses.share(memberId(request), request.body), COURSE_TEXT.shared),
  );

  app.post(
    API.course.follow,
    {
      schema: { tags, summary: '关注或取消关注课程', body: CourseFollowBodySchema, response: { 200: EnvelopeSchema(FollowStateSchema) } },
    },
    async (request) => {
      const state = await courses.follow(memberId(request), request.body);
      return ok(state, state.following ? COURSE_TEXT.followed : COURSE_TEXT.unfollowed);
    },
  );

  app.get(
    API.course.followList,
    {
      schema: { tags, summary: '我关注的课程，最近关注的在前', querystring: PageQuerySchema, response: { 200: CourseTable } },
    },
    async (request) => table(await courses.followList(memberId(request), request.query)),
  );

  app.post(
    API.course.viewSave,
    {
      schema: {
        tags,
        summary: '记录学习（课程访问 +1，给出 sectionId 时小节访问 +1），客户端不显示加载',
        body: CourseViewBodySchema,
        response: { 200: Counts },
      },
    },
    async (request) => ok(await courses.saveView(memberId(request), request.body)),
  );

  app.get(
    API.course.tabInfo,
    { schema: { tags, summary: '财富圈（课程）标签页：标题、横幅、分类、有课程的老师、推荐课程', response: { 200: EnvelopeSchema(CourseTabInfoSchema) } } },
    async (request) => ok(await courses.tabInfo(await request.viewer())),
  );
};
