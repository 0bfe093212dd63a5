import type { CouponKind, VideoSource } from '@caixue/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL 15: only features both have. bigint ids use mode 'number'
 * because PGlite returns numbers where node-postgres returns strings.
 */

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: id(),
    mobile: varchar('mobile', { length: 20 }),
    username: varchar('username', { length: 64 }),
    /** scrypt$N$r$p$salt$hash; null for members who never set a password (e.g. WeChat sign-in). */
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 64 }).notNull().default(''),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    isTeacher: smallint('is_teacher').notNull().default(0),
    unionid: varchar('unionid', { length: 64 }),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).$type<'active' | 'cancelled'>().notNull().default('active'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  // Unique among active accounts only: a cancelled mobile may register again.
  (t) => [
    uniqueIndex('members_active_mobile_uq').on(t.mobile).where(sql`status = 'active'`),
    uniqueIndex('members_active_username_uq').on(t.username).where(sql`status = 'active'`),
  ],
);

export const memberTokens = pgTable(
  'member_tokens',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** sha256 hex of the token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_tokens_hash_uq').on(t.tokenHash), index('member_tokens_member_idx').on(t.memberId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.mobile, t.purpose, t.id)],
);

export const teachers = pgTable('teachers', {
  id: id(),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 64 }).notNull(),
  avatar: text('avatar').notNull().default(''),
  title: varchar('title', { length: 128 }).notNull().default(''),
  description: text('description').notNull().default(''),
  /** Sanitized HTML profile for the teacher page. */
  content: text('content').notNull().default(''),
  /** Cover picture at the top of the teacher page. */
  cover: text('cover').notNull().default(''),
  /** Certificate number of the securities-advisor qualification (shown on about/personnel). */
  certificate: varchar('certificate', { length: 64 }).notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export type LinkTarget = 'Miniprogram' | 'Page' | 'WebView';

/** Home menu items (category 'menu') and footer tab items (category 'footer', per linkTypeCode). */
export const navItems = pgTable(
  'nav_items',
  {
    id: id(),
    categoryCode: varchar('category_code', { length: 32 }).notNull(),
    /** Footer only: wxApplet, h5, ios, android. */
    linkTypeCode: varchar('link_type_code', { length: 16 }),
    title: varchar('title', { length: 64 }).notNull(),
    icon: text('icon').notNull().default(''),
    iconActive: text('icon_active').notNull().default(''),
    typeCode: varchar('type_code', { length: 16 }).$type<LinkTarget>().notNull().default('Page'),
    link: text('link').notNull().default(''),
    linkParams: text('link_params').notNull().default(''),
    permission: integer('permission').notNull().default(1),
    permissionMsg: text('permission_msg').notNull().default(''),
    noPermissionLink: text('no_permission_link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('nav_items_category_idx').on(t.categoryCode, t.linkTypeCode, t.sort)],
);

/** Banners and popup adverts, grouped by positionCode (e.g. homeBanner, popupAdvert). */
export const ads = pgTable(
  'ads',
  {
    id: id(),
    positionCode: varchar('position_code', { length: 32 }).notNull(),
    title: varchar('title', { length: 128 }).notNull().default(''),
    pic: text('pic').notNull(),
    typeCode: varchar('type_code', { length: 16 }).$type<LinkTarget>().notNull().default('Page'),
    link: text('link').notNull().default(''),
    linkParams: text('link_params').notNull().default(''),
    /** Popups: changes with the content so a closed popup shows again for a new advert. */
    version: varchar('version', { length: 32 }).notNull().default('1'),
    /** Ad lists inside a teacher's or a goods item's page (positionCode teacherAd / goodsAd). */
    teacherId: bigint('teacher_id', { mode: 'number' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('ads_position_idx').on(t.positionCode, t.sort)],
);

export const appVersions = pgTable(
  'app_versions',
  {
    id: id(),
    platform: varchar('platform', { length: 16 }).notNull(),
    sn: varchar('sn', { length: 20 }).notNull(),
    status: integer('status').notNull().default(0),
    iosLink: text('ios_link').notNull().default(''),
    androidLink: text('android_link').notNull().default(''),
    isForce: smallint('is_force').notNull().default(0),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('app_versions_platform_idx').on(t.platform, t.id)],
);

/** Marks seed sets already applied so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Entitlements: goods grant member levels; a level opens access modules for a validity period.
// Live rooms (and later news categories, courses, videos) belong to a module; null = open to all.

export const accessModules = pgTable('access_modules', {
  id: id(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** Where a member without access is sent (product page), shown on the no-permission page. */
  productLink: text('product_link').notNull().default(''),
});

export const memberLevels = pgTable('member_levels', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  /** Where to renew or buy this level (product page link). */
  productLink: text('product_link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const levelModules = pgTable(
  'level_modules',
  {
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'cascade' }),
    moduleId: bigint('module_id', { mode: 'number' })
      .notNull()
      .references(() => accessModules.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('level_modules_uq').on(t.levelId, t.moduleId)],
);

export const memberLevelGrants = pgTable(
  'member_level_grants',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Where the grant came from (modules/access GrantSource): seed, order, prize or admin. */
    source: text('source').notNull().default('admin'),
    /** The order number, prize id… of the source: one grant per source + sourceId. */
    sourceId: text('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_level_grants_member_idx').on(t.memberId, t.endAt),
    uniqueIndex('member_level_grants_source_idx').on(t.source, t.sourceId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Live rooms (word = text live, video = video live) and their chat.

export interface LiveNavLink {
  title: string;
  link: string;
  /** Query-like params, e.g. "module=word&isOpenComment=1". */
  params: string;
}

export const liveRooms = pgTable(
  'live_rooms',
  {
    id: id(),
    typeCode: varchar('type_code', { length: 8 }).$type<'word' | 'video'>().notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML introduction. */
    content: text('content').notNull().default(''),
    pic: text('pic').notNull().default(''),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    isOpenComment: smallint('is_open_comment').notNull().default(1),
    navList: jsonb('nav_list').$type<LiveNavLink[]>().notNull().default([]),
    /** Video rooms: the stream (or, offline, a looping demo clip), in several formats. */
    videoSources: jsonb('video_sources').$type<VideoSource[]>().notNull().default([]),
    /** Last message sequence number handed out in this room (messages.seq is unique per room). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('live_rooms_type_idx').on(t.typeCode, t.sort)],
);

export const liveRoomTeachers = pgTable(
  'live_room_teachers',
  {
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    teacherId: bigint('teacher_id', { mode: 'number' })
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('live_room_teachers_uq').on(t.liveId, t.teacherId), index('live_room_teachers_teacher_idx').on(t.teacherId)],
);

export const liveMessageCategories = pgTable('live_message_categories', {
  id: id(),
  name: varchar('name', { length: 32 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const liveMessages = pgTable(
  'live_messages',
  {
    id: id(),
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull().default(1),
    /** The author: a member; teacherId is set too when that member posts as a teacher of the room. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
    /** Sanitized HTML (allowlist applied before storing). */
    content: text('content').notNull(),
    tplId: integer('tpl_id').notNull().default(0),
    quoteId: bigint('quote_id', { mode: 'number' }),
    /** 1 open, 0 closed (hidden from everyone but its author). */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_messages_room_seq_uq').on(t.liveId, t.seq),
    index('live_messages_room_category_idx').on(t.liveId, t.categoryId, t.seq),
    index('live_messages_member_idx').on(t.memberId, t.id),
    index('live_messages_quote_idx').on(t.quoteId),
  ],
);

/** Pinned (top) messages per room and category. */
export const liveTopMessages = pgTable(
  'live_top_messages',
  {
    id: id(),
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' }).notNull().default(1),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => liveMessages.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_top_messages_uq').on(t.liveId, t.categoryId, t.messageId)],
);

/** One row per like or share; the room keeps running totals for the heats call. */
export const liveReactions = pgTable(
  'live_reactions',
  {
    id: id(),
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 8 }).$type<'like' | 'share'>().notNull(),
    /** Share channel (wechat, moments, link, more); empty for likes. */
    channel: varchar('channel', { length: 16 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('live_reactions_room_idx').on(t.liveId, t.kind)],
);

/** Small key-value dictionaries (RuoYi's system dict), e.g. risk_tip. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: id(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    label: varchar('label', { length: 128 }).notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_items_type_idx').on(t.dictType, t.sort)],
);

// ---------------------------------------------------------------------------------------------
// Member centre (issue 4): WeChat identities, pushes, FAQ, feedback, articles, favorites, follows.

/** One row per WeChat app (official account or mini-program app key) a member signed in with. */
export const memberWechatIdentities = pgTable(
  'member_wechat_identities',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The WeChat appid (official account or mini-program). */
    appId: varchar('app_id', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_wechat_app_openid_uq').on(t.appId, t.openid), index('member_wechat_member_idx').on(t.memberId)],
);

/** Messages pushed to a member (service notices, renewals, replies); read when readAt is set. */
export const memberPushes = pgTable(
  'member_pushes',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull().default(''),
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_pushes_member_idx').on(t.memberId, t.id)],
);

export const faqs = pgTable('faqs', {
  id: id(),
  question: varchar('question', { length: 256 }).notNull(),
  /** Sanitized HTML. */
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Sanitized text/HTML. */
    content: text('content').notNull(),
    image: text('image').notNull().default(''),
    reply: text('reply').notNull().default(''),
    createdAt: createdAt(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('feedbacks_member_idx').on(t.memberId, t.id)],
);

/** Help articles, member-centre articles and strategies, agreements: grouped by categoryCode. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    categoryCode: varchar('category_code', { length: 32 }).notNull(),
    /** Optional stable key, e.g. 'agreement' or 'privacy', for /api/article/get/info/{x}. */
    code: varchar('code', { length: 64 }),
    title: varchar('title', { length: 128 }).notNull(),
    description: text('description').notNull().default(''),
    pic: text('pic').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('articles_category_idx').on(t.categoryCode, t.sort), uniqueIndex('articles_code_uq').on(t.code)],
);

/** Favorites (news, courses) and follows (teachers, news categories) of a member. */
export const memberFavorites = pgTable(
  'member_favorites',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 16 }).$type<'news' | 'course'>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_favorites_uq').on(t.memberId, t.targetType, t.targetId)],
);

export const memberFollows = pgTable(
  'member_follows',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 16 }).$type<'teacher' | 'newsCategory' | 'course'>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_follows_uq').on(t.memberId, t.targetType, t.targetId)],
);

// ---------------------------------------------------------------------------------------------
// Content (issue 5): news and columns, courses with sections, playbacks, the video library, stock
// races. Every gated item names an access module (its own, else its category's); a member without
// it sees the item marked locked and never its full content. listedWhenLocked: a locked item still
// appears in the 'allorvisible' lists as a teaser.


export const newsCategories = pgTable(
  'news_categories',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Optional stable key: hotspot, tuyere, fm, finance, notice, information… */
    code: varchar('code', { length: 32 }),
    description: text('description').notNull().default(''),
    pic: text('pic').notNull().default(''),
    /** A teacher's column or a goods item's column; null for house categories. */
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    /** Shown on the home page's news section (/api/news/category/home). */
    isHome: boolean('is_home').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('news_categories_teacher_idx').on(t.teacherId), uniqueIndex('news_categories_code_uq').on(t.code)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    pic: text('pic').notNull().default(''),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    /** Audio of an FM item, if any. */
    audio: text('audio').notNull().default(''),
    /** Overrides the category's module when set. */
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    listedWhenLocked: boolean('listed_when_locked').notNull().default(true),
    isHot: boolean('is_hot').notNull().default(false),
    isTuyere: boolean('is_tuyere').notNull().default(false),
    /** Shown in the 发现 (find) lists. */
    isFind: boolean('is_find').notNull().default(false),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_teacher_published_idx').on(t.teacherId, t.publishedAt),
    index('news_published_idx').on(t.publishedAt),
  ],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: id(),
    newsId: bigint('news_id', { mode: 'number' })
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Sanitized. */
    content: text('content').notNull(),
    /** 1 shown, 0 hidden by moderation. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('news_comments_news_idx').on(t.newsId, t.id)],
);

/** Likes, shares and views of news, courses, sections, playbacks and videos; one like per member. */
export const contentReactions = pgTable(
  'content_reactions',
  {
    id: id(),
    targetType: varchar('target_type', { length: 16 }).$type<'news' | 'course' | 'section' | 'playback' | 'video' | 'viewpoint'>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'like' | 'share' | 'view'>().notNull(),
    /** Share channel or url; empty otherwise. */
    channel: varchar('channel', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_reactions_target_idx').on(t.targetType, t.targetId, t.kind),
    index('content_reactions_member_idx').on(t.memberId, t.targetType, t.kind),
    uniqueIndex('content_reactions_like_uq').on(t.targetType, t.targetId, t.memberId).where(sql`kind = 'like'`),
  ],
);

export const courseCategories = pgTable('course_categories', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull(),
  /** Optional stable key, e.g. cfq for the 财富圈 pages. */
  code: varchar('code', { length: 32 }),
  pic: text('pic').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const courses = pgTable(
  'courses',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => courseCategories.id, { onDelete: 'set null' }),
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    /** video: chapters of video sections; article: sections are articles (course news pages). */
    kind: varchar('kind', { length: 8 }).$type<'video' | 'article'>().notNull().default('video'),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML introduction (shown to everyone). */
    content: text('content').notNull().default(''),
    pic: text('pic').notNull().default(''),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    listedWhenLocked: boolean('listed_when_locked').notNull().default(true),
    price: varchar('price', { length: 16 }).notNull().default('0'),
    cycle: integer('cycle').notNull().default(0),
    cycleUnit: varchar('cycle_unit', { length: 8 }).$type<'' | 'day' | 'month' | 'year'>().notNull().default(''),
    isShowPrice: smallint('is_show_price').notNull().default(1),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('courses_category_idx').on(t.categoryId, t.sort), index('courses_teacher_idx').on(t.teacherId)],
);

/** Chapters (parentId null, no media) and their sections; a section is a video or an article. */
export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML (article sections, notes under a video). */
    content: text('content').notNull().default(''),
    pic: text('pic').notNull().default(''),
    videoSources: jsonb('video_sources').$type<VideoSource[]>().notNull().default([]),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    /** 1: a free trial section, open without the course's module. */
    isFree: smallint('is_free').notNull().default(0),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.sort)],
);

export const courseComments = pgTable(
  'course_comments',
  {
    id: id(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('course_comments_course_idx').on(t.courseId, t.id)],
);

/** Recordings of past video lives (回看). */
export const playbacks = pgTable(
  'playbacks',
  {
    id: id(),
    liveId: bigint('live_id', { mode: 'number' }).references(() => liveRooms.id, { onDelete: 'set null' }),
    goodsId: bigint('goods_id', { mode: 'number' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    pic: text('pic').notNull().default(''),
    videoSources: jsonb('video_sources').$type<VideoSource[]>().notNull().default([]),
    duration: integer('duration').notNull().default(0),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    /** When the recorded live took place. */
    liveAt: timestamp('live_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('playbacks_live_idx').on(t.liveId, t.liveAt), index('playbacks_goods_idx').on(t.goodsId, t.liveAt)],
);

export const playbackTeachers = pgTable(
  'playback_teachers',
  {
    playbackId: bigint('playback_id', { mode: 'number' })
      .notNull()
      .references(() => playbacks.id, { onDelete: 'cascade' }),
    teacherId: bigint('teacher_id', { mode: 'number' })
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('playback_teachers_uq').on(t.playbackId, t.teacherId), index('playback_teachers_teacher_idx').on(t.teacherId)],
);

/** The media library (/api/video/...). */
export const videoCategories = pgTable('video_categories', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const videos = pgTable(
  'videos',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => videoCategories.id, { onDelete: 'set null' }),
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    pic: text('pic').notNull().default(''),
    videoSources: jsonb('video_sources').$type<VideoSource[]>().notNull().default([]),
    duration: integer('duration').notNull().default(0),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    listedWhenLocked: boolean('listed_when_locked').notNull().default(true),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('videos_category_idx').on(t.categoryId, t.sort), index('videos_teacher_idx').on(t.teacherId)],
);

export const stockRaceCategories = pgTable('stock_race_categories', {
  id: id(),
  name: varchar('name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const stockRaces = pgTable(
  'stock_races',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => stockRaceCategories.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    pic: text('pic').notNull().default(''),
    /** Plain text summary shown on the card. */
    content: text('content').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [index('stock_races_category_idx').on(t.categoryId, t.sort)],
);

/**
 * A race's participants (issue 15): teachers' simulated portfolios. The trades are not stored: the race
 * engine (modules/stock-race/engine.ts) computes them deterministically from the market history, the
 * entry's symbols and seed, from start_day to the race's end or the last closed trading day.
 * module_id locks the holdings, trades and curve (access core); null = open to every member.
 */
export const stockRaceEntries = pgTable(
  'stock_race_entries',
  {
    id: id(),
    raceId: bigint('race_id', { mode: 'number' })
      .notNull()
      .references(() => stockRaces.id, { onDelete: 'cascade' }),
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** Initial cash, yuan. */
    capital: integer('capital').notNull(),
    /** YYYY-MM-DD (Shanghai): the first trading day of the portfolio. */
    startDay: varchar('start_day', { length: 10 }).notNull(),
    /** Last day traded (the race's end); null = still running. */
    endDay: varchar('end_day', { length: 10 }),
    /** The symbols the teacher trades (sh600519, ...). */
    symbols: text('symbols').array().notNull(),
    /** Seeds the teacher's decisions; with the market history it fixes every trade. */
    seed: varchar('seed', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('stock_race_entries_race_idx').on(t.raceId, t.sort)],
);

/** Teachers' stock pools (股票池, issue 15); module_id locks the items (null = every member). */
export const stockPools = pgTable('stock_pools', {
  id: id(),
  teacherId: bigint('teacher_id', { mode: 'number' }).references(() => teachers.id, { onDelete: 'set null' }),
  moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
  title: varchar('title', { length: 100 }).notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** A stock in a pool: entry day (its close is the entry price), the teacher's reason, exit day once 已调出. */
export const stockPoolItems = pgTable(
  'stock_pool_items',
  {
    id: id(),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => stockPools.id, { onDelete: 'cascade' }),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    entryDay: varchar('entry_day', { length: 10 }).notNull(),
    exitDay: varchar('exit_day', { length: 10 }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('stock_pool_items_pool_idx').on(t.poolId, t.entryDay)],
);

/**
 * Short-lived shared state when REDIS_URL is absent (src/stores/db-store.ts, its only writer):
 * signing replay keys, SMS and login counters, captcha answers. Rows past expires_at are ignored
 * and overwritten in place, and purged once a minute (a scan: no index on expires_at, so every
 * write, one per signed request, updates the primary key only; on PGlite a VACUUM follows, as it
 * has no autovacuum). Nothing else reads it.
 */
export const kvEntries = pgTable('kv_entries', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Goods (issue 13, modules/goods): subscription products. A goods item sells one member level (its
// modules) for grant_days days; price in fen. Off-sale items (on_sale false) keep their row so an
// old link still opens their detail, marked 已下架.

export const goods = pgTable(
  'goods',
  {
    id: id(),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => memberLevels.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML introduction. */
    content: text('content').notNull().default(''),
    pic: text('pic').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    cycle: integer('cycle').notNull(),
    cycleUnit: varchar('cycle_unit', { length: 8 }).$type<'day' | 'month' | 'year'>().notNull(),
    /** The period one purchase grants, stored explicitly (README "Goods"). */
    grantDays: integer('grant_days').notNull(),
    isShowPrice: smallint('is_show_price').notNull().default(1),
    riskLevel: varchar('risk_level', { length: 2 }).$type<'R1' | 'R2' | 'R3' | 'R4' | 'R5'>().notNull().default('R3'),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('goods_level_idx').on(t.levelId), index('goods_sale_sort_idx').on(t.onSale, t.sort)],
);

export const goodsTeachers = pgTable(
  'goods_teachers',
  {
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    teacherId: bigint('teacher_id', { mode: 'number' })
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('goods_teachers_uq').on(t.goodsId, t.teacherId), index('goods_teachers_teacher_idx').on(t.teacherId)],
);

// ---------------------------------------------------------------------------------------------
// Orders and payment (issue 13): modules/order is the only writer.

/** One purchase of one goods item: priced by the server, a snapshot of the goods as sold. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** 'CX' + Beijing yyyyMMddHHmmss + 12 random [0-9A-Z] (modules/order/numbers.ts). */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    pic: text('pic').notNull().default(''),
    levelId: bigint('level_id', { mode: 'number' }).notNull(),
    levelName: varchar('level_name', { length: 64 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    cycle: integer('cycle').notNull(),
    cycleUnit: varchar('cycle_unit', { length: 8 }).$type<'day' | 'month' | 'year'>().notNull(),
    grantDays: integer('grant_days').notNull(),
    /** @caixue/contract OrderState. */
    state: varchar('state', { length: 16 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    channel: varchar('channel', { length: 16 }),
    /** The payment provider the member last chose (integrations/payment provider name). */
    provider: varchar('provider', { length: 16 }),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The last refund request failed at the provider; the order went back to FULFILLED. */
    refundFailed: boolean('refund_failed').notNull().default(false),
    /** Issue 14 checkout: the member coupon applied (member_coupons.id), its discount and name at ordering. */
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponFen: integer('coupon_fen').notNull().default(0),
    couponName: varchar('coupon_name', { length: 64 }).notNull().default(''),
    /** Points deducted at checkout (a 'deduct' ledger entry keyed by the order number) and the fen they took off. */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsFen: integer('points_fen').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_member_key_uq').on(t.memberId, t.idempotencyKey),
    /** A free trial goods item once per member. */
    uniqueIndex('orders_member_trial_uq').on(t.memberId, t.goodsId).where(sql`amount_fen = 0`),
    index('orders_state_close_idx').on(t.state, t.closeAt),
    index('orders_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

/** The member's agreement to the service contract of the order's goods. */
export const orderAgreements = pgTable(
  'order_agreements',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    contractVersion: varchar('contract_version', { length: 32 }).notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
  },
  (t) => [uniqueIndex('order_agreements_order_uq').on(t.orderId)],
);

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    refundNo: varchar('refund_no', { length: 32 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** PROCESSING, SUCCESS, CLOSED, ABNORMAL (@caixue/contract OrderRefundState). */
    state: varchar('state', { length: 16 }).notNull(),
    /** Refund of a payment that arrived for a closed or cancelled order (not asked by the member). */
    automatic: boolean('automatic').notNull().default(false),
    /** Automatic refunds: the payment refunded (one automatic refund per payment). */
    paymentId: varchar('payment_id', { length: 64 }),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_refund_no_uq').on(t.refundNo),
    uniqueIndex('order_refunds_payment_uq').on(t.orderId, t.paymentId).where(sql`automatic`),
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_state_idx').on(t.state, t.requestedAt),
  ],
);

/** Every payment or refund notice handled once: a duplicate notify (or query answer) changes nothing. */
export const paymentNotifies = pgTable(
  'payment_notifies',
  {
    id: id(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The notify's id; 'query:<transaction id>' for query answers, 'answer:<refund no>:<state>' for refund answers. */
    notifyId: varchar('notify_id', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'payment' | 'refund'>().notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /** Payments: the provider's transaction id, so a notify and a query of one payment count once. */
    transactionId: varchar('transaction_id', { length: 64 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_notifies_notify_uq').on(t.provider, t.notifyId),
    uniqueIndex('payment_notifies_payment_uq').on(t.provider, t.transactionId).where(sql`kind = 'payment'`),
    index('payment_notifies_order_idx').on(t.orderNo),
  ],
);

/** Invoices of paid orders (issue 14, modules/invoice): one per order; the PDF under DATA_DIR/media/invoices. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** @caixue/contract InvoiceState. */
    state: varchar('state', { length: 16 }).$type<'APPLIED' | 'ISSUED' | 'FAILED' | 'REVERSED'>().notNull(),
    titleType: varchar('title_type', { length: 16 }).$type<'personal' | 'company'>().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull().default(''),
    address: varchar('address', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    bank: varchar('bank', { length: 100 }).notNull().default(''),
    account: varchar('account', { length: 40 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    taxFen: integer('tax_fen').notNull(),
    /** The e-invoicing driver that issued it (integrations/einvoice). */
    driver: varchar('driver', { length: 16 }).notNull().default(''),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull().default(''),
    /** /media/invoices/<random>/<number>.pdf (gated: answered signed to its member only). */
    pdfPath: text('pdf_path').notNull().default(''),
    failReason: varchar('fail_reason', { length: 200 }).notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    reversalNo: varchar('reversal_no', { length: 32 }).notNull().default(''),
    reversalPdfPath: text('reversal_pdf_path').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One invoice per order: a repeated apply answers it. */
    uniqueIndex('invoices_order_uq').on(t.orderId),
    index('invoices_member_idx').on(t.memberId, t.appliedAt),
    index('invoices_state_idx').on(t.state),
  ],
);

/**
 * E-mails of invoices (modules/invoice): the issued invoice and the red-letter notice, one row per
 * (invoice, kind), made in the transaction that issues or reverses the invoice. Sending claims the row
 * with a conditional update (PENDING -> SENDING until claimed_until), so it is sent once by one
 * instance; a failed send waits until next_attempt_at (backoff), FAILED after the last attempt.
 */
export const invoiceMails = pgTable(
  'invoice_mails',
  {
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'ISSUED' | 'REVERSED'>().notNull(),
    /** The address as the member gave it when the invoice was issued. */
    recipient: varchar('recipient', { length: 100 }).notNull(),
    state: varchar('state', { length: 16 }).$type<'PENDING' | 'SENDING' | 'SENT' | 'FAILED'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A SENDING claim older than this was left by a stop: the row is taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 200 }).notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_mails_invoice_kind_uq').on(t.invoiceId, t.kind), index('invoice_mails_due_idx').on(t.state, t.nextAttemptAt)],
);

/**
 * Integral points (issue 14): an append-only ledger, one row per event; the balance is the sum of a
 * member's rows. (member, type, business id) is unique, so a retried event never counts twice.
 * Only modules/points writes it.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Positive: earned; negative: deducted or reversed. Never zero. */
    amount: integer('amount').notNull(),
    /** @caixue/contract PointsType: sign | purchase | share | refund. */
    type: varchar('type', { length: 16 }).notNull(),
    /** sign: the China date; purchase and refund: the order number; share: `<China date>:<n>`. */
    businessId: varchar('business_id', { length: 64 }).notNull(),
    /** Sign-in entries: consecutive China days signed, this one included (the 7-day cycle's day is derived). */
    streakDay: smallint('streak_day'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_points_business_uq').on(t.memberId, t.type, t.businessId),
    index('member_points_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Questionnaires and the risk-tolerance assessment (issue 16): modules/survey is the only writer.

/** An option of a choice question; `score` counts in scored questionnaires and never leaves the server. */
export interface QuestionOptionValue {
  key: string;
  text: string;
  score: number;
}

/** One answer as stored (validated against the questionnaire when submitted). */
export interface SurveyAnswerValue {
  questionId: number;
  choices?: string[];
  text?: string;
}

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    /** Stable name for links and the seed ('risk-assessment' is the risk assessment). */
    code: varchar('code', { length: 64 }).notNull(),
    /** @caixue/contract QuestionnaireKind: risk | survey. */
    kind: varchar('kind', { length: 8 }).$type<'risk' | 'survey'>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    intro: text('intro').notNull().default(''),
    scored: boolean('scored').notNull().default(false),
    /** False: one submission per member. */
    repeatable: boolean('repeatable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaires_code_uq').on(t.code)],
);

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: id(),
    questionnaireId: bigint('questionnaire_id', { mode: 'number' })
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    /** @caixue/contract QuestionType: single | multiple | text. */
    type: varchar('type', { length: 8 }).$type<'single' | 'multiple' | 'text'>().notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
    options: jsonb('options').$type<QuestionOptionValue[]>().notNull().default([]),
  },
  (t) => [index('questionnaire_questions_q_idx').on(t.questionnaireId, t.sort)],
);

/** One submission of one member; the risk assessment's carry the level and its expiry. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: id(),
    questionnaireId: bigint('questionnaire_id', { mode: 'number' })
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'restrict' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The client's id of this submission: a retry answers the first one. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    answers: jsonb('answers').$type<SurveyAnswerValue[]>().notNull(),
    score: integer('score'),
    /** Risk assessment: C1..C5. */
    riskLevel: varchar('risk_level', { length: 2 }).$type<'C1' | 'C2' | 'C3' | 'C4' | 'C5'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The questionnaire was once-only when answered: the partial unique index keeps one per member. */
    onceOnly: boolean('once_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('questionnaire_responses_request_uq').on(t.memberId, t.requestId),
    uniqueIndex('questionnaire_responses_once_uq').on(t.questionnaireId, t.memberId).where(sql`once_only`),
    index('questionnaire_responses_member_idx').on(t.memberId, t.questionnaireId, t.createdAt),
  ],
);

/**
 * The appropriateness confirmation given with an order (风险测评 missing, expired, or the goods above
 * the member's level): written in the order's creating transaction by modules/survey.
 */
export const orderRiskConfirmations = pgTable(
  'order_risk_confirmations',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** @caixue/contract RiskVerdict: missing | expired | mismatch. */
    verdict: varchar('verdict', { length: 16 }).notNull(),
    goodsRiskLevel: varchar('goods_risk_level', { length: 2 }).notNull(),
    /** The member's level then (an expired one for 'expired'); null when never assessed. */
    memberRiskLevel: varchar('member_risk_level', { length: 2 }),
    /** The assessment it refers to, if any. */
    responseId: bigint('response_id', { mode: 'number' }),
    /** The statement the member confirmed (SURVEY_TEXT.confirmMismatch) and the warning shown. */
    confirmText: text('confirm_text').notNull(),
    warning: text('warning').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_risk_confirmations_order_uq').on(t.orderId)],
);

/**
 * Homework (issue 16): a teacher's homework on a course they teach, with a due date. Only
 * modules/homework writes these three tables.
 */
export const homeworks = pgTable(
  'homeworks',
  {
    id: id(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The member (a teacher of the course) who set it. */
    createdBy: bigint('created_by', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Sum of its questions' points (kept with the questions). */
    totalScore: integer('total_score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homeworks_course_due_idx').on(t.courseId, t.dueAt)],
);

/** The questions of a homework, in `sort` order. */
export const homeworkQuestions = pgTable(
  'homework_questions',
  {
    id: id(),
    homeworkId: bigint('homework_id', { mode: 'number' })
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    /** @caixue/contract HomeworkQuestionKind: single | multiple | text | picture. */
    kind: varchar('kind', { length: 16 }).$type<'single' | 'multiple' | 'text' | 'picture'>().notNull(),
    title: text('title').notNull(),
    /** Choice questions: the option texts, A first; others []. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Choice questions: the correct option keys; others []. Never sent to a member before they answered. */
    correct: jsonb('correct').$type<string[]>().notNull().default([]),
    score: integer('score').notNull(),
  },
  (t) => [index('homework_questions_homework_idx').on(t.homeworkId, t.sort)],
);

/** What a member answered for one question, and its grading. */
export interface HomeworkAnswerItemRow {
  questionId: number;
  choices: string[];
  text: string;
  /** Gated `/media/homework/…` paths (signed when handed out). */
  pictures: string[];
  score: number | null;
  correct: boolean | null;
  comment: string;
}

/** One answer per member and homework (the unique index makes a retried submit one answer). */
export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    id: id(),
    homeworkId: bigint('homework_id', { mode: 'number' })
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** submitted (a text or picture question waits for the teacher) | graded. */
    state: varchar('state', { length: 16 }).$type<'submitted' | 'graded'>().notNull(),
    items: jsonb('items').$type<HomeworkAnswerItemRow[]>().notNull(),
    /** Points of the choice questions, graded at submission. */
    autoScore: integer('auto_score').notNull().default(0),
    /** The total once graded. */
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    gradedBy: bigint('graded_by', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('homework_answers_member_uq').on(t.homeworkId, t.memberId),
    index('homework_answers_member_idx').on(t.memberId, t.submittedAt),
    index('homework_answers_state_idx').on(t.homeworkId, t.state, t.submittedAt),
  ],
);

/**
 * The AI assistant (issue 16): a member's conversations (soft-deleted: deleted_at), owned by
 * modules/ai. Titled by the first question.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 64 }).notNull(),
    createdAt: createdAt(),
    /** The last question or answer: lists are newest first by this. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by the member: gone from the lists, kept for audit. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('ai_conversations_member_idx').on(t.memberId, t.updatedAt)],
);

/**
 * Every question and answer, the audit log of the assistant: answers that were stopped, failed or
 * replaced by the advice check are kept (state), a replaced answer with the model's text in `original`.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: id(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** @caixue/contract AiMessageRole: user | assistant. */
    role: varchar('role', { length: 16 }).notNull(),
    /** What the member sees: the question, the answer (partial when stopped), or the refusal. */
    content: text('content').notNull(),
    /** @caixue/contract AiMessageState: done | stopped | error | filtered | streaming (answers start as streaming until they end). */
    state: varchar('state', { length: 16 }).notNull(),
    /** Filtered answers: the model's text the member did not get (audit). */
    original: text('original'),
    /** Answers: the risk tip shown beneath. */
    riskTip: text('risk_tip'),
    /** Answers: the driver and model that wrote it, and the failure (audit). */
    driver: varchar('driver', { length: 16 }).notNull().default(''),
    model: varchar('model', { length: 200 }).notNull().default(''),
    error: varchar('error', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.id), index('ai_messages_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Questions asked per member and China day (Asia/Shanghai): the daily limit. A question takes one with
 * a conditional upsert (used < limit), so concurrent requests and several instances never exceed it.
 */
export const aiDailyUsage = pgTable(
  'ai_daily_usage',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in China time. */
    day: varchar('day', { length: 10 }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_daily_usage_member_day_uq').on(t.memberId, t.day)],
);

// ---------------------------------------------------------------------------------------------
// Coupons (issue 14, modules/coupon): templates operators define and the coupons members hold.

/**
 * What a coupon gives and who may get it. kind FULL_REDUCTION (amount_fen off at or above
 * threshold_fen), DISCOUNT (pay pay_percent %, at most cap_fen off; 0 = no cap), NO_THRESHOLD
 * (amount_fen off). Validity: fixed [valid_from, valid_until) or valid_days from the claim.
 * claimed counts every coupon issued from it and never passes stock (a conditional update).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    /** @caixue/contract CouponKind. */
    kind: varchar('kind', { length: 16 }).$type<CouponKind>().notNull(),
    amountFen: integer('amount_fen').notNull().default(0),
    payPercent: integer('pay_percent').notNull().default(100),
    capFen: integer('cap_fen').notNull().default(0),
    thresholdFen: integer('threshold_fen').notNull().default(0),
    /** The goods it applies to; empty: every goods item. */
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** When set, a coupon is valid this many days from when it was issued (valid_from/until unused). */
    validDays: integer('valid_days'),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    stock: integer('stock').notNull(),
    claimed: integer('claimed').notNull().default(0),
    /** Shown in 领券中心 and claimable by members. */
    claimable: boolean('claimable').notNull().default(false),
    /** Given to every new member (source 'register'). */
    registerGift: boolean('register_gift').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_templates_claimable_idx').on(t.claimable, t.sort)],
);

/**
 * A member's coupon: UNUSED -> LOCKED (order_no set by an unpaid order) -> USED; back to UNUSED on
 * cancel, close or refund. EXPIRED is not stored: it is UNUSED past valid_until. (member, template,
 * source, source_key) is unique, so a retried grant (prize key, grant request, registration) issues once.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'restrict' }),
    /** @caixue/contract CouponSource. */
    source: varchar('source', { length: 16 }).notNull(),
    /** claim: claim:<n>; register: register; grant: the request id; prize: the business key. */
    sourceKey: varchar('source_key', { length: 80 }).notNull(),
    /** UNUSED | LOCKED | USED. */
    state: varchar('state', { length: 16 }).notNull().default('UNUSED'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** LOCKED and USED: the order. */
    orderNo: varchar('order_no', { length: 32 }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_coupons_source_uq').on(t.memberId, t.templateId, t.source, t.sourceKey),
    index('member_coupons_member_state_idx').on(t.memberId, t.state, t.validUntil),
    index('member_coupons_order_idx').on(t.orderNo),
  ],
);

/** 自选股 groups of a member (issue 15): at most WATCHLIST_LIMITS.groups, ordered by sort then id. */
export const watchlistGroups = pgTable(
  'watchlist_groups',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watchlist_groups_member_name_uq').on(t.memberId, t.name), index('watchlist_groups_member_idx').on(t.memberId, t.sort)],
);

/**
 * A stock in a member's watchlist: once per member ((member, symbol) unique, so a retried add is one row),
 * in at most one group (null: only in 全部). `sort` orders the member's whole list; a group shows its
 * items in the same order.
 */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' }).references(() => watchlistGroups.id, { onDelete: 'set null' }),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watchlist_items_member_symbol_uq').on(t.memberId, t.symbol), index('watchlist_items_member_sort_idx').on(t.memberId, t.sort)],
);

/**
 * A price alert (issue 15): active until it fires once (status fired, set by a conditional update so
 * concurrent evaluations fire it once) or the member cancels it. `value` is thousandths: a price in
 * 0.001 yuan, or a change in 0.001 percentage points.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    /** @caixue/contract PriceAlertKind. */
    kind: varchar('kind', { length: 16 }).notNull(),
    value: integer('value').notNull(),
    /** active | fired | cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    /** The quote that fired it (thousandths, like value). */
    firedPrice: integer('fired_price'),
    firedChange: integer('fired_change'),
    createdAt: createdAt(),
  },
  (t) => [index('price_alerts_member_idx').on(t.memberId, t.id), index('price_alerts_status_idx').on(t.status, t.symbol)],
);

/**
 * 财经日历 (issue 15; owned by modules/finance-calendar): one row per event of a day (Asia/Shanghai).
 * Money in cents: an IPO's issue price, a dividend's cash per 10 shares.
 */
export const financeEvents = pgTable(
  'finance_events',
  {
    id: id(),
    day: varchar('day', { length: 10 }).notNull(),
    /** `HH:MM`, null for all-day items. */
    time: varchar('time', { length: 5 }),
    /** @caixue/contract FinanceEventKind. */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    importance: smallint('importance').notNull().default(1),
    region: varchar('region', { length: 16 }).notNull().default('中国'),
    previous: varchar('previous', { length: 32 }),
    forecast: varchar('forecast', { length: 32 }),
    actual: varchar('actual', { length: 32 }),
    code: varchar('code', { length: 16 }),
    issuePriceCents: integer('issue_price_cents'),
    subscribeLimit: integer('subscribe_limit'),
    cashPerTenCents: integer('cash_per_ten_cents'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('finance_events_day_idx').on(t.day, t.kind)],
);

// ---------------------------------------------------------------------------------------------
// The prize wheel (issue 17; owned by modules/winning, written by the seed for activities and prizes).

/** An activity: a time window, who may draw (members; optionally one level), draws per China day. */
export const wheelActivities = pgTable('wheel_activities', {
  id: id(),
  /** The seed's key of the activity (one seed set per demo activity). */
  code: varchar('code', { length: 32 }).notNull().unique(),
  title: varchar('title', { length: 64 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  pic: text('pic').notNull().default(''),
  /** One rule per line. */
  rules: jsonb('rules').$type<string[]>().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Only members holding this level may draw; null: every member. */
  levelId: bigint('level_id', { mode: 'number' }).references(() => memberLevels.id),
  dailyDraws: integer('daily_draws').notNull(),
  createdAt: createdAt(),
});

/**
 * A prize on the wheel (sort = clockwise position). `stock` null: unlimited; else `stock_left` only
 * ever goes down by a conditional update (`stock_left > 0`) and never below zero (check).
 */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: id(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => wheelActivities.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    /** @caixue/contract WheelPrizeKind. */
    kind: varchar('kind', { length: 16 }).notNull(),
    pic: text('pic').notNull().default(''),
    points: integer('points').notNull().default(0),
    couponTemplateId: bigint('coupon_template_id', { mode: 'number' }).references(() => couponTemplates.id),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    stockLeft: integer('stock_left'),
  },
  (t) => [index('wheel_prizes_activity_idx').on(t.activityId, t.sort), check('wheel_prizes_stock_left_ck', sql`${t.stockLeft} IS NULL OR ${t.stockLeft} >= 0`)],
);

/**
 * One draw and its outcome. (member, request id) is unique: a retried tap is the same draw.
 * (activity, member, China day, slot) is unique with slot = the draw's number that day, so the daily
 * limit holds even between instances. Goods prizes carry the delivery address and its state.
 */
export const wheelDraws = pgTable(
  'wheel_draws',
  {
    id: id(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => wheelActivities.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    chinaDay: varchar('china_day', { length: 10 }).notNull(),
    daySlot: integer('day_slot').notNull(),
    /** Null when the draw fell back to 谢谢参与 without a thanks prize on the wheel. */
    prizeId: bigint('prize_id', { mode: 'number' }).references(() => wheelPrizes.id),
    prizeName: varchar('prize_name', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    points: integer('points').notNull().default(0),
    couponId: bigint('coupon_id', { mode: 'number' }),
    /** @caixue/contract WinningState. */
    state: varchar('state', { length: 16 }).notNull(),
    receiverName: varchar('receiver_name', { length: 20 }).notNull().default(''),
    receiverMobile: varchar('receiver_mobile', { length: 20 }).notNull().default(''),
    receiverAddress: varchar('receiver_address', { length: 120 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wheel_draws_request_uq').on(t.memberId, t.requestId),
    uniqueIndex('wheel_draws_day_slot_uq').on(t.activityId, t.memberId, t.chinaDay, t.daySlot),
    index('wheel_draws_member_idx').on(t.memberId, t.createdAt),
    index('wheel_draws_activity_win_idx').on(t.activityId, t.createdAt),
  ],
);

/** Teachers' short viewpoints (观点, issue 17): locked by module like news; a locked one lists its teaser only. */
export const viewpoints = pgTable(
  'viewpoints',
  {
    id: id(),
    teacherId: bigint('teacher_id', { mode: 'number' })
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    moduleId: bigint('module_id', { mode: 'number' }).references(() => accessModules.id, { onDelete: 'set null' }),
    listedWhenLocked: boolean('listed_when_locked').notNull().default(true),
    title: varchar('title', { length: 100 }).notNull(),
    /** The teaser shown to everyone, locked or not (plain text). */
    teaser: varchar('teaser', { length: 200 }).notNull().default(''),
    /** Sanitized HTML; never sent to a caller without the module. */
    content: text('content').notNull().default(''),
    picList: jsonb('pic_list').$type<string[]>().notNull().default([]),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('viewpoints_published_idx').on(t.publishedAt, t.id), index('viewpoints_teacher_idx').on(t.teacherId, t.publishedAt)],
);

export const viewpointComments = pgTable(
  'viewpoint_comments',
  {
    id: id(),
    viewpointId: bigint('viewpoint_id', { mode: 'number' })
      .notNull()
      .references(() => viewpoints.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Sanitized. */
    content: text('content').notNull(),
    /** 1 shown, 0 hidden by moderation. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('viewpoint_comments_viewpoint_idx').on(t.viewpointId, t.id)],
);

/**
 * Page visits (SPEC §3 access-log record, issue 17): one row per opening of a page; the client's
 * repeats move `endedAt`, so endedAt - startedAt is the time on the page. Written in batches.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    /** Random, handed to the client (data.id) before the row is written. */
    id: varchar('id', { length: 32 }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    /** The page path without its query (what the daily figures group by). */
    page: varchar('page', { length: 255 }).notNull(),
    url: varchar('url', { length: 512 }).notNull(),
    clientTitle: varchar('client_title', { length: 64 }).notNull().default(''),
    typeId: integer('type_id').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_logs_started_idx').on(t.startedAt, t.page)],
);
