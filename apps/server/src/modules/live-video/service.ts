import { CODE, type LiveVideoInfo, type LiveVideoRoom, type Playback, type PlaybackInfo, type VideoSource } from '@caixue/contract';
import { VIDEO_TEXT } from '@caixue/contract/schemas/video';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import { mayOpen } from '../access/service';
import { countRoomVisit, findLiveRoom, liveViewer, mayEnterRoom, toLiveRooms, type LiveRoomRow, type RoomViewer } from '../live/service';
import {
  listLiveRooms,
  listPlaybacks,
  openPlayback,
  playbackTeacherRefs,
  type ListMode,
  type PlaybackRow,
} from './repo';

/**
 * Video live rooms and playbacks (回看), issue 5. Everything here is readable by visitors: a room or
 * playback the caller may not open comes back with locked=true, content '' and videoSources [] —
 * the stream and recording urls never leave the server for them.
 */

/**
 * On air: a video room is live once its start time has passed while it has a stream; a room
 * without a stream (upcoming, or ended and waiting for its playback) is not. A text room is "on
 * air" once it has started (it has no stream).
 */
export function isOnAir(room: Pick<LiveRoomRow, 'typeCode' | 'startAt' | 'videoSources'>, now: number): 0 | 1 {
  if (room.startAt.getTime() > now) return 0;
  return room.typeCode === 'word' || room.videoSources.length > 0 ? 1 : 0;
}

export interface PlaybackQuery extends Page {
  teacherId?: number;
  goodsId?: number;
  from?: 'teacher' | 'goods';
}

export class LiveVideoService {
  constructor(private readonly deps: { db: Db; now: () => number; mediaUrls: MediaUrls }) {}

  private get db(): Db {
    return this.deps.db;
  }

  private viewer(memberId: number | null): Promise<RoomViewer> {
    return liveViewer(this.db, memberId, new Date(this.deps.now()));
  }

  private async toVideoRooms(rows: LiveRoomRow[], viewer: RoomViewer): Promise<LiveVideoRoom[]> {
    const rooms = await toLiveRooms(this.db, rows, viewer);
    const now = this.deps.now();
    return rooms.map((room, i) => ({ ...room, onAir: isOnAir(rows[i], now), visits: rows[i].visits }));
  }

  /** Video rooms, paged: every enabled one (locked marked), or only the gated ones the member holds. */
  async videoRooms(
    memberId: number | null,
    query: Page & { teacherId?: number; goodsId?: number },
    authorizedOnly: boolean,
  ): Promise<Paged<LiveVideoRoom>> {
    const viewer = await this.viewer(memberId);
    if (authorizedOnly && memberId === null) return { rows: [], total: 0 };
    const { rows, total } = await listLiveRooms(
      this.db,
      { typeCode: 'video', teacherId: query.teacherId, goodsId: query.goodsId, heldBy: authorizedOnly ? viewer : undefined },
      paging(query),
    );
    return { rows: await this.toVideoRooms(rows, viewer), total };
  }

  /** A teacher's rooms, text and video, paged. */
  async teacherRooms(memberId: number | null, teacherId: number, page: Page): Promise<Paged<LiveVideoRoom>> {
    const viewer = await this.viewer(memberId);
    const { rows, total } = await listLiveRooms(this.db, { teacherId }, paging(page));
    return { rows: await this.toVideoRooms(rows, viewer), total };
  }

  /**
   * The video room with its stream (none when locked). `countVisit`: the room screen's call
   * (room/info) counts a visit, like the text room's.
   */
  async videoRoom(memberId: number | null, liveId: number, countAsVisit: boolean): Promise<LiveVideoInfo> {
    const room = await findLiveRoom(this.db, liveId);
    if (!room || room.typeCode !== 'video') throw new BizError(CODE.notFound, VIDEO_TEXT.roomNotFound);
    const viewer = await this.viewer(memberId);
    if (countAsVisit) {
      await countRoomVisit(this.db, room.id);
      room.visits += 1;
    }
    const [base] = await this.toVideoRooms([room], viewer);
    const locked = !mayEnterRoom(viewer, room);
    return {
      ...base,
      videoSources: locked ? [] : this.deps.mediaUrls.sources(room.videoSources),
      navList: room.navList,
      canModerate: viewer.teacherRooms.has(room.id),
      lastSeq: room.lastSeq,
    };
  }

  // --- playbacks ---------------------------------------------------------------------------------

  private lockedFor(viewer: RoomViewer, row: PlaybackRow): boolean {
    return !(mayOpen(row.moduleId, viewer.modules) || (row.liveId !== null && viewer.teacherRooms.has(row.liveId)));
  }

  private async toPlaybacks(rows: PlaybackRow[], viewer: RoomViewer): Promise<Playback[]> {
    const teachersOf = await playbackTeacherRefs(this.db, rows.map((r) => r.id));
    return rows.map((row) => {
      const locked = this.lockedFor(viewer, row);
      return {
        id: row.id,
        live: row.liveId === null ? null : { id: row.liveId, title: row.liveTitle ?? '' },
        goodsId: row.goodsId,
        pic: row.pic,
        title: row.title,
        description: row.description,
        teacherList: teachersOf.get(row.id) ?? [],
        visits: row.visits,
        duration: row.duration,
        dateTime: row.liveAt.toISOString(),
        locked,
      };
    });
  }

  /** Playbacks for a teacher or goods page (`from` says which id counts when both are sent). */
  async playbacks(memberId: number | null, query: PlaybackQuery, mode: ListMode): Promise<Paged<Playback>> {
    const viewer = await this.viewer(memberId);
    if (mode === 'authorized' && memberId === null) return { rows: [], total: 0 };
    const { rows, total } = await listPlaybacks(
      this.db,
      {
        teacherId: query.from === 'goods' ? undefined : query.teacherId,
        goodsId: query.from === 'teacher' ? undefined : query.goodsId,
        mode,
        viewer,
      },
      paging(query),
    );
    return { rows: await this.toPlaybacks(rows, viewer), total };
  }

  /** Playbacks of one live room, newest first; locked ones listed and marked. */
  async roomPlaybacks(memberId: number | null, query: Page & { liveId: number }): Promise<Paged<Playback>> {
    const viewer = await this.viewer(memberId);
    const { rows, total } = await listPlaybacks(this.db, { liveId: query.liveId, mode: 'allorvisible', viewer }, paging(query));
    return { rows: await this.toPlaybacks(rows, viewer), total };
  }

  /** The playback detail: counts a play (visits + 1) and gives its sources unless locked. */
  async playback(memberId: number | null, id: number): Promise<PlaybackInfo> {
    const row = await openPlayback(this.db, id);
    if (!row) throw new BizError(CODE.notFound, VIDEO_TEXT.playbackNotFound);
    const viewer = await this.viewer(memberId);
    const [base] = await this.toPlaybacks([row], viewer);
    const videoSources: VideoSource[] = base.locked ? [] : this.deps.mediaUrls.sources(row.videoSources);
    return { ...base, videoSources };
  }
}
