import {
  CODE,
  VIEWPOINT_COMMENT_MAX,
  VIEWPOINT_TEXT,
  type Viewpoint,
  type ViewpointComment,
  type ViewpointCommentBody,
  type ViewpointLikeState,
  type ViewpointShareBody,
  type ViewpointShareState,
} from '@caixue/contract';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import { commentHtml } from '../../text/comment';
import { mayOpen, noPermission, viewerOf, type Viewer } from '../access/service';
import type { SocialService } from '../social/service';
import {
  bumpViewpoint,
  findViewpoint,
  insertComment,
  listComments,
  listViewpoints,
  listWhere,
  viewpointCounter,
  type CommentRow,
  type ViewpointRow,
} from './repo';

const notFound = () => new BizError(CODE.notFound, VIEWPOINT_TEXT.notFound);

/**
 * Teachers' viewpoints: the list (what the caller may open plus locked teasers), the item, and
 * what members do with it (comment, like once, share). A caller without the module gets the item
 * marked locked with no content and no pictures: locked content never leaves the server. Likes,
 * shares and views are rows of the social module; the counters and comments belong here.
 */
export class ViewpointService {
  constructor(private readonly deps: { db: Db; now: () => number; social: SocialService; mediaUrls: MediaUrls }) {}

  private get db(): Db {
    return this.deps.db;
  }

  private date(): Date {
    return new Date(this.deps.now());
  }

  private async row(id: number): Promise<ViewpointRow> {
    const row = await findViewpoint(this.db, id, this.date());
    if (!row) throw notFound();
    return row;
  }

  private async toItems(rows: ViewpointRow[], viewer: Viewer, full: boolean): Promise<Viewpoint[]> {
    const liked = await this.deps.social.reacted(viewer.memberId, 'viewpoint', 'like', rows.map((r) => r.viewpoint.id));
    return rows.map(({ viewpoint: v, teacher }) => {
      const locked = !mayOpen(v.moduleId, viewer.modules);
      return {
        id: v.id,
        teacher,
        title: v.title,
        teaser: v.teaser,
        content: full && !locked ? this.deps.mediaUrls.html(v.content) : '',
        picList: locked ? [] : v.picList,
        dateTime: v.publishedAt.toISOString(),
        visits: v.visits,
        likes: v.likes,
        comments: v.comments,
        shares: v.shares,
        locked,
        moduleId: v.moduleId,
        liked: liked.has(v.id),
      };
    });
  }

  /** Newest first: what the caller may open plus locked ones listed as teasers. */
  async list(viewer: Viewer, query: Page & { teacherId?: number }): Promise<Paged<Viewpoint>> {
    const { rows, total } = await listViewpoints(this.db, listWhere(viewer, 'allorvisible', this.date(), query.teacherId), paging(query));
    return { rows: await this.toItems(rows, viewer, false), total };
  }

  /** The item page: content unless locked (then code 200 with locked true, like news). Counts a visit. */
  async info(viewer: Viewer, id: number): Promise<Viewpoint> {
    const row = await this.row(id);
    row.viewpoint.visits = await bumpViewpoint(this.db, id, 'visits');
    const [item] = await this.toItems([row], viewer, true);
    return item;
  }

  async comments(id: number, page: Page): Promise<Paged<ViewpointComment>> {
    await this.row(id);
    const { rows, total } = await listComments(this.db, id, paging(page));
    return { rows: rows.map(toComment), total };
  }

  /** 1-500 characters, sanitized; 206 on a viewpoint the member cannot open. */
  async comment(memberId: number, body: ViewpointCommentBody): Promise<ViewpointComment> {
    const row = await this.row(body.viewpointId);
    const viewer = await viewerOf(this.db, memberId, this.date());
    if (!mayOpen(row.viewpoint.moduleId, viewer.modules)) throw noPermission(row.viewpoint.moduleId, row.viewpoint.title);
    const content = commentHtml(body.content, VIEWPOINT_COMMENT_MAX, VIEWPOINT_TEXT.commentTooLong);
    return toComment(await insertComment(this.db, { viewpointId: body.viewpointId, memberId, content, at: this.date() }));
  }

  /** One like per member: a second like changes nothing and answers the same state. */
  async like(memberId: number, id: number): Promise<ViewpointLikeState> {
    await this.row(id);
    return this.db.transaction(async (tx) => {
      const added = await this.deps.social.react({ targetType: 'viewpoint', targetId: id, memberId, kind: 'like' }, tx);
      return { liked: true, likes: added ? await bumpViewpoint(tx, id, 'likes') : await viewpointCounter(tx, id, 'likes') };
    });
  }

  /** Records a share (the url or channel kept, 255 characters) and +1 shares; a locked one may be shared (its teaser). */
  async share(memberId: number, body: ViewpointShareBody): Promise<ViewpointShareState> {
    await this.row(body.viewpointId);
    return this.db.transaction(async (tx) => {
      await this.deps.social.react(
        { targetType: 'viewpoint', targetId: body.viewpointId, memberId, kind: 'share', channel: (body.url ?? '').slice(0, 255) },
        tx,
      );
      return { shares: await bumpViewpoint(tx, body.viewpointId, 'shares') };
    });
  }
}

function toComment(row: CommentRow): ViewpointComment {
  return {
    id: row.id,
    viewpointId: row.viewpointId,
    content: row.content,
    createTime: row.createdAt.toISOString(),
    member: { id: row.member.id, nickname: row.member.nickname || row.member.name || '会员', avatar: row.member.avatar },
  };
}
