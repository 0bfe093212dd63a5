import { API } from '@caixue/contract';
import { EnvelopeSchema, IdParamsSchema, IdQuerySchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  AuthorizedMessagesQuerySchema,
  InfoParamsSchema,
  InfoQuerySchema,
  LikeBodySchema,
  LiveHeatsSchema,
  LiveIdParamsSchema,
  LiveMessageCategorySchema,
  LiveMessageSchema,
  LiveRoomInfoSchema,
  LiveRoomSchema,
  MessageListQuerySchema,
  SearchMessagesQuerySchema,
  SelfRepliedQuerySchema,
  ShareBodySchema,
  SinceQuerySchema,
  TopParamsSchema,
  WordListQuerySchema,
} from '@caixue/contract/schemas/live';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { ChatPictures } from './chat-pictures';
import type { LivePublisher } from './publisher';
import { LiveService } from './service';

export interface LiveRoutesOptions {
  db: Db;
  publisher: LivePublisher;
  /** Told after a member's share was recorded (app.ts: share points, capped per day). */
  onShared?: (memberId: number) => Promise<unknown>;
  now: () => number;
  pictures: ChatPictures;
}

const tags = ['live'];
const RoomTable = TableEnvelopeSchema(LiveRoomSchema);
const MessageTable = TableEnvelopeSchema(LiveMessageSchema);
const MessagesEnvelope = EnvelopeSchema(Type.Array(LiveMessageSchema));
const RoomInfoEnvelope = EnvelopeSchema(LiveRoomInfoSchema);
const HeatsEnvelope = EnvelopeSchema(LiveHeatsSchema);

/**
 * §7 "Live" HTTP endpoints of the text room. All need a token (§6 lists none of them as public);
 * rooms guarded by a module answer code 206 to members without it.
 */
export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (app, { db, publisher, now, pictures, onShared }) => {
  const live = new LiveService({ db, publisher, now, pictures });

  app.get(
    API.live.wordList,
    {
      schema: {
        tags,
        summary: '图文直播间列表（locked 表示调用者未开通）',
        querystring: WordListQuerySchema,
        response: { 200: RoomTable },
      },
    },
    async (request) => table(await live.wordRooms(memberId(request), request.query, false)),
  );

  app.get(
    API.live.wordListAuthorized,
    {
      schema: { tags, summary: '调用者可进入的图文直播间', querystring: WordListQuerySchema, response: { 200: RoomTable } },
    },
    async (request) => table(await live.wordRooms(memberId(request), request.query, true)),
  );

  app.get(
    API.live.wordInfo(':id'),
    {
      schema: {
        tags,
        summary: '图文直播间详情；未开通返回 206，不存在返回 404',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(LiveRoomSchema) },
      },
    },
    async (request) => ok(await live.room(memberId(request), request.params.id, 'word')),
  );

  app.get(
    API.live.wordRoomInfo,
    {
      schema: {
        tags,
        summary: '图文直播间信息（navList、isOpenComment、canModerate、lastSeq）；计一次访问',
        querystring: IdQuerySchema,
        response: { 200: RoomInfoEnvelope },
      },
    },
    async (request) => ok(await live.roomInfo(memberId(request), request.query.id, 'word')),
  );

  app.get(
    `${API.live.info('')}:type`,
    {
      schema: {
        tags,
        summary: '直播间信息，type 为 word 或 video；计一次访问',
        params: InfoParamsSchema,
        querystring: InfoQuerySchema,
        response: { 200: RoomInfoEnvelope },
      },
    },
    async (request) => ok(await live.roomInfo(memberId(request), request.query.id, request.params.type)),
  );

  app.get(
    API.live.heats(':liveId'),
    {
      schema: { tags, summary: '热度：点赞、分享、访问、在线人数', params: LiveIdParamsSchema, response: { 200: HeatsEnvelope } },
    },
    async (request) => ok(await live.heats(request.params.liveId)),
  );

  app.post(
    API.live.like,
    { schema: { tags, summary: '点赞，返回最新热度', body: LikeBodySchema, response: { 200: HeatsEnvelope } } },
    async (request) => ok(await live.react(memberId(request), request.body.liveId, 'like')),
  );

  app.post(
    API.live.share,
    {
      schema: {
        tags,
        summary: '记录一次分享（channel：wechat、moments、link、more），返回最新热度',
        body: ShareBodySchema,
        response: { 200: HeatsEnvelope },
      },
    },
    async (request) => {
      const heats = await live.react(memberId(request), request.body.liveId, 'share', request.body.channel);
      await onShared?.(memberId(request));
      return ok(heats);
    },
  );

  app.get(
    API.live.messages,
    {
      schema: {
        tags,
        summary: '直播间消息，分页，最新的在前（客户端倒序显示）',
        querystring: MessageListQuerySchema,
        response: { 200: MessageTable },
      },
    },
    async (request) => table(await live.messages(memberId(request), request.query, 'desc')),
  );

  app.get(
    API.live.messages2,
    {
      schema: {
        tags,
        summary: '直播间消息，分页，最早的在前（按序号正序）',
        querystring: MessageListQuerySchema,
        response: { 200: MessageTable },
      },
    },
    async (request) => table(await live.messages(memberId(request), request.query, 'asc')),
  );

  app.get(
    API.live.messagesAuthorized,
    {
      schema: {
        tags,
        summary: '调用者可进入的直播间的消息，最新的在前；指定 liveId 且未开通时返回 206',
        querystring: AuthorizedMessagesQuerySchema,
        response: { 200: MessageTable },
      },
    },
    async (request) => table(await live.authorizedMessages(memberId(request), request.query)),
  );

  app.get(
    API.live.messagesSearch,
    {
      schema: {
        tags,
        summary: '按关键词搜索直播间消息（只匹配文字，不匹配 HTML 标签），最新的在前',
        querystring: SearchMessagesQuerySchema,
        response: { 200: MessageTable },
      },
    },
    async (request) => table(await live.search(memberId(request), request.query)),
  );

  app.get(
    API.live.top(':liveId', ':categoryId'),
    {
      schema: { tags, summary: '置顶消息', params: TopParamsSchema, response: { 200: MessagesEnvelope } },
    },
    async (request) => ok(await live.top(memberId(request), request.params.liveId, request.params.categoryId)),
  );

  app.get(
    API.live.selfSendReplied,
    {
      schema: {
        tags,
        summary: '我发送的消息和引用我消息的回复，最新的在前',
        querystring: SelfRepliedQuerySchema,
        response: { 200: MessageTable },
      },
    },
    async (request) => table(await live.selfSentAndReplied(memberId(request), request.query)),
  );

  app.get(
    API.live.since,
    {
      schema: {
        tags,
        summary: '序号大于 afterSeq 的消息，按序号正序，最多 limit 条（断线重连后补齐）',
        querystring: SinceQuerySchema,
        response: { 200: MessagesEnvelope },
      },
    },
    async (request) => ok(await live.since(memberId(request), request.query)),
  );

  app.get(
    API.live.categories,
    {
      schema: { tags, summary: '消息分类', response: { 200: EnvelopeSchema(Type.Array(LiveMessageCategorySchema)) } },
    },
    async () => ok(await live.categories()),
  );
};
