import { API } from '@caixue/contract';
import {
  ArticleDetailSchema,
  ArticleInfoParamsSchema,
  ArticleListParamsSchema,
  ArticleSummarySchema,
  FaqSchema,
  FavoriteSchema,
  FavoritesQuerySchema,
  FeedbackSaveBodySchema,
  FeedbackSavedSchema,
  FeedbackSchema,
  FollowBodySchema,
  FollowSchema,
  FollowsQuerySchema,
  MemberPushSchema,
  PushUnreadCountSchema,
  UploadedFileSchema,
} from '@caixue/contract/schemas/centre';
import {
  EnvelopeSchema,
  FollowStateSchema,
  IdParamsSchema,
  PageQuerySchema,
  TableEnvelopeSchema,
} from '@caixue/contract/schemas/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { memberId, requireSession } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import { receiveImage, registerImageMultipart } from '../../http/image-upload';
import { storeImage } from '../media/image-store';
import type { FileStorage } from '../../integrations/storage/storage';
import type { SocialService } from '../social/service';
import { CentreService, FEEDBACK_FOLDER } from './service';

export interface CentreRoutesOptions {
  db: Db;
  now: () => number;
  social: SocialService;
  /** Where feedback pictures go. */
  storage: FileStorage;
  mediaUrls: MediaUrls;
}

/** Feedback pictures: at most 5 MB. */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FEEDBACK_IMAGE_TOO_LARGE = '图片不能超过 5MB';

/**
 * Member-centre content (issue 4). Every route needs a token except that visitors may read the
 * 'agreement' articles by id or code once API.article.info is listed as a public API: the handler
 * already answers 401 for any other article without a session.
 */
export const centreRoutes: FastifyPluginAsyncTypebox<CentreRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  const { storage } = options;
  const centre = new CentreService({ db, now, social: options.social, mediaUrls: options.mediaUrls, storageKeyOf: (url) => storage.keyOf(url) });

  await registerImageMultipart(app, FEEDBACK_IMAGE_MAX_BYTES);

  // --- pushes ------------------------------------------------------------------------------
  const pushTags = ['member'];
  app.get(
    API.member.pushList,
    {
      schema: {
        tags: pushTags,
        summary: '我的推送消息，分页，最新的在前（read 表示已读）',
        querystring: PageQuerySchema,
        response: { 200: TableEnvelopeSchema(MemberPushSchema) },
      },
    },
    async (request) => table(await centre.pushes(memberId(request), request.query)),
  );

  app.post(
    API.member.pushRead(':id'),
    {
      schema: {
        tags: pushTags,
        summary: '标记一条自己的推送为已读（可重复调用）；返回剩余未读数；不是自己的返回 404',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(PushUnreadCountSchema) },
      },
    },
    async (request) => ok(await centre.readPush(memberId(request), request.params.id)),
  );

  app.get(
    API.member.pushUnread,
    { schema: { tags: pushTags, summary: '未读推送条数', response: { 200: EnvelopeSchema(PushUnreadCountSchema) } } },
    async (request) => ok(await centre.unreadPushes(memberId(request))),
  );

  // --- FAQ ---------------------------------------------------------------------------------
  app.get(
    API.faq.list,
    { schema: { tags: ['centre'], summary: '常见问题（按顺序；answer 为已净化的 HTML）', response: { 200: EnvelopeSchema(Type.Array(FaqSchema)) } } },
    async () => ok(await centre.faqs()),
  );

  // --- feedback ----------------------------------------------------------------------------
  const feedbackTags = ['centre'];
  app.post(
    API.feedback.save,
    {
      schema: {
        tags: feedbackTags,
        summary: '提交意见反馈：content 1-500 字（按纯文本保存，转义）；image 为上传接口返回的地址',
        body: FeedbackSaveBodySchema,
        response: { 200: EnvelopeSchema(FeedbackSavedSchema) },
      },
    },
    async (request) => ok(await centre.saveFeedback(memberId(request), request.body)),
  );

  app.post(
    API.feedback.upload,
    {
      schema: {
        tags: feedbackTags,
        summary: '反馈图片上传（multipart，字段 file；png/jpg/jpeg/gif/bmp，按文件内容校验，≤5MB）→ data.url',
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeSchema(UploadedFileSchema) },
      },
    },
    async (request) => {
      requireSession(request);
      const image = await receiveImage(request, { maxBytes: FEEDBACK_IMAGE_MAX_BYTES, tooLargeMessage: FEEDBACK_IMAGE_TOO_LARGE });
      const stored = await storeImage(storage, image, FEEDBACK_FOLDER, now());
      return ok({ url: stored.url });
    },
  );

  app.get(
    API.feedback.list,
    {
      schema: {
        tags: feedbackTags,
        summary: '我的意见反馈，分页，最新的在前',
        querystring: PageQuerySchema,
        response: { 200: TableEnvelopeSchema(FeedbackSchema) },
      },
    },
    async (request) => table(await centre.feedbacks(memberId(request), request.query)),
  );

  app.get(
    API.feedback.info(':id'),
    {
      schema: {
        tags: feedbackTags,
        summary: '一条自己的反馈及回复；不是自己的返回 404',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(FeedbackSchema) },
      },
    },
    async (request) => ok(await centre.feedback(memberId(request), request.params.id)),
  );

  // --- articles ----------------------------------------------------------------------------
  const articleTags = ['centre'];
  app.get(
    `${API.article.info('')}:x`,
    {
      schema: {
        tags: articleTags,
        summary: '文章详情（x 为 id 或 code）；计一次访问；未开通所属模块时 locked 且不含正文',
        params: ArticleInfoParamsSchema,
        response: { 200: EnvelopeSchema(ArticleDetailSchema) },
      },
    },
    async (request) => ok(await centre.article(await request.viewer(), request.params.x)),
  );

  app.get(
    `${API.article.list('')}:categoryCode`,
    {
      schema: {
        tags: articleTags,
        summary: '文章列表（help 帮助、article 文章、strategy 策略），分页；不含正文',
        params: ArticleListParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: TableEnvelopeSchema(ArticleSummarySchema) },
      },
    },
    async (request) => table(await centre.articles(await request.viewer(), request.params.categoryCode, request.query)),
  );

  // --- favorites and follows ---------------------------------------------------------------
  const memberTags = ['member'];
  app.get(
    API.member.favorites,
    {
      schema: {
        tags: memberTags,
        summary: '我的收藏（targetType：news 资讯、course 课程），分页，最新的在前',
        querystring: FavoritesQuerySchema,
        response: { 200: TableEnvelopeSchema(FavoriteSchema) },
      },
    },
    async (request) => table(await centre.favorites(memberId(request), request.query)),
  );

  app.get(
    API.member.follows,
    {
      schema: {
        tags: memberTags,
        summary: '我的关注（targetType：teacher 老师、newsCategory 资讯栏目），分页，最新的在前',
        querystring: FollowsQuerySchema,
        response: { 200: TableEnvelopeSchema(FollowSchema) },
      },
    },
    async (request) => table(await centre.follows(memberId(request), request.query)),
  );

  app.post(
    API.member.follow,
    {
      schema: {
        tags: memberTags,
        summary: '关注（follow=true）或取消关注（false）；老师必须存在',
        body: FollowBodySchema,
        response: { 200: EnvelopeSchema(FollowStateSchema) },
      },
    },
    async (request) => ok(await centre.setFollow(memberId(request), request.body)),
  );
};
