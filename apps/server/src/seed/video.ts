import type { VideoSource } from '@caixue/contract';
import { and, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessModules,
  ads,
  levelModules,
  liveRooms,
  liveRoomTeachers,
  memberLevels,
  members,
  playbacks,
  playbackTeachers,
  seedRuns,
  stockRaceCategories,
  stockRaces,
  teachers,
  videoCategories,
  videos,
} from '../db/schema';
import { insertLiveMessage } from '../modules/live/message-repo';
import { seedAboutArticles } from './about';
import type { SeedFile } from './content';
import { bannerSvg } from './images';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME, STOCK_POOL_MODULE_CODE } from './levels';
import { DEMO_CLIPS } from './media';
import { adSvg, appDownloadSvg, companySvg, coverSvg, raceSvg } from './video-art';
import {
  BRAND_VIDEO_TITLE,
  DEMO_RACES,
  GOODS_ADS,
  LOCK_MARKER,
  MEDIA_CATEGORIES,
  NEW_VIDEO_ROOMS,
  PLAYBACK_GROUPS,
  RACE_CATEGORIES,
  TEACHER_ADS,
  VIDEO_PICTURES,
  VIDEO_VIP_MODULE_CODE,
  type DemoAd,
} from './video-data';

/**
 * Demo video content (issue 5), its own seed set 'video-v1' after the live, levels and centre sets:
 * streams for the seeded video rooms and four more rooms (on air, gated, ended, upcoming), playbacks
 * of the last 60 days, the media library, teacher and goods ads, stock races and the about pages.
 * Gated items live in the module 'video-vip' (opened by 金牌会员 and 钻石会员) or 'stock-pool'
 * (钻石会员 only), and their sources carry LOCK_MARKER so tests can look for leaks.
 */

export const VIDEO_SEED_NAME = 'video-v1';
const MEMBER_MOBILE = '13800000001';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BEIJING_OFFSET = 8 * HOUR;

/** The gated copy of a demo clip with a lock marker on each url (a gated item's sources). */
function lockedClip(clip: readonly VideoSource[], tag: string): VideoSource[] {
  return clip.map((s) => ({ url: `${s.url}${LOCK_MARKER}${tag}`, type: s.type }));
}

/** Every picture of this set, drawn before the rows go in. */
export function videoPictures(): SeedFile[] {
  return [
    ...NEW_VIDEO_ROOMS.map((room) => ({
      file: VIDEO_PICTURES.room(room.key),
      content: bannerSvg({ title: room.title, subtitle: room.subtitle, badge: room.badge, colors: room.colors }),
    })),
    ...PLAYBACK_GROUPS.flatMap((group, g) =>
      group.titles.map((title, i) => ({
        file: VIDEO_PICTURES.playback(g, i),
        content: coverSvg({ title, subtitle: `${group.series} · ${[...group.teachers, group.guests?.[i]].filter(Boolean).join('、')}`, badge: '回看', colors: group.colors }),
      })),
    ),
    ...MEDIA_CATEGORIES.flatMap((category, c) =>
      category.videos.map((video, i) => ({
        file: VIDEO_PICTURES.media(c, i),
        content: coverSvg({
          title: video.title,
          subtitle: video.teacher ? `${video.teacher} · ${category.name}` : category.name,
          badge: video.gated ? '会员' : category.badge,
          colors: category.colors,
        }),
      })),
    ),
    ...Object.values(TEACHER_ADS).flatMap((list, t) => list.map((ad, i) => ({ file: VIDEO_PICTURES.teacherAd(t, i), content: adSvg(ad) }))),
    ...Object.entries(GOODS_ADS).flatMap(([goodsId, list]) =>
      list.map((ad, i) => ({ file: VIDEO_PICTURES.goodsAd(Number(goodsId), i), content: adSvg(ad) })),
    ),
    ...DEMO_RACES.map((race, i) => ({
      file: VIDEO_PICTURES.race(i),
      content: raceSvg({ period: race.period, title: race.title, state: race.category, colors: race.colors }),
    })),
    { file: VIDEO_PICTURES.company, content: companySvg() },
    { file: VIDEO_PICTURES.app, content: appDownloadSvg() },
  ];
}

/** Midnight (Beijing) of the day `daysAgo` before `now`, plus the HH:MM Beijing time. */
function beijingAt(now: number, daysAgo: number, hhmm: string): Date {
  const midnight = Math.floor((now + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET - daysAgo * DAY;
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(midnight + (h * 60 + m) * MINUTE);
}

function navList(isOpenComment: 0 | 1) {
  return [
    { title: '互动', link: '/pages/applets/chat/index', params: `module=live&categoryId=1&isOpenComment=${isOpenComment}` },
    { title: '简介', link: '', params: 'module=intro' },
    { title: '回看', link: '/pages/playback/list/index', params: 'module=playback' },
  ];
}

/** Applies the video seed set once; false when it was already there. */
export async function seedVideo(db: Db, pictureUrlOf: (file: string) => string, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, VIDEO_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  const t = now.getTime();

  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: VIDEO_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    // --- modules: video-vip for 金牌会员 and 钻石会员 ----------------------------------------------
    const [videoVip] = await tx
      .insert(accessModules)
      .values({ code: VIDEO_VIP_MODULE_CODE, name: '视频直播 VIP', productLink: '/pages/goods/list/index' })
      .onConflictDoNothing()
      .returning({ id: accessModules.id });
    const moduleRows = await tx
      .select({ id: accessModules.id, code: accessModules.code })
      .from(accessModules)
      .where(inArray(accessModules.code, [VIDEO_VIP_MODULE_CODE, STOCK_POOL_MODULE_CODE]));
    const vipId = videoVip?.id ?? moduleRows.find((m) => m.code === VIDEO_VIP_MODULE_CODE)!.id;
    const stockPoolId = moduleRows.find((m) => m.code === STOCK_POOL_MODULE_CODE)?.id ?? null;
    const levels = await tx
      .select({ id: memberLevels.id })
      .from(memberLevels)
      .where(inArray(memberLevels.name, [GOLD_LEVEL_NAME, DIAMOND_LEVEL_NAME]));
    if (levels.length > 0) {
      await tx
        .insert(levelModules)
        .values(levels.map((l) => ({ levelId: l.id, moduleId: vipId })))
        .onConflictDoNothing();
    }

    const teacherRows = await tx.select({ id: teachers.id, name: teachers.name, memberId: teachers.memberId }).from(teachers);
    const teacherByName = new Map(teacherRows.map((r) => [r.name, r]));
    const teacherIds = (names: (string | undefined)[]) =>
      names.flatMap((n) => {
        const found = n === undefined ? undefined : teacherByName.get(n);
        return found ? [found] : [];
      });
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, MEMBER_MOBILE));

    // --- video rooms ---------------------------------------------------------------------------
    await tx
      .update(liveRooms)
      .set({ videoSources: [...DEMO_CLIPS.live], navList: navList(1) })
      .where(and(eq(liveRooms.typeCode, 'video'), eq(liveRooms.enabled, true), isNull(liveRooms.moduleId)));
    await tx
      .update(liveRooms)
      .set({ videoSources: lockedClip(DEMO_CLIPS.gated.live, 'live-room'), navList: navList(1) })
      .where(and(eq(liveRooms.typeCode, 'video'), eq(liveRooms.enabled, true), isNotNull(liveRooms.moduleId)));
    const [{ maxSort }] = await tx.select({ maxSort: max(liveRooms.sort) }).from(liveRooms);
    for (const [i, room] of NEW_VIDEO_ROOMS.entries()) {
      const pic = pictureUrlOf(VIDEO_PICTURES.room(room.key));
      const [row] = await tx
        .insert(liveRooms)
        .values({
          typeCode: 'video',
          title: room.title,
          description: room.description,
          content: room.content,
          pic,
          picList: [pic],
          moduleId: room.gated ? vipId : null,
          goodsId: room.goodsId ?? null,
          isOpenComment: 1,
          navList: navList(1),
          videoSources: room.stream ? (room.gated ? lockedClip(DEMO_CLIPS.gated.live, `${VIDEO_VIP_MODULE_CODE}-room`) : [...DEMO_CLIPS.live]) : [],
          visits: 2600 + i * 431,
          likes: 520 + i * 63,
          shares: 88 + i * 9,
          sort: (maxSort ?? 0) + 1 + i,
          startAt: new Date(t + room.startInMinutes * MINUTE),
        })
        .returning({ id: liveRooms.id });
      const roomTeachers = teacherIds(room.teachers);
      if (roomTeachers.length > 0) {
        await tx.insert(liveRoomTeachers).values(roomTeachers.map((teacher, sort) => ({ liveId: row.id, teacherId: teacher.id, sort })));
      }
      const speaker = roomTeachers[0];
      for (const post of room.posts) {
        await insertLiveMessage(tx, {
          liveId: row.id,
          categoryId: 1,
          memberId: post.member ? (member?.id ?? null) : (speaker?.memberId ?? null),
          teacherId: post.member ? null : (speaker?.id ?? null),
          content: post.text,
          quoteId: null,
          createdAt: new Date(t - post.minutesAgo * MINUTE),
        });
      }
    }
    const videoRooms = await tx
      .select({ id: liveRooms.id, title: liveRooms.title, goodsId: liveRooms.goodsId })
      .from(liveRooms)
      .where(eq(liveRooms.typeCode, 'video'));
    const roomByTitle = new Map(videoRooms.map((r) => [r.title, r]));

    // --- playbacks: spread over the last 60 days ------------------------------------------------
    for (const [g, group] of PLAYBACK_GROUPS.entries()) {
      const room = roomByTitle.get(group.room) ?? null;
      const gatedRoom = NEW_VIDEO_ROOMS.some((r) => r.gated && r.title === group.room);
      const spacing = Math.floor(56 / group.titles.length);
      for (const [i, title] of group.titles.entries()) {
        const stockPool = stockPoolId !== null && (group.stockPool ?? []).includes(i);
        const tag = stockPool ? `${STOCK_POOL_MODULE_CODE}-playback-${g + 1}-${i + 1}` : `${VIDEO_VIP_MODULE_CODE}-playback-${g + 1}-${i + 1}`;
        const [row] = await tx
          .insert(playbacks)
          .values({
            liveId: room?.id ?? null,
            goodsId: group.goods?.[i] ?? null,
            title,
            description: `${group.series}第 ${group.titles.length - i} 期回看：${title}。`,
            pic: pictureUrlOf(VIDEO_PICTURES.playback(g, i)),
            videoSources: stockPool || gatedRoom ? lockedClip(DEMO_CLIPS.gated.lesson, tag) : [...DEMO_CLIPS.lesson],
            duration: DEMO_CLIPS.duration,
            moduleId: stockPool ? stockPoolId : null,
            visits: 860 + ((g * 7 + i) * 1379) % 9000,
            liveAt: beijingAt(t, 1 + g + i * spacing, group.at),
          })
          .returning({ id: playbacks.id });
        const people = teacherIds([...group.teachers, group.guests?.[i]]);
        if (people.length > 0) {
          await tx.insert(playbackTeachers).values(people.map((teacher, sort) => ({ playbackId: row.id, teacherId: teacher.id, sort })));
        }
      }
    }

    // --- media library ---------------------------------------------------------------------------
    let brandVideoId: number | null = null;
    let brandVideoPic = '';
    for (const [c, category] of MEDIA_CATEGORIES.entries()) {
      const [cat] = await tx.insert(videoCategories).values({ name: category.name, sort: c }).returning({ id: videoCategories.id });
      for (const [i, video] of category.videos.entries()) {
        const moduleId = video.gated === 'video-vip' ? vipId : video.gated === 'stock-pool' ? stockPoolId : null;
        const pic = pictureUrlOf(VIDEO_PICTURES.media(c, i));
        const [row] = await tx
          .insert(videos)
          .values({
            categoryId: cat.id,
            teacherId: video.teacher ? (teacherByName.get(video.teacher)?.id ?? null) : null,
            title: video.title,
            description: video.description,
            pic,
            videoSources: moduleId !== null ? lockedClip(DEMO_CLIPS.gated.lesson, `${video.gated}-video-${c + 1}-${i + 1}`) : [...DEMO_CLIPS.lesson],
            duration: DEMO_CLIPS.duration,
            moduleId,
            listedWhenLocked: video.hiddenWhenLocked !== true,
            visits: 1200 + ((c * 11 + i) * 2713) % 20000,
            sort: i,
            createdAt: new Date(t - (c * 3 + i * 4 + 1) * DAY),
          })
          .returning({ id: videos.id });
        if (video.title === BRAND_VIDEO_TITLE) {
          brandVideoId = row.id;
          brandVideoPic = pic;
        }
      }
    }

    // --- ads on teacher and goods pages ----------------------------------------------------------
    const roomOf = (title: string) => roomByTitle.get(title)?.id;
    const [wordRoom] = await tx
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .where(and(eq(liveRooms.typeCode, 'word'), eq(liveRooms.title, '李老师·早盘策略')));
    const teacherVideoRoom: Record<string, string> = {
      王雅琴: '王老师·K线实战课',
      陈志强: '陈老师·周末量化公开课',
      赵文博: '赵老师·债市早知道',
      李建华: '李老师·金股训练营',
    };
    const [mediaVideo] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.title, '对话刘思远：普通家庭如何做资产配置'));
    const link = (ad: DemoAd, owner: { teacher?: string; teacherId?: number; goodsId?: number }): { link: string; linkParams: string } => {
      switch (ad.target) {
        case 'course':
          return { link: '/pages/course/list/index', linkParams: '' };
        case 'goods1':
          return { link: '/pages/goods/index/index', linkParams: 'id=1' };
        case 'goods2':
          return { link: '/pages/goods/index/index', linkParams: 'id=2' };
        case 'videoRoom': {
          const id = owner.goodsId === 1 ? roomOf('李老师·金股训练营') : roomOf(teacherVideoRoom[owner.teacher ?? ''] ?? '');
          return { link: '/pages/liveVideo/index/index', linkParams: id ? `id=${id}` : '' };
        }
        case 'playbacks':
          return {
            link: '/pages/playback/list/index',
            linkParams: owner.goodsId !== undefined ? `goodsId=${owner.goodsId}` : `teacherId=${owner.teacherId ?? ''}`,
          };
        case 'wordRoom':
          return { link: '/pages/applets/chat/index', linkParams: wordRoom ? `id=${wordRoom.id}` : '' };
        case 'media':
          return { link: '/pages/video/index', linkParams: mediaVideo ? `id=${mediaVideo.id}` : '' };
      }
    };
    const adRows: (typeof ads.$inferInsert)[] = [];
    for (const [ti, [name, list]] of Object.entries(TEACHER_ADS).entries()) {
      const teacher = teacherByName.get(name);
      if (!teacher) continue;
      for (const [i, ad] of list.entries()) {
        adRows.push({
          positionCode: 'teacherAd',
          title: ad.title,
          description: ad.subtitle,
          pic: pictureUrlOf(VIDEO_PICTURES.teacherAd(ti, i)),
          teacherId: teacher.id,
          sort: i,
          ...link(ad, { teacher: name, teacherId: teacher.id }),
        });
      }
    }
    for (const [goodsId, list] of Object.entries(GOODS_ADS)) {
      for (const [i, ad] of list.entries()) {
        adRows.push({
          positionCode: 'goodsAd',
          title: ad.title,
          description: ad.subtitle,
          pic: pictureUrlOf(VIDEO_PICTURES.goodsAd(Number(goodsId), i)),
          goodsId: Number(goodsId),
          sort: i,
          ...link(ad, { goodsId: Number(goodsId) }),
        });
      }
    }
    // One switched-off ad: lists only show enabled ones.
    adRows.push({
      positionCode: 'teacherAd',
      title: '已下线的活动',
      description: '此广告已下线',
      pic: pictureUrlOf(VIDEO_PICTURES.teacherAd(0, 0)),
      teacherId: teacherByName.get('李建华')?.id ?? null,
      sort: 99,
      enabled: false,
    });
    await tx.insert(ads).values(adRows);

    // --- stock races -------------------------------------------------------------------------------
    const raceCategories = await tx
      .insert(stockRaceCategories)
      .values(RACE_CATEGORIES.map((name, sort) => ({ name, sort })))
      .returning({ id: stockRaceCategories.id, name: stockRaceCategories.name });
    await tx.insert(stockRaces).values(
      DEMO_RACES.map((race, i) => ({
        categoryId: raceCategories.find((c) => c.name === race.category)?.id ?? null,
        title: `${race.period}·${race.title}`,
        pic: pictureUrlOf(VIDEO_PICTURES.race(i)),
        content: race.content,
        link: '/pages/stock/stockRace/index',
        sort: i,
        startAt: new Date(t + race.startInDays * DAY),
        endAt: new Date(t + (race.startInDays + race.lengthDays) * DAY),
      })),
    );

    // --- about pages ---------------------------------------------------------------------------------
    await seedAboutArticles(tx, {
      pictureUrlOf,
      brandVideo: brandVideoId === null ? null : { id: brandVideoId, pic: brandVideoPic },
      teachers: await tx.select({ name: teachers.name, title: teachers.title, certificate: teachers.certificate }).from(teachers).orderBy(teachers.sort, teachers.id),
      now,
    });
    return true;
  });
}
