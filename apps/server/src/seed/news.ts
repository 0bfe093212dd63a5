import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessModules,
  contentReactions,
  levelModules,
  memberLevels,
  members,
  news,
  newsCategories,
  newsComments,
  seedRuns,
  teachers,
} from '../db/schema';
import { sanitizeArticleHtml } from '../modules/centre/text';
import type { SeedFile } from './content';
import { DIAMOND_LEVEL_NAME, GOLD_LEVEL_NAME, PRODUCT_LINK } from './levels';
import { DEMO_CLIPS } from './media';
import {
  RISK_PARAGRAPH,
  STRATEGY_PARAGRAPHS,
  THEME_PARAGRAPHS,
  h3,
  img,
  levelsTable,
  longInlineRow,
  noise,
  p,
  sectorTable,
  ul,
} from './news-articles';
import {
  CATEGORIES,
  INFORMATION_CATEGORY_ID,
  MORNING_CATEGORY_ID,
  MORNING_FOCUS,
  MORNING_HEADLINES,
  MORNING_ITEM_COUNT,
  MORNING_TEACHERS,
  type CategorySpec,
  type ItemRow,
} from './news-data';
import { NEWS_CHART_COUNT, NEWS_THEMES, newsCategoryFile, newsChartFile, newsPictures, newsThumbFile } from './news-pictures';

/**
 * Demo news and columns (issue 5, seed set 'news-v1', after the levels set): categories with fixed
 * ids (11 每日早评 with 70 morning notes, 15 资讯 for the footer), house news, hot and tuyere
 * items, FM items with audio, the teachers' columns (some items behind news-vip), the 金牌内参
 * column behind news-vip (a module of 金牌会员 and 钻石会员), comments of the demo members and
 * 张三's likes and views. Locked items carry LOCKED_MARKER in their content so
 * tests can prove it never leaves the server.
 */

export const NEWS_SEED_NAME = 'news-v1';
export const NEWS_VIP_MODULE_CODE = 'news-vip';
/** Text inside every locked item's content (followed by a number). */
export const LOCKED_MARKER = 'VIP-LOCKED-CONTENT-';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const BEIJING = 8 * HOUR;
const MEMBER_MOBILES = { zhang: '13800000001', wang: '13800000003', zhao: '13800000004', sun: '13800000005' } as const;
const LIVE_TEACHERS: Record<string, string> = { 李: '李建华', 王: '王雅琴', 陈: '陈志强', 赵: '赵文博' };

const COMMENTS = [
  '讲得很透彻，收藏了慢慢看。',
  '谢谢老师，仓位纪律一定要记住。',
  '这篇对新手太友好了，终于看懂了。',
  '表格很清楚，一目了然。',
  '老师说得对，追高吃过亏，以后不追了。',
  '期待下一篇，能不能讲讲可转债？',
  '定投坚持了两年，确实摊低了成本。',
  '风险提示很重要，理性投资。',
  '学到了，量价关系这部分要反复看。',
  '今天按老师的思路操作，心态稳多了。',
  '有没有相关的课程推荐？',
  '写得很实在，没有夸大其词，点赞。',
];

export function newsSeedPictures(): SeedFile[] {
  return newsPictures(CATEGORIES.map((c) => ({ key: c.code, title: c.name, ...c.art })));
}

interface BuiltItem {
  categoryId: number;
  teacherName: string | null;
  title: string;
  description: string;
  content: string;
  pic: string;
  picList: string[];
  audio: string;
  locked: boolean;
  listedWhenLocked: boolean;
  isHot: boolean;
  isTuyere: boolean;
  isFind: boolean;
  visits: number;
  likes: number;
  publishedAt: Date;
}

/** The instant moved back into 07:00-22:59 Beijing time (nobody publishes at 3 am). */
function daytime(at: number): number {
  const hour = new Date(at + BEIJING).getUTCHours();
  return hour < 7 ? at - (hour + 2) * HOUR : at;
}

function themeParagraphs(theme: string): string[] {
  return THEME_PARAGRAPHS[theme] ?? THEME_PARAGRAPHS.macro;
}

function thumbs(theme: string, k: number, pictureUrlOf: (file: string) => string): string[] {
  if (k % 5 === 4) return [];
  const start = Math.max(0, NEWS_THEMES.findIndex((t) => t.key === theme));
  const count = 1 + (k % 3);
  return Array.from({ length: count }, (_, i) => pictureUrlOf(newsThumbFile(NEWS_THEMES[(start + i * 5) % NEWS_THEMES.length].key)));
}

function articleHtml(row: ItemRow, k: number, locked: boolean, pictureUrlOf: (file: string) => string): string {
  const [, description, theme, flags = ''] = row;
  const paras = themeParagraphs(theme);
  const parts: string[] = [p(paras[k % paras.length])];
  // A locked item's clips are the gated copies (served only through signed urls).
  const clips = locked ? DEMO_CLIPS.gated : DEMO_CLIPS;
  if (flags.includes('V')) {
    const [mp4, webm] = clips.lesson;
    parts.push(
      h3('视频讲解'),
      `<video controls preload="metadata" poster="${pictureUrlOf(newsThumbFile(theme))}"><source src="${mp4.url}" type="${mp4.type}"><source src="${webm.url}" type="${webm.type}"></video>`,
    );
  }
  if (flags.includes('A')) parts.push(h3('收听本期节目'), `<p><audio controls preload="metadata" src="${clips.fmAudio}"></audio></p>`);
  parts.push(h3('要点分析'), p(paras[(k + 1) % paras.length]), p(paras[(k + 2) % paras.length]));
  if (flags.includes('S')) {
    parts.push(ul([description.replace(/。$/, ''), MORNING_FOCUS[k % MORNING_FOCUS.length], MORNING_FOCUS[(k + 3) % MORNING_FOCUS.length]]));
  }
  if (flags.includes('T')) parts.push(h3('数据一览'), sectorTable(k), p('<span>注：表中数据为示意，仅用于说明分析方法。</span>'));
  if (flags.includes('C')) parts.push(img(pictureUrlOf(newsChartFile(k % NEWS_CHART_COUNT)), '走势示意图'));
  if (flags.includes('R')) parts.push(h3('题材梯队'), longInlineRow());
  if (locked) {
    parts.push(
      h3('会员专享'),
      p(`${LOCKED_MARKER}${k}：组合调仓明细——权益仓位由五成调整至六成，新增部分以宽基指数为主，行业方向侧重科技成长与红利资产，单一行业不超过两成。`),
    );
  }
  parts.push(h3('操作建议'), p(STRATEGY_PARAGRAPHS[k % STRATEGY_PARAGRAPHS.length]), RISK_PARAGRAPH);
  return sanitizeArticleHtml(parts.join(''));
}

function buildCategoryItems(category: CategorySpec, firstK: number, now: number, pictureUrlOf: (file: string) => string): BuiltItem[] {
  const n = category.items.length;
  return category.items.map((row, i) => {
    const k = firstK + i;
    const [title, description, theme, flags = ''] = row;
    const locked = category.vip === true || flags.includes('L');
    const picList = category.code === 'notice' ? [] : thumbs(theme, k, pictureUrlOf);
    const hoursAgo = 1 + (i + noise(k, 1)) * ((29 * 24) / n);
    const teacherName = category.teacher ?? (category.code === 'live' ? (LIVE_TEACHERS[title[0]] ?? null) : null);
    const isHot = flags.includes('h');
    return {
      categoryId: category.id,
      teacherName,
      title,
      description,
      content: articleHtml(row, k, locked, pictureUrlOf),
      pic: picList[0] ?? '',
      picList,
      audio: flags.includes('A') ? (locked ? DEMO_CLIPS.gated : DEMO_CLIPS).fmAudio : '',
      // Item-level locks (L) name the module on the item; vip columns lock through the category.
      locked: flags.includes('L'),
      listedWhenLocked: !flags.includes('U'),
      isHot,
      isTuyere: flags.includes('t'),
      isFind: flags.includes('f'),
      visits: Math.round((isHot ? 8000 : 300) + noise(k, 2) * 12000),
      likes: Math.round(10 + noise(k, 3) * 600),
      publishedAt: new Date(daytime(now - hoursAgo * HOUR)),
    };
  });
}

/** Weekday mornings (Beijing) of the last 30 days, newest first, starting yesterday. */
function weekdayMornings(now: number): number[] {
  const b = new Date(now + BEIJING);
  const today = Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()) - BEIJING;
  const days: number[] = [];
  for (let d = 1; d <= 30; d += 1) {
    const day = today - d * DAY;
    const weekday = new Date(day + BEIJING).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

function buildMorningItems(now: number, firstK: number, pictureUrlOf: (file: string) => string): BuiltItem[] {
  const days = weekdayMornings(now);
  const extra = MORNING_ITEM_COUNT - days.length * 3;
  const slots = ['08:50', '08:30', '08:00', '07:30'];
  const items: BuiltItem[] = [];
  days.forEach((day, j) => {
    const perDay = j < extra ? 4 : 3;
    for (let s = 4 - perDay; s < 4 && items.length < MORNING_ITEM_COUNT; s += 1) {
      const k = firstK + items.length;
      const [hh, mm] = slots[s].split(':').map(Number);
      const at = day + (hh * 60 + mm) * 60_000;
      const local = new Date(at + BEIJING);
      const headline = MORNING_HEADLINES[k % MORNING_HEADLINES.length];
      const teacherName = MORNING_TEACHERS[(j + s) % MORNING_TEACHERS.length];
      const focus = [0, 3, 6].map((o) => MORNING_FOCUS[(k + o) % MORNING_FOCUS.length]);
      const theme = ['macro', 'policy', 'chip', 'consume', 'ai', 'bank', 'ev'][k % 7];
      const content = sanitizeArticleHtml(
        [
          p(`${teacherName.slice(0, 1)}老师早评：${headline}。`),
          h3('隔夜外围'),
          p(THEME_PARAGRAPHS.macro[k % 3]),
          h3('今日关注'),
          ul(focus),
          h3('关键点位'),
          levelsTable(k),
          h3('板块观察'),
          p(themeParagraphs(theme)[k % 3]),
          h3('操作策略'),
          p(STRATEGY_PARAGRAPHS[k % STRATEGY_PARAGRAPHS.length]),
          RISK_PARAGRAPH,
        ].join(''),
      );
      const picList = thumbs(theme, k, pictureUrlOf);
      items.push({
        categoryId: MORNING_CATEGORY_ID,
        teacherName,
        title: `${local.getUTCMonth() + 1}月${local.getUTCDate()}日早评｜${headline}`,
        description: `${teacherName.slice(0, 1)}老师：${headline}。今日重点${focus[0]}。`,
        content,
        pic: picList[0] ?? '',
        picList,
        audio: '',
        locked: false,
        listedWhenLocked: true,
        isHot: false,
        isTuyere: false,
        isFind: k % 9 === 0,
        visits: Math.round(500 + noise(k, 4) * 6000),
        likes: Math.round(20 + noise(k, 5) * 300),
        publishedAt: new Date(at),
      });
    }
  });
  return items;
}

/** Applies the news seed set once; false when it was already there. */
export async function seedNews(db: Db, pictureUrlOf: (file: string) => string, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, NEWS_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  const at = now.getTime();

  let k = 0;
  const categoryItems = CATEGORIES.filter((c) => c.id !== MORNING_CATEGORY_ID).flatMap((c) => {
    const built = buildCategoryItems(c, k, at, pictureUrlOf);
    k += built.length;
    return built;
  });
  const items = [...buildMorningItems(at, k, pictureUrlOf), ...categoryItems];

  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: NEWS_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    await tx
      .insert(accessModules)
      .values({ code: NEWS_VIP_MODULE_CODE, name: '金牌内参', productLink: PRODUCT_LINK })
      .onConflictDoNothing();
    const [vip] = await tx.select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, NEWS_VIP_MODULE_CODE));
    const levels = await tx
      .select({ id: memberLevels.id })
      .from(memberLevels)
      .where(inArray(memberLevels.name, [GOLD_LEVEL_NAME, DIAMOND_LEVEL_NAME]));
    if (levels.length > 0) {
      await tx
        .insert(levelModules)
        .values(levels.map((l) => ({ levelId: l.id, moduleId: vip.id })))
        .onConflictDoNothing();
    }

    const teacherRows = await tx.select({ id: teachers.id, name: teachers.name }).from(teachers);
    const teacherId = (name: string | null | undefined) => (name ? (teacherRows.find((t) => t.name === name)?.id ?? null) : null);

    await tx.insert(newsCategories).values(
      CATEGORIES.map((c, sort) => ({
        id: c.id,
        name: c.name,
        code: c.code,
        description: c.description,
        pic: pictureUrlOf(newsCategoryFile(c.code)),
        teacherId: teacherId(c.teacher),
        moduleId: c.vip ? vip.id : null,
        isHome: c.isHome === true,
        sort,
      })),
    );
    // Explicit ids leave the sequence behind: later categories must not collide with them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('news_categories', 'id'), (select max(id) from news_categories))`);

    const inserted = await tx
      .insert(news)
      .values(
        items.map((item) => ({
          categoryId: item.categoryId,
          teacherId: teacherId(item.teacherName),
          title: item.title,
          description: item.description,
          content: item.content,
          pic: item.pic,
          picList: item.picList,
          audio: item.audio,
          moduleId: item.locked ? vip.id : null,
          listedWhenLocked: item.listedWhenLocked,
          isHot: item.isHot,
          isTuyere: item.isTuyere,
          isFind: item.isFind,
          visits: item.visits,
          likes: item.likes,
          publishedAt: item.publishedAt,
          createdAt: item.publishedAt,
        })),
      )
      .returning({ id: news.id, categoryId: news.categoryId, moduleId: news.moduleId, publishedAt: news.publishedAt });

    await seedReactions(tx as unknown as Db, inserted, at);
    return true;
  });
}

/** Comments of the demo members, 张三's likes and views, on open items. */
async function seedReactions(
  tx: Db,
  inserted: { id: number; categoryId: number; moduleId: number | null; publishedAt: Date }[],
  at: number,
): Promise<void> {
  const people = await tx
    .select({ id: members.id, mobile: members.mobile })
    .from(members)
    .where(and(inArray(members.mobile, Object.values(MEMBER_MOBILES)), eq(members.status, 'active')));
  const idOf = (mobile: string) => people.find((m) => m.mobile === mobile)?.id ?? null;
  const commenters = [MEMBER_MOBILES.zhang, MEMBER_MOBILES.wang, MEMBER_MOBILES.sun, MEMBER_MOBILES.zhao]
    .map(idOf)
    .filter((id): id is number => id !== null);
  const zhang = idOf(MEMBER_MOBILES.zhang);
  if (commenters.length === 0) return;

  const vipCategory = CATEGORIES.find((c) => c.vip)?.id;
  const open = inserted
    .filter((row) => row.moduleId === null && row.categoryId !== vipCategory)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const newestOf = (categoryId: number, count: number) => open.filter((r) => r.categoryId === categoryId).slice(0, count);
  const commented = [...newestOf(INFORMATION_CATEGORY_ID, 4), ...newestOf(MORNING_CATEGORY_ID, 3), ...newestOf(12, 2), ...newestOf(14, 2)];

  let c = 0;
  for (const row of commented) {
    const count = 2 + (c % 3);
    const values = Array.from({ length: count }, (_, i) => {
      c += 1;
      return {
        newsId: row.id,
        memberId: commenters[(c + i) % commenters.length],
        content: COMMENTS[c % COMMENTS.length],
        createdAt: new Date(Math.min(at, row.publishedAt.getTime() + (i + 1) * 37 * 60_000)),
      };
    });
    await tx.insert(newsComments).values(values);
    await tx.update(news).set({ comments: count }).where(eq(news.id, row.id));
  }

  if (zhang === null) return;
  const liked = newestOf(INFORMATION_CATEGORY_ID, 3);
  await tx.insert(contentReactions).values(liked.map((r) => ({ targetType: 'news' as const, targetId: r.id, memberId: zhang, kind: 'like' as const })));
  await tx
    .update(news)
    .set({ likes: sql`${news.likes} + 1` })
    .where(inArray(news.id, liked.map((r) => r.id)));
  // No favorites or category follows for 张三: the member-centre tests expect him to start without them.
  // 张三 has read the five newest items of 资讯: the unread count shows the rest.
  await tx
    .insert(contentReactions)
    .values(newestOf(INFORMATION_CATEGORY_ID, 5).map((r) => ({ targetType: 'news' as const, targetId: r.id, memberId: zhang, kind: 'view' as const })));
}
