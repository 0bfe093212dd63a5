import { API } from '@caixue/contract';
import {
  EnvelopeSchema,
  IdParamsSchema,
  IdQuerySchema,
  PageQuerySchema,
  TableEnvelopeSchema,
} from '@caixue/contract/schemas/common';
import {
  LiveVideoInfoSchema,
  LiveVideoRoomSchema,
  PlaybackInfoSchema,
  PlaybackListQuerySchema,
  PlaybackRoomQuerySchema,
  PlaybackSchema,
  VideoRoomListQuerySchema,
} from '@caixue/contract/schemas/video';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import type { MediaUrls } from '../../auth/media-urls';
import { callerId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { ListMode } from './repo';
import { LiveVideoService } from './service';

export interface LiveVideoRoutesOptions {
  db: Db;
  now: () => number;
  mediaUrls: MediaUrls;
}

const tags = ['live-video'];
const RoomTable = TableEnvelopeSchema(LiveVideoRoomSchema);
const PlaybackTable = TableEnvelopeSchema(PlaybackSchema);

/**
 * Video live rooms and playbacks (§7 Live; issue 5). Public reads: locked rooms and playbacks are
 * listed with locked=true and never carry their stream or recording. The room's chat is the live
 * chat (modules/live messages endpoints and the /ws/live socket), which takes any room id.
 */
export const liveVideoRoutes: FastifyPluginAsyncTypebox<LiveVideoRoutesOptions> = async (app, { db, now, mediaUrls }) => {
  const service = new LiveVideoService({ db, now, mediaUrls });

  app.get(
    API.liveVideo.list,
    {
      schema: {
        tags,
        summary: '视频直播间列表，分页（teacherId、goodsId 筛选）；locked 表示调用者未开通，onAir 表示直播中',
        querystring: VideoRoomListQuerySchema,
        response: { 200: RoomTable },
      },
    },
    async (request) => table(await service.videoRooms(callerId(request), request.query, false)),
  );

  app.get(
    API.liveVideo.listAuthorized,
    {
      schema: {
        tags,
        summary: '调用者已开通的会员视频直播间（需要模块的直播间中调用者持有的）',
        querystring: VideoRoomListQuerySchema,
        response: { 200: RoomTable },
      },
    },
    async (request) => table(await service.videoRooms(callerId(request), request.query, true)),
  );

  app.get(
    API.liveVideo.info(':id'),
    {
      schema: {
        tags,
        summary: '视频直播间详情（含播放地址；未开通时 videoSources 为空、locked 为 true）；不存在返回 404',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(LiveVideoInfoSchema) },
      },
    },
    async (request) => ok(await service.videoRoom(callerId(request), request.params.id, false)),
  );

  app.get(
    API.liveVideo.roomInfo,
    {
      schema: {
        tags,
        summary: '视频直播间信息（播放地址、navList、canModerate、lastSeq）；计一次访问',
        querystring: IdQuerySchema,
        response: { 200: EnvelopeSchema(LiveVideoInfoSchema) },
      },
    },
    async (request) => ok(await service.videoRoom(callerId(request), request.query.id, true)),
  );

  app.get(
    API.liveVideo.byTeacher(':id'),
    {
      schema: {
        tags,
        summary: '老师的直播间（图文和视频），分页',
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: RoomTable },
      },
    },
    async (request) => table(await service.teacherRooms(callerId(request), request.params.id, request.query)),
  );

  const playbackLists: [string, ListMode, string][] = [
    [API.liveVideo.playbacks, 'allorvisible', '回看列表（同 allorvisible），分页，最新的在前；teacherId 或 goodsId 筛选，from 指明按哪个'],
    [API.liveVideo.playbacksAll, 'all', '全部回看（未开通的标 locked，不含播放地址）'],
    [API.liveVideo.playbacksAllOrVisible, 'allorvisible', '可看的回看加上锁定时仍展示的回看（回看都展示，故同 all）'],
    [API.liveVideo.playbacksVisible, 'visible', '只含调用者可看的回看'],
  ];
  for (const [url, mode, summary] of playbackLists) {
    app.get(
      url,
      { schema: { tags, summary, querystring: PlaybackListQuerySchema, response: { 200: PlaybackTable } } },
      async (request) => table(await service.playbacks(callerId(request), request.query, mode)),
    );
  }

  app.get(
    API.liveVideo.playbacksOfRoom,
    {
      schema: {
        tags,
        summary: '某个直播间的回看，分页，最新的在前',
        querystring: PlaybackRoomQuerySchema,
        response: { 200: PlaybackTable },
      },
    },
    async (request) => table(await service.roomPlaybacks(callerId(request), request.query)),
  );

  app.get(
    API.liveVideo.playbackInfo(':id'),
    {
      schema: {
        tags,
        summary: '回看详情：计一次播放；有权限时含播放地址（未开通时 videoSources 为空）',
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(PlaybackInfoSchema) },
      },
    },
    async (request) => ok(await service.playback(callerId(request), request.params.id)),
  );
};
