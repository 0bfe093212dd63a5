import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LinkTypeCode } from '@caixue/contract';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { ads, appVersions, members, navItems, seedRuns, teachers } from '../db/schema';
import {
  DEMO_ADVERT,
  DEMO_BANNERS,
  DEMO_MEMBERS,
  DEMO_MENU,
  DEMO_TABS,
  DEMO_TEACHERS,
  DEMO_VERSION,
  SEED_CATEGORIES,
  SEED_NAME,
  SEED_PICTURES_DIR,
  pictureUrl,
  seedPictures,
} from './content';
import { livePictures, seedLive } from './live';
import { seedCentre } from './centre';
import { seedLevels } from './levels';
import { seedLiveTemplates } from './live-templates';
import { seedGatedChatPictures } from './gated-chat-pictures';
import { seedGatedMedia } from './gated-media';
import { writeDemoMedia } from './media';
import { newsSeedPictures, seedNews } from './news';
import { seedVideo, videoPictures } from './video';
import { coursePictures, seedCourses } from './courses';
import { goodsPictures, seedGoods } from './goods';
import { seedGoodsLinks } from './goods-links';
import { seedDemoOrders } from './orders';
import { seedSurveys } from './surveys';
import { seedStockRaces } from './stock-race';
import { seedHomework } from './homework';
import { seedDemoCoupons } from './coupons';
import { seedDemoWheel } from './winning';
import { seedFinanceCalendar } from './finance-calendar';
import { seedViewpoints } from './viewpoints';

export interface SeedResult {
  /** False when the content was already there (a restart). */
  inserted: boolean;
  picturesWritten: number;
}

/**
 * First-run demo content. Idempotent: pictures are only written when missing or different, and
 * the rows go in one transaction guarded by a seed_runs marker, so a restart (or a second
 * instance starting at the same time) changes nothing. Files go to DATA_DIR/uploads (public) and
 * DATA_DIR/media (gated items' clips, served only through signed urls).
 */
export async function seedDemoContent(db: Db, dataDir: string, now: () => number = Date.now): Promise<SeedResult> {
  const uploadsDir = path.join(dataDir, 'uploads');
  const picturesWritten =
    (await writePictures(path.join(uploadsDir, SEED_PICTURES_DIR))) + (await writeDemoMedia(uploadsDir, path.join(dataDir, 'media')));
  const baseInserted = await seedBase(db);
  // Later seed sets each keep their own seed_runs marker, so a data dir made by an older version
  // gets the newer sets on its next start. Sets that need the base rows come after it.
  const pictureUrlOf = (file: string) => `/uploads/${SEED_PICTURES_DIR}/${file}`;
  let inserted = baseInserted;
  for (const seedSet of SEED_SETS) inserted = (await seedSet(db, pictureUrlOf)) || inserted;
  // Demo homework on the demo courses (its answer picture is written to DATA_DIR/media).
  inserted = (await seedHomework(db, dataDir)) || inserted;
  // Chat pictures of gated rooms posted before they were gated move to DATA_DIR/media (files and rows).
  inserted = (await seedGatedChatPictures(db, dataDir)) || inserted;
  // 财经日历 (issue 15): the weeks around today that are not seeded yet (a restart adds nothing).
  inserted = (await seedFinanceCalendar(db, now())) || inserted;
  return { inserted, picturesWritten };
}

/** Seed sets applied after the base set, in order: (db, picture url of a seeded file) => inserted. */
const SEED_SETS: ((db: Db, pictureUrlOf: (file: string) => string) => Promise<boolean>)[] = [
  (db, pictureUrlOf) => seedLive(db, pictureUrlOf),
  (db) => seedLevels(db),
  (db, pictureUrlOf) => seedCentre(db, pictureUrlOf),
  (db, pictureUrlOf) => seedNews(db, pictureUrlOf),
  (db, pictureUrlOf) => seedCourses(db, pictureUrlOf),
  (db, pictureUrlOf) => seedVideo(db, pictureUrlOf),
  (db, pictureUrlOf) => seedGoods(db, pictureUrlOf),
  // Product links and the 股票池 no-permission link point at the goods that sell them.
  (db) => seedGoodsLinks(db),
  // 张三's timed-out order: 我的订单 is not empty on a fresh start.
  (db) => seedDemoOrders(db),
  // The risk assessment, a demo survey, and the demo buyers' assessments (issue 16).
  (db) => seedSurveys(db),
  // Coupons (issue 14): 领券中心 templates, the new-member gift and 张三's coupons.
  (db) => seedDemoCoupons(db),
  // The prize wheel (issue 17): one demo activity; its coupon prize is the coupons' 会员回馈券.
  (db) => seedDemoWheel(db),
  // Stock races' participants and the teachers' stock pools (issue 15), after the video set's races.
  (db) => seedStockRaces(db),
  // Template messages (issue 17): 操作提示, 研报解读, 个股点评 cards in the word rooms.
  (db) => seedLiveTemplates(db),
  // Teachers' viewpoints (issue 17), some behind the news set's news-vip.
  (db) => seedViewpoints(db),
  // Last: moves gated items' clips of a data dir seeded before gated media to the gated copies.
  (db) => seedGatedMedia(db),
];

/** True when the data dir (or database) holds the base demo content: a restart, not a first start. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, SEED_NAME)).limit(1)).length > 0;
}

async function seedBase(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED_NAME)).limit(1);
  if (done.length > 0) return false;

  // Hash outside the transaction: scrypt takes tens of milliseconds and PGlite has one connection.
  const passwordHashes = await Promise.all(DEMO_MEMBERS.map((m) => hashPassword(m.password)));
  const inserted = await db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    const memberIds = new Map<string, number>();
    for (const [index, m] of DEMO_MEMBERS.entries()) {
      const [row] = await tx
        .insert(members)
        .values({
          mobile: m.mobile,
          username: m.username,
          passwordHash: passwordHashes[index],
          name: m.name,
          nickname: m.name,
          avatar: pictureUrl.member(m.key),
          isTeacher: m.isTeacher,
          roles: m.roles,
          permissions: m.permissions,
        })
        .returning({ id: members.id });
      memberIds.set(m.key, row.id);
    }
    await tx.insert(teachers).values(
      DEMO_TEACHERS.map((t, sort) => ({
        name: t.name,
        title: t.title,
        description: t.description,
        avatar: pictureUrl.teacher(t.key),
        memberId: t.memberKey ? memberIds.get(t.memberKey) : null,
        sort,
      })),
    );
    await tx.insert(navItems).values([
      ...DEMO_MENU.map((item, sort) => ({
        categoryCode: SEED_CATEGORIES.menu,
        title: item.title,
        icon: pictureUrl.menu(item.glyph),
        iconActive: pictureUrl.menu(item.glyph),
        typeCode: 'Page' as const,
        link: item.link,
        linkParams: item.linkParams ?? '',
        permission: item.permission ?? 1,
        permissionMsg: item.permissionMsg ?? '',
        noPermissionLink: item.noPermissionLink ?? '',
        sort,
      })),
      ...(Object.entries(DEMO_TABS) as [LinkTypeCode, (typeof DEMO_TABS)[LinkTypeCode]][]).flatMap(
        ([linkTypeCode, tabs]) =>
          tabs.map((tab, sort) => ({
            categoryCode: SEED_CATEGORIES.footer,
            linkTypeCode,
            title: tab.title,
            icon: pictureUrl.tab(tab.glyph, false),
            iconActive: pictureUrl.tab(tab.glyph, true),
            link: tab.link,
            sort,
          })),
      ),
    ]);
    await tx.insert(ads).values([
      ...DEMO_BANNERS.map((b, sort) => ({
        positionCode: SEED_CATEGORIES.banner,
        title: b.title,
        pic: pictureUrl.banner(b.key),
        link: b.link,
        sort,
      })),
      {
        positionCode: SEED_CATEGORIES.popup,
        title: DEMO_ADVERT.title,
        pic: pictureUrl.banner(DEMO_ADVERT.key),
        link: DEMO_ADVERT.link,
        version: DEMO_ADVERT.version,
      },
    ]);
    await tx.insert(appVersions).values(
      DEMO_VERSION.platforms.map((platform) => ({
        platform,
        sn: DEMO_VERSION.sn,
        status: DEMO_VERSION.status,
        isForce: DEMO_VERSION.isForce,
        iosLink: DEMO_VERSION.iosLink,
        androidLink: DEMO_VERSION.androidLink,
        content: DEMO_VERSION.content,
      })),
    );
    return true;
  });
  return inserted;
}

/** Writes each picture unless an identical file is there; temp file + rename so none is ever half written. */
async function writePictures(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const { file, content } of [...seedPictures(), ...livePictures(), ...newsSeedPictures(), ...videoPictures(), ...coursePictures(), ...goodsPictures()]) {
    const target = path.join(dir, file);
    const existing = await readFile(target, 'utf8').catch(() => null);
    if (existing === content) continue;
    const scratch = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(scratch, content);
    await rename(scratch, target);
    written += 1;
  }
  return written;
}
