import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, IdSchema, Nullable, PageNumSchema, PageQuerySchema, TeacherRefSchema, VideoSourceSchema } from './common';
import { LinkTypeCodeSchema } from './content';
import { LiveNavItemSchema, LiveRoomSchema } from './live';

/**
 * Video live rooms, playbacks (回看), the media library, teacher/goods ad lists and stock races
 * (SPEC §3, §7 Live, Ads; issue 5). Locked items come with `videoSources: []`.
 */

/** Error texts of these endpoints (shown as the envelope's msg). */
export const VIDEO_TEXT = {
  roomNotFound: '直播间不存在或已关闭',
  playbackNotFound: '回看不存在或已下架',
  videoNotFound: '视频不存在或已下架',
  adNotFound: '广告不存在或已下线',
  categoryCodeInvalid: '广告位 categoryCode 格式不正确（1-32 位字母、数字、下划线或短横线）',
  fromInvalid: '参数 from 只能是 teacher 或 goods',
  adPageSizeInvalid: '参数 pageSize 须为 1-99 的整数',
} as const;

/** Ad lists are read in one page of 99 (AD_PAGE_SIZE). */
const AdPageSize = BoundedInteger(1, 99, {
  default: 99,
  description: '每页条数，最多 99（客户端固定 99）',
  'x-message': VIDEO_TEXT.adPageSizeInvalid,
});

const VideoSources = Type.Array(VideoSourceSchema, { description: '播放地址（多种格式，依次尝试）；无权限时为空数组' });

export const LiveVideoRoomSchema = Type.Object({
  ...LiveRoomSchema.properties,
  onAir: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 直播中；0 未开播或已结束' }),
  visits: Type.Integer({ description: '访问次数' }),
});
export type LiveVideoRoom = Static<typeof LiveVideoRoomSchema>;

export const LiveVideoInfoSchema = Type.Object({
  ...LiveVideoRoomSchema.properties,
  videoSources: VideoSources,
  navList: Type.Array(LiveNavItemSchema),
  canModerate: Type.Boolean({ description: '调用者是本直播间的老师（可关闭、恢复消息）' }),
  lastSeq: Type.Integer({ description: '调用时本直播间最大的消息序号' }),
});
export type LiveVideoInfo = Static<typeof LiveVideoInfoSchema>;

export const PlaybackSchema = Type.Object({
  id: Type.Integer(),
  live: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  goodsId: Nullable(Type.Integer()),
  pic: Type.String(),
  title: Type.String(),
  description: Type.String(),
  teacherList: Type.Array(TeacherRefSchema),
  visits: Type.Integer({ description: '播放次数' }),
  duration: Type.Integer({ description: '时长（秒）' }),
  dateTime: Type.String({ description: '直播时间（ISO）' }),
  locked: Type.Boolean({ description: '调用者未开通（回看的模块，或其直播间的模块）' }),
});
export type Playback = Static<typeof PlaybackSchema>;

export const PlaybackInfoSchema = Type.Object({ ...PlaybackSchema.properties, videoSources: VideoSources });
export type PlaybackInfo = Static<typeof PlaybackInfoSchema>;

export const VideoCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type VideoCategory = Static<typeof VideoCategorySchema>;

export const VideoItemSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Nullable(Type.Integer()),
  title: Type.String(),
  description: Type.String(),
  pic: Type.String(),
  teacher: Nullable(TeacherRefSchema),
  duration: Type.Integer({ description: '时长（秒）' }),
  visits: Type.Integer({ description: '播放次数' }),
  dateTime: Type.String(),
  locked: Type.Boolean(),
  videoSources: Type.Array(VideoSourceSchema, { description: '列表中为空数组；详情在有权限时给出' }),
});
export type VideoItem = Static<typeof VideoItemSchema>;

export const AdItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  pic: Type.String(),
  typeCode: LinkTypeCodeSchema,
  link: Type.String(),
  linkParams: Type.String(),
});
export type AdItem = Static<typeof AdItemSchema>;

export const StockRaceCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type StockRaceCategory = Static<typeof StockRaceCategorySchema>;

export const StockRaceSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Nullable(Type.Integer()),
  pic: Type.String(),
  title: Type.String(),
  content: Type.String({ description: '卡片上的纯文本简介' }),
  link: Type.String(),
});
export type StockRace = Static<typeof StockRaceSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

export const VideoRoomListQuerySchema = Type.Object({
  teacherId: Type.Optional(IdSchema),
  goodsId: Type.Optional(IdSchema),
  ...PageQuerySchema.properties,
});

/** Each branch carries the x-message: the validator reports the first failing branch's schema. */
const fromMessage = { 'x-message': VIDEO_TEXT.fromInvalid };
export const PlaybackFromSchema = Type.Union([Type.Literal('teacher', fromMessage), Type.Literal('goods', fromMessage)], {
  description: '从老师页（teacher）还是商品页（goods）进入：决定按 teacherId 还是 goodsId 筛选',
  ...fromMessage,
});

export const PlaybackListQuerySchema = Type.Object({
  teacherId: Type.Optional(IdSchema),
  goodsId: Type.Optional(IdSchema),
  from: Type.Optional(PlaybackFromSchema),
  ...PageQuerySchema.properties,
});

export const PlaybackRoomQuerySchema = Type.Object({
  liveId: IdSchema,
  ...PageQuerySchema.properties,
});

export const VideoListQuerySchema = Type.Object({
  categoryId: Type.Optional(IdSchema),
  teacherId: Type.Optional(IdSchema),
  ...PageQuerySchema.properties,
});

export const AdCategoryCodeSchema = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,32}$',
  description: '广告位：teacherAd 老师页、goodsAd 商品页、homeBanner…',
  'x-message': VIDEO_TEXT.categoryCodeInvalid,
});

export const AdCategoryParamsSchema = Type.Object({ categoryCode: AdCategoryCodeSchema });

export const AdListQuerySchema = Type.Object({
  teacherId: Type.Optional(IdSchema),
  goodsId: Type.Optional(IdSchema),
  pageNum: Type.Optional(PageNumSchema),
  pageSize: Type.Optional(AdPageSize),
});

export const AdAllQuerySchema = Type.Object({ categoryCode: AdCategoryCodeSchema });

export const StockRaceListQuerySchema = Type.Object({
  categoryId: Type.Optional(IdSchema),
  ...PageQuerySchema.properties,
});
