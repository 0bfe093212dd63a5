import { idFromText } from '@caixue/contract/schemas/common';
import {
  CODE,
  NEWS_HOME_ROWS,
  NEWS_TEXT,
  type NewsCategory,
  type NewsComment,
  type NewsHomeSection,
  type NewsItem,
  type NewsListAction,
  type NewsUnread,
} from '@caixue/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { members, news, newsComments } from '../../db/schema';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import { mayOpen, viewerOf, type Viewer } from '../access/service';
import { summaryOf } from './html';
import {
  filterCondition,
  findCategory,
  findNews,
  listCategories,
  listNews,
  memberMarks,
  unreadCounts,
  type CategoryRow,
  type ListMode,
  type NewsFilter,
  type NewsRow,
} from './repo';
import type { SocialService } from '../social/service';

/** The list query of §3 as the routes hand it over. */
export interface NewsListQuery extends Page {
  categoryId?: number;
  /** list/stock: a security code. */
  code?: string;
  teacherId?: number;
  goodsId?: number;
  from?: 'teacher' | 'goods' | 'newsCategory';
  title?: string;
  content?: string;
  keyword?: string;
  type?: string;
  id?: number;
}

/** Up to this many rows in GET /api/news/hotspot/ver/2/all. */
export const HOTSPOT_ALL_MAX = 20;
/** Category code whose items are the live-room news (list/live, /api/news/list?categoryCode=live). */
export const LIVE_CATEGORY_CODE = 'live';
/** Category code of the market news shown by the stock pages (list/stock). */
export const STOCK_CATEGORY_CODE = 'finance';
export const HOTSPOT_CATEGORY_CODE = 'hotspot';
export const TUYERE_CATEGORY_CODE = 'tuyere';

/** The listed security a code names (`600519`, `sh600519`): its bare code and name, null when none. */
export type SecurityLookup = (code: string) => Promise<{ code: string; name: string } | null>;

export const newsNotFound = () => new BizError(CODE.notFound, NEWS_TEXT.newsNotFound);
export const categoryNotFound = () => new BizError(CODE.notFound, NEWS_TEXT.categoryNotFound);

/** 'YYYY-MM-DD' of the instant in China time. */
function chinaDate(value: Date): string {
  return new Date(value.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

const trimmed = (value: string | undefined) => {
  const v = value?.trim();
  return v ? v : undefined;
};

/** The filters every list variant shares (ids and search). */
function baseFilter(query: NewsListQuery): NewsFilter {
  return {
    categoryId: query.categoryId,
    teacherId: query.teacherId,
    goodsId: query.goodsId,
    title: trimmed(query.title),
    text: trimmed(query.content) ?? trimmed(query.keyword),
  };
}

/**
 * Reading news: lists, items, categories, the home lists, comments and unread counts. Visitors and
 * members without an item's module get it marked locked and without content, summary or audio.
 */
export class NewsService {
  constructor(private readonly deps: { db: Db; now: () => number; social: SocialService; mediaUrls: MediaUrls; securities?: SecurityLookup }) {}

  private get db(): Db {
    return this.deps.db;
  }

  private date(): Date {
    return new Date(this.deps.now());
  }

  /** For member-only paths (routes with a viewer pass `request.viewer()` instead). */
  viewer(memberId: number): Promise<Viewer> {
    return viewerOf(this.db, memberId, this.date());
  }

  /** Rows as the API shows them; `full` for the item page (content when open, every picture). */
  async toItems(rows: NewsRow[], viewer: Viewer, full = false): Promise<NewsItem[]> {
    const marks = await memberMarks(this.db, viewer.memberId, rows.map((r) => r.news.id));
    return rows.map(({ news: n, categoryName, moduleId, teacher }) => {
      const locked = !mayOpen(moduleId, viewer.modules);
      return {
        id: n.id,
        categoryId: n.categoryId,
        categoryName,
        title: n.title,
        pic: n.pic || (n.picList[0] ?? ''),
        picList: full ? n.picList : n.picList.slice(0, 3),
        description: n.description,
        // Locked content never leaves the server; lists never carry full content.
        content: full && !locked ? this.deps.mediaUrls.html(n.content) : '',
        summary: locked ? '' : summaryOf(n.content),
        audio: locked ? '' : this.deps.mediaUrls.url(n.audio),
        dateTime: n.publishedAt.toISOString(),
        date: chinaDate(n.publishedAt),
        teacher: teacher && teacher.id !== null ? teacher : null,
        visits: n.visits,
        likes: n.likes,
        comments: n.comments,
        locked,
        moduleId,
        liked: marks.liked.has(n.id),
        favorited: marks.favorited.has(n.id),
      };
    });
  }

  /** One page of items matching the filter, newest first. */
  async page(viewer: Viewer, filter: NewsFilter, page: Page, mode: ListMode = 'allorvisible'): Promise<Paged<NewsItem>> {
    const { rows, total } = await listNews(this.db, filterCondition(filter, viewer, mode, this.date()), paging(page));
    return { rows: await this.toItems(rows, viewer), total };
  }

  /** GET /api/news/ver/2/list and /list/{action}. */
  async list(viewer: Viewer, query: NewsListQuery, action?: NewsListAction): Promise<Paged<NewsItem>> {
    const filter = baseFilter(query);
    let mode: ListMode = 'allorvisible';
    switch (action) {
      case undefined:
        break;
      case 'related':
        if (query.id !== undefined) return this.related(viewer, query.id, query);
        break;
      case 'hotspot':
        filter.hot = true;
        break;
      case 'live':
        filter.categoryCode = LIVE_CATEGORY_CODE;
        break;
      case 'news':
        filter.house = true;
        break;
      case 'newsCategory':
        if (query.categoryId === undefined) throw new BizError(CODE.badRequest, NEWS_TEXT.categoryRequired);
        break;
      case 'all':
      case 'visible':
      case 'allorvisible':
        mode = action;
        break;
      case 'find':
        filter.find = true;
        break;
      case 'stock': {
        // With a code: news of any category that names the stock (its code or name); else the market news.
        if (query.code === undefined) {
          filter.categoryCode = STOCK_CATEGORY_CODE;
          break;
        }
        const security = (await this.deps.securities?.(query.code)) ?? null;
        if (!security) return { rows: [], total: 0 };
        filter.mentions = [security.code, security.name];
        break;
      }
    }
    return this.page(viewer, filter, query, mode);
  }

  /** Items of the same category or teacher as item `id`, without it. */
  async related(viewer: Viewer, id: number, query: NewsListQuery): Promise<Paged<NewsItem>> {
    const item = await findNews(this.db, id, this.date());
    if (!item) throw newsNotFound();
    const filter = { ...baseFilter(query), excludeId: id, relatedTo: { categoryId: item.news.categoryId, teacherId: item.teacher?.id ?? null } };
    return this.page(viewer, filter, query);
  }

  /** The item page: full content unless locked (then locked true and no content; no 206). */
  async info(viewer: Viewer, id: number): Promise<NewsItem> {
    const row = await findNews(this.db, id, this.date());
    if (!row) throw newsNotFound();
    const [item] = await this.toItems([row], viewer, true);
    return item;
  }

  async hotspotAll(viewer: Viewer): Promise<NewsItem[]> {
    return (await this.page(viewer, { hot: true }, { pageNum: 1, pageSize: HOTSPOT_ALL_MAX })).rows;
  }

  // --- categories ------------------------------------------------------------------------------

  private async toCategories(rows: CategoryRow[], viewer: Viewer): Promise<NewsCategory[]> {
    const followed = await this.deps.social.followed(viewer.memberId, 'newsCategory', rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      description: r.description,
      pic: r.pic,
      teacherId: r.teacherId,
      goodsId: r.goodsId,
      locked: !mayOpen(r.moduleId, viewer.modules),
      followed: followed.has(r.id),
    }));
  }

  async categories(viewer: Viewer, query: { teacherId?: number; goodsId?: number }): Promise<NewsCategory[]> {
    return this.toCategories(await listCategories(this.db, query), viewer);
  }

  async category(viewer: Viewer, idOrCode: number | string): Promise<NewsCategory> {
    const row = await findCategory(this.db, idOrCode);
    if (!row) throw categoryNotFound();
    const [category] = await this.toCategories([row], viewer);
    return category;
  }

  async followedCategories(memberId: number): Promise<NewsCategory[]> {
    const ids = await this.deps.social.followed(memberId, 'newsCategory');
    const viewer = await this.viewer(memberId);
    return this.toCategories(await listCategories(this.db, { ids: [...ids] }), viewer);
  }

  /** GET /api/news/category/{x}: x is a category id or code. */
  async byCategory(viewer: Viewer, x: string, page: Page): Promise<Paged<NewsItem>> {
    const row = await findCategory(this.db, idFromText(x) ?? x);
    if (!row) throw categoryNotFound();
    return this.page(viewer, { categoryId: row.id }, page);
  }

  /** GET /api/news/list?categoryCode=: an unknown code is an empty list (the live room shows 暂无数据). */
  async byCategoryCode(viewer: Viewer, categoryCode: string | undefined, page: Page): Promise<Paged<NewsItem>> {
    return this.page(viewer, { categoryCode: trimmed(categoryCode) }, page);
  }

  /** The home page's news sections: each isHome category with its newest rows. */
  async homeSections(viewer: Viewer): Promise<NewsHomeSection[]> {
    const categories = await this.toCategories(await listCategories(this.db, { home: true }), viewer);
    const sections: NewsHomeSection[] = [];
    for (const category of categories) {
      const { rows } = await listNews(
        this.db,
        filterCondition({ categoryId: category.id }, viewer, 'allorvisible', this.date()),
        paging({ pageNum: 1, pageSize: NEWS_HOME_ROWS }),
      );
      sections.push({ category, rows: await this.toItems(rows, viewer) });
    }
    return sections;
  }

  // --- unread and comments -----------------------------------------------------------------------

  /** Listed items of the followed categories (or of `categoryId`) the member has not opened yet. */
  async unread(memberId: number, categoryId?: number): Promise<NewsUnread> {
    const viewer = await this.viewer(memberId);
    const ids = categoryId !== undefined ? [categoryId] : [...(await this.deps.social.followed(memberId, 'newsCategory'))];
    if (ids.length === 0) return { total: 0, categories: [] };
    const where = and(filterCondition({}, viewer, 'allorvisible', this.date()), inArray(news.categoryId, ids)) as SQL;
    const counted = await unreadCounts(this.db, where, memberId);
    const byId = new Map(counted.map((c) => [c.categoryId, c.count]));
    const categories = [...ids].sort((a, b) => a - b).map((id) => ({ categoryId: id, count: byId.get(id) ?? 0 }));
    return { total: categories.reduce((sum, c) => sum + c.count, 0), categories };
  }

  async comments(newsId: number, page: Page): Promise<Paged<NewsComment>> {
    if (!(await findNews(this.db, newsId, this.date()))) throw newsNotFound();
    const { limit, offset } = paging(page);
    const where = and(eq(newsComments.newsId, newsId), eq(newsComments.status, 1));
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({
          id: newsComments.id,
          content: newsComments.content,
          createdAt: newsComments.createdAt,
          member: { id: members.id, nickname: members.nickname, name: members.name, avatar: members.avatar },
        })
        .from(newsComments)
        .innerJoin(members, eq(members.id, newsComments.memberId))
        .where(where)
        .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(newsComments).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        newsId,
        content: r.content,
        createTime: r.createdAt.toISOString(),
        member: { id: r.member.id, nickname: r.member.nickname || r.member.name, avatar: r.member.avatar },
      })),
      total: n,
    };
  }
}
