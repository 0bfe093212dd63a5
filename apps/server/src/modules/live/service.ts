import {
  CODE,
  LIVE_TEXT,
  type LiveHeats,
  type LiveMessage,
  type LiveMessageCategory,
  type LiveRoom,
  type LiveRoomInfo,
  type LiveTypeCode,
  type NoPermissionDetail,
} from '@caixue/contract';
import { and, asc, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveMessages, liveRooms } from '../../db/schema';
import { contains, plainText } from '../../db/search';
import { BizError } from '../../errors';
import type { ChatPictures } from './chat-pictures';
import type { LivePublisher } from './publisher';
import { mayOpen, viewerOf } from '../access/service';
import { loadLiveMessages, selectLiveMessages } from './message-repo';
import {
  addReaction,
  countMessages,
  countVisit,
  findRoom,
  listCategories,
  listRooms,
  memberMessageTotals,
  openRoomCondition,
  roomSummaries,
  roomTeachers,
  teacherRoomIds,
  topMessageIds,
  type LiveRoomRow,
  type RoomViewer,
} from './repo';
import { paging, type Page, type Paged } from '../../paging';

/**
 * §4: a closed message (status 0) is hidden from everyone but its author, in every list.
 * The author still gets it, with status 0, so their client can style it.
 */
export function visibleTo(memberId: number): SQL {
  return or(eq(liveMessages.status, 1), eq(liveMessages.memberId, memberId)) as SQL;
}

/**
 * Within one room: the room's teachers also see closed messages (status 0 in the payload), so a
 * closed message can still be reopened after a reload.
 */
function visibleInRoom(viewer: RoomViewer, liveId: number): SQL | undefined {
  return viewer.teacherRooms.has(liveId) ? undefined : visibleTo(viewer.memberId);
}

/** The message's readable text for searching (tags removed). */
const plainContent = plainText(liveMessages.content, '');

/** 206 with what is locked, so the no-permission page can offer the levels that open it. */
const noAccess = (room: LiveRoomRow) =>
  new BizError(
    CODE.noPermission,
    LIVE_TEXT.noAccess,
    room.moduleId !== null ? ({ moduleIds: [room.moduleId], title: room.title } satisfies NoPermissionDetail) : undefined,
  );
const roomNotFound = () => new BizError(CODE.notFound, LIVE_TEXT.roomNotFound);

/**
 * Who is looking at rooms: their active modules and the rooms they teach. A visitor (null) has
 * neither, so every gated room is locked for them. Shared with the video rooms (modules/live-video).
 */
export async function liveViewer(db: Db, memberId: number | null, now: Date): Promise<RoomViewer> {
  if (memberId === null) return { memberId: 0, modules: new Set(), teacherRooms: new Set() };
  const [{ modules }, teacherRooms] = await Promise.all([viewerOf(db, memberId, now), teacherRoomIds(db, memberId)]);
  return { memberId, modules, teacherRooms };
}

/** A room's own teachers may always open it, grant or not (they post there). */
export function mayEnterRoom(viewer: RoomViewer, room: LiveRoomRow): boolean {
  return mayOpen(room.moduleId, viewer.modules) || viewer.teacherRooms.has(room.id);
}

/** Room rows as list rows with their teachers; a locked room keeps its teaser but not its content. */
export async function toLiveRooms(db: Db, rows: LiveRoomRow[], viewer: RoomViewer): Promise<LiveRoom[]> {
  const teachersByRoom = await roomTeachers(db, rows.map((r) => r.id));
  return rows.map((row) => {
    const locked = !mayEnterRoom(viewer, row);
    const teachers = teachersByRoom.get(row.id) ?? [];
    return {
      id: row.id,
      typeCode: row.typeCode,
      title: row.title,
      description: row.description,
      // Locked content never leaves the server (DESIGN "business loop"); the teaser does.
      content: locked ? '' : row.content,
      pic: row.pic,
      picList: row.picList,
      dateTime: row.startAt.toISOString(),
      teacher: teachers[0] ?? null,
      teachers,
      isOpenComment: row.isOpenComment === 1 ? 1 : 0,
      locked,
    };
  });
}

export class LiveService {
  constructor(
    private readonly deps: { db: Db; publisher: LivePublisher; now: () => number; pictures: ChatPictures },
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  private viewer(memberId: number): Promise<RoomViewer> {
    return liveViewer(this.db, memberId, new Date(this.deps.now()));
  }

  private mayEnter(viewer: RoomViewer, room: LiveRoomRow): boolean {
    return mayEnterRoom(viewer, room);
  }

  private toRooms(rows: LiveRoomRow[], viewer: RoomViewer): Promise<LiveRoom[]> {
    return toLiveRooms(this.db, rows, viewer);
  }

  async wordRooms(
    memberId: number,
    query: Page & { teacherId?: number; goodsId?: number },
    authorizedOnly: boolean,
  ): Promise<Paged<LiveRoom>> {
    const viewer = await this.viewer(memberId);
    const { rows, total } = await listRooms(
      this.db,
      { typeCode: 'word', teacherId: query.teacherId, goodsId: query.goodsId, openTo: authorizedOnly ? viewer : undefined },
      paging(query),
    );
    return { rows: await this.toRooms(rows, viewer), total };
  }

  /** The room, if it exists (of `typeCode` when given) and the member may open it; else 404 / 206. */
  private async openRoom(memberId: number, liveId: number, typeCode?: LiveTypeCode): Promise<{ room: LiveRoomRow; viewer: RoomViewer }> {
    const room = await findRoom(this.db, liveId);
    if (!room || (typeCode !== undefined && room.typeCode !== typeCode)) throw roomNotFound();
    const viewer = await this.viewer(memberId);
    if (!this.mayEnter(viewer, room)) throw noAccess(room);
    return { room, viewer };
  }

  async room(memberId: number, liveId: number, typeCode: LiveTypeCode): Promise<LiveRoom> {
    const { room, viewer } = await this.openRoom(memberId, liveId, typeCode);
    const [result] = await this.toRooms([room], viewer);
    return result;
  }

  /** Room info for the chat screen; each call counts as a visit. */
  async roomInfo(memberId: number, liveId: number, typeCode: LiveTypeCode): Promise<LiveRoomInfo> {
    const { room, viewer } = await this.openRoom(memberId, liveId, typeCode);
    await countVisit(this.db, room.id);
    const [base] = await this.toRooms([room], viewer);
    return { ...base, navList: room.navList, canModerate: viewer.teacherRooms.has(room.id), lastSeq: room.lastSeq };
  }

  /** One room's messages, paged, newest first (`order` 'desc') or oldest first ('asc'). */
  async messages(
    memberId: number,
    query: Page & { liveId: number; liveTypeCode?: LiveTypeCode; categoryId?: number },
    order: 'asc' | 'desc',
  ): Promise<Paged<LiveMessage>> {
    const { viewer } = await this.openRoom(memberId, query.liveId, query.liveTypeCode);
    const where = and(
      eq(liveMessages.liveId, query.liveId),
      query.categoryId === undefined ? undefined : eq(liveMessages.categoryId, query.categoryId),
      visibleInRoom(viewer, query.liveId),
    );
    return this.page(where, [order === 'desc' ? desc(liveMessages.seq) : asc(liveMessages.seq)], query);
  }

  /** Messages of every room of the type the member may open (or of one room, checked). Newest first. */
  async authorizedMessages(
    memberId: number,
    query: Page & { liveId?: number; categoryId?: number; liveTypeCode?: LiveTypeCode },
  ): Promise<Paged<LiveMessage>> {
    const typeCode = query.liveTypeCode ?? 'word';
    let rooms: SQL;
    if (query.liveId !== undefined) {
      await this.openRoom(memberId, query.liveId, typeCode);
      rooms = eq(liveMessages.liveId, query.liveId);
    } else {
      const viewer = await this.viewer(memberId);
      rooms = inArray(
        liveMessages.liveId,
        this.db
          .select({ id: liveRooms.id })
          .from(liveRooms)
          .where(and(eq(liveRooms.typeCode, typeCode), eq(liveRooms.enabled, true), openRoomCondition(viewer))),
      );
    }
    const where = and(
      rooms,
      query.categoryId === undefined ? undefined : eq(liveMessages.categoryId, query.categoryId),
      visibleTo(memberId),
    );
    return this.page(where, [desc(liveMessages.createdAt), desc(liveMessages.id)], query);
  }

  /** Messages of a room whose text (not markup) contains the keyword. Newest first. */
  async search(memberId: number, query: Page & { liveId: number; content: string; categoryId?: number }): Promise<Paged<LiveMessage>> {
    const { viewer } = await this.openRoom(memberId, query.liveId);
    const where = and(
      eq(liveMessages.liveId, query.liveId),
      query.categoryId === undefined ? undefined : eq(liveMessages.categoryId, query.categoryId),
      visibleInRoom(viewer, query.liveId),
      contains(plainContent, query.content),
    );
    return this.page(where, [desc(liveMessages.seq)], query);
  }

  async top(memberId: number, liveId: number, categoryId: number): Promise<LiveMessage[]> {
    const { viewer } = await this.openRoom(memberId, liveId);
    const moderator = viewer.teacherRooms.has(liveId);
    const ids = await topMessageIds(this.db, liveId, categoryId);
    const byId = new Map((await loadLiveMessages(this.db, ids)).map((m) => [m.id, m]));
    return ids
      .map((id) => byId.get(id))
      .filter((m): m is LiveMessage => m !== undefined && (m.status === 1 || m.memberId === memberId || moderator))
      .map((m) => this.deps.pictures.sign(m));
  }

  /**
   * The member's own messages (closed ones too) and the open replies quoting them in rooms the
   * member may still open. Newest first.
   */
  async selfSentAndReplied(memberId: number, query: Page & { liveId?: number }): Promise<Paged<LiveMessage>> {
    const viewer = await this.viewer(memberId);
    const mine = this.db.select({ id: liveMessages.id }).from(liveMessages).where(eq(liveMessages.memberId, memberId));
    const openRooms = this.db.select({ id: liveRooms.id }).from(liveRooms).where(openRoomCondition(viewer));
    const where = and(
      query.liveId === undefined ? undefined : eq(liveMessages.liveId, query.liveId),
      or(
        eq(liveMessages.memberId, memberId),
        and(inArray(liveMessages.quoteId, mine), eq(liveMessages.status, 1), inArray(liveMessages.liveId, openRooms)),
      ),
    );
    // The member's own messages in rooms they may no longer open keep their gated pictures unsigned.
    const { rows, total } = await this.page(where, [desc(liveMessages.createdAt), desc(liveMessages.id)], query, false);
    const rooms = await roomSummaries(this.db, [...new Set(rows.map((m) => m.liveId))]);
    const open = new Set(rooms.filter((r) => mayOpen(r.moduleId, viewer.modules) || viewer.teacherRooms.has(r.id)).map((r) => r.id));
    return { rows: rows.map((m) => (open.has(m.liveId) ? this.deps.pictures.sign(m) : m)), total };
  }

  /** Messages after `afterSeq`, oldest first: what a client missed while disconnected. */
  async since(memberId: number, query: { liveId: number; afterSeq: number; categoryId?: number; limit?: number }): Promise<LiveMessage[]> {
    const { viewer } = await this.openRoom(memberId, query.liveId);
    const rows = await selectLiveMessages(this.db, {
      where: and(
        eq(liveMessages.liveId, query.liveId),
        gt(liveMessages.seq, query.afterSeq),
        query.categoryId === undefined ? undefined : eq(liveMessages.categoryId, query.categoryId),
        visibleInRoom(viewer, query.liveId),
      ),
      orderBy: [asc(liveMessages.seq)],
      limit: query.limit,
    });
    return rows.map((m) => this.deps.pictures.sign(m));
  }

  categories(): Promise<LiveMessageCategory[]> {
    return listCategories(this.db);
  }

  async heats(liveId: number): Promise<LiveHeats> {
    const room = await findRoom(this.db, liveId);
    if (!room) throw roomNotFound();
    return { liveId, likes: room.likes, shares: room.shares, visits: room.visits, online: this.deps.publisher.onlineCount(liveId) };
  }

  async react(memberId: number, liveId: number, kind: 'like' | 'share', channel?: string): Promise<LiveHeats> {
    await this.openRoom(memberId, liveId);
    const heats = await addReaction(this.db, { liveId, memberId, kind, channel }, (id) => this.deps.publisher.onlineCount(id));
    if (!heats) throw roomNotFound();
    return heats;
  }

  /** A page of messages; `signed` (for rooms the caller checked the viewer may open) signs their gated pictures. */
  private async page(where: SQL | undefined, orderBy: SQL[], page: Page, signed = true): Promise<Paged<LiveMessage>> {
    const { limit, offset } = paging(page);
    const [rows, total] = await Promise.all([
      selectLiveMessages(this.db, { where, orderBy, limit, offset }),
      countMessages(this.db, where),
    ]);
    return { rows: signed ? rows.map((m) => this.deps.pictures.sign(m)) : rows, total };
  }
}

// --- for other modules (live-video, media): live rooms and messages are read and written here only ---

export type { LiveRoomRow, RoomViewer } from './repo';

/** An enabled live room by id, or null. */
export function findLiveRoom(db: Db, liveId: number): Promise<LiveRoomRow | null> {
  return findRoom(db, liveId);
}

/** +1 visit on the room. */
export function countRoomVisit(db: Db, liveId: number): Promise<void> {
  return countVisit(db, liveId);
}

/** Messages by id, any status (the caller filters what its member may see). */
export function liveMessagesByIds(db: Db, ids: number[]): Promise<LiveMessage[]> {
  return loadLiveMessages(db, ids);
}

/** Title, access module and enabled state of the rooms. */
export function liveRoomSummaries(db: Db, liveIds: number[]) {
  return roomSummaries(db, liveIds);
}

/** For the member's own data (issue 17): messages they sent and replies quoting them. */
export function memberLiveTotals(db: Db, memberId: number): Promise<{ messages: number; replies: number }> {
  return memberMessageTotals(db, memberId);
}
