import { CODE, type VideoCategory, type VideoItem } from '@caixue/contract';
import { VIDEO_TEXT } from '@caixue/contract/schemas/video';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import { mayOpen, type Viewer } from '../access/service';
import { listVideoCategories, listVideos, openVideo, type VideoRow } from './repo';

/**
 * The media library (/api/video/...; issue 5). Lists never carry sources; the detail does, unless
 * the caller lacks the video's module (visitors always lack it).
 */
export class VideoService {
  constructor(private readonly deps: { db: Db; now: () => number; mediaUrls: MediaUrls }) {}

  categories(): Promise<VideoCategory[]> {
    return listVideoCategories(this.deps.db);
  }

  async list(viewer: Viewer, query: Page & { categoryId?: number; teacherId?: number }): Promise<Paged<VideoItem>> {
    const { rows, total } = await listVideos(this.deps.db, { categoryId: query.categoryId, teacherId: query.teacherId, viewer }, paging(query));
    return { rows: rows.map((row) => toItem(row, !mayOpen(row.moduleId, viewer.modules), false)), total };
  }

  /** The video with its sources (unless locked); counts a play. */
  async info(viewer: Viewer, id: number): Promise<VideoItem> {
    const row = await openVideo(this.deps.db, id);
    if (!row) throw new BizError(CODE.notFound, VIDEO_TEXT.videoNotFound);
    const item = toItem(row, !mayOpen(row.moduleId, viewer.modules), true);
    // Gated files only through signed, expiring urls, and only to viewers who may open the video.
    return { ...item, videoSources: this.deps.mediaUrls.sources(item.videoSources) };
  }
}

function toItem(row: VideoRow, locked: boolean, withSources: boolean): VideoItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    pic: row.pic,
    teacher: row.teacherId === null || row.teacherName === null ? null : { id: row.teacherId, name: row.teacherName, avatar: row.teacherAvatar ?? '' },
    duration: row.duration,
    visits: row.visits,
    dateTime: row.createdAt.toISOString(),
    locked,
    videoSources: withSources && !locked ? row.videoSources : [],
  };
}
