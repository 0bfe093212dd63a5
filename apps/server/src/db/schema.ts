import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
