import { createHash } from 'node:crypto';
import { CODE, LIVE_TEXT, type LiveMessage, type LivePerson, type LiveTeacherRef } from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError, badRequest } from '../../errors';
import type { MediaUrls } from '../../auth/media-urls';
import type { FileStorage } from '../../integrations/storage/storage';
import { mayOpen, viewerOf } from '../access/service';
import { liveMessagesByIds, liveRoomSummaries } from '../live/service';
import type { CardInput, CardMessage, CardRenderer } from './render/card';
import { htmlToBlocks, looksLikeHtml, textToBlocks } from './render/html-blocks';

/** SPEC §7 /api/live/message/screenshot: at most this many messages in one picture. */
export const SCREENSHOT_MAX_MESSAGES = 30;
export const SCREENSHOT_DEFAULT_TITLE = '直播精选';
export const BAD_IDS_MESSAGE = 'liveMessageIds 格式不正确';
export const CONTENT_REQUIRED_MESSAGE = '请提供截图内容';
/** Bump when the layout changes, so cached pictures are drawn again. */
const RENDER_VERSION = 1;

/** "1,2,3", 4, ["5", 6, "7,8"] → unique ids in the order given. */
export function parseIds(...values: unknown[]): number[] {
  const ids: number[] = [];
  const visit = (value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value) || value <= 0) throw badRequest(BAD_IDS_MESSAGE);
      ids.push(value);
      return;
    }
    if (typeof value !== 'string') throw badRequest(BAD_IDS_MESSAGE);
    for (const part of value.split(',')) {
      const token = part.trim();
      if (token === '') continue;
      if (!/^\d{1,15}$/.test(token) || Number(token) <= 0) throw badRequest(BAD_IDS_MESSAGE);
      ids.push(Number(token));
    }
  };
  values.forEach(visit);
  return [...new Set(ids)];
}

/** YYYY-MM-DD HH:mm in China time (no daylight saving there, so a fixed +8 h is exact). */
export function chinaTime(value: Date | number | string): string {
  const ms = new Date(value).getTime() + 8 * 3600_000;
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

function personName(member: LivePerson | null, teacher: LiveTeacherRef | null): string {
  if (teacher) return teacher.name;
  if (member) return member.nickname || member.name || '会员';
  return '会员';
}

/** Messages of one room in sequence order; several rooms by time. */
function byRoomSequence(a: LiveMessage, b: LiveMessage): number {
  if (a.liveId === b.liveId) return a.seq - b.seq;
  return a.dateTime.localeCompare(b.dateTime) || a.id - b.id;
}

export interface ScreenshotOptions {
  db: Db;
  /** Where the pictures are stored (under screenshots/). */
  storage: FileStorage;
  /** Where pictures of gated rooms' messages are stored (DATA_DIR/media), handed out signed. */
  gatedStorage: FileStorage;
  mediaUrls: MediaUrls;
  now: () => number;
  renderer: CardRenderer;
}

export class ScreenshotService {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(private readonly options: ScreenshotOptions) {}

  /** Only what the caller may see: closed messages of others are left out; a locked room is 206. */
  async forMessages(memberId: number, ids: number[]): Promise<string> {
    if (ids.length === 0) throw new BizError(CODE.badRequest, LIVE_TEXT.screenshotEmpty);
    if (ids.length > SCREENSHOT_MAX_MESSAGES) throw new BizError(CODE.badRequest, LIVE_TEXT.screenshotTooMany);
    const { db, now } = this.options;
    const messages = (await liveMessagesByIds(db, ids)).filter((m) => m.status === 1 || m.memberId === memberId);
    if (messages.length === 0) throw new BizError(CODE.notFound, LIVE_TEXT.messageNotFound);

    const roomIds = [...new Set(messages.map((m) => m.liveId))];
    const rooms = await liveRoomSummaries(db, roomIds);
    const { modules } = await viewerOf(db, memberId, new Date(now()));
    if (rooms.some((room) => !mayOpen(room.moduleId, modules))) throw new BizError(CODE.noPermission, LIVE_TEXT.noAccess);
    const enabled = new Set(rooms.filter((r) => r.enabled).map((r) => r.id));
    const shown = messages.filter((m) => enabled.has(m.liveId)).sort(byRoomSequence);
    if (shown.length === 0) throw new BizError(CODE.notFound, LIVE_TEXT.messageNotFound);

    const title = roomIds.length === 1 ? (rooms[0]?.title ?? SCREENSHOT_DEFAULT_TITLE) : SCREENSHOT_DEFAULT_TITLE;
    const input = { title, messages: shown.map(toCardMessage), date: chinaTime(now()).slice(0, 10) };
    // A card of a gated room's messages is locked content: kept in the gated area, handed out signed (issue 11).
    const gated = rooms.some((room) => shown.some((m) => m.liveId === room.id) && room.moduleId !== null);
    if (!gated) return this.picture(input, this.options.storage);
    return this.options.mediaUrls.url(await this.picture(input, this.options.gatedStorage));
  }

  /** A card of free content (HTML or plain text) under an optional title. */
  async forContent(title: string | undefined, content: string): Promise<string> {
    const blocks = looksLikeHtml(content) ? htmlToBlocks(content) : textToBlocks(content);
    if (blocks.length === 0) throw badRequest(CONTENT_REQUIRED_MESSAGE);
    const { now } = this.options;
    const message: CardMessage = { author: '', teacher: false, time: '', quote: null, blocks };
    return this.picture({ title: title?.trim() || SCREENSHOT_DEFAULT_TITLE, messages: [message], date: chinaTime(now()).slice(0, 10) }, this.options.storage);
  }

  /**
   * The picture's name is a hash of everything drawn on it, so the same selection (same messages,
   * statuses, names, day) is rendered once and any change gives a new picture.
   */
  private async picture(input: CardInput, storage: FileStorage): Promise<string> {
    const hash = createHash('sha256').update(JSON.stringify({ v: RENDER_VERSION, input })).digest('hex').slice(0, 40);
    const key = `screenshots/${hash}.png`;
    if (await storage.exists(key)) return storage.urlOf(key);
    const flight = storage.urlOf(key);
    let job = this.inFlight.get(flight);
    if (!job) {
      job = (async () => {
        const png = await this.options.renderer.render(input);
        // The storage writes atomically: a reader never sees half a picture.
        return (await storage.put(key, png, 'image/png')).url;
      })().finally(() => this.inFlight.delete(flight));
      this.inFlight.set(flight, job);
    }
    return job;
  }
}

function toCardMessage(message: LiveMessage): CardMessage {
  return {
    author: personName(message.member, message.teacher),
    teacher: message.teacher !== null,
    time: chinaTime(message.dateTime),
    quote: message.quote ? { author: personName(message.quote.member, message.quote.teacher), blocks: htmlToBlocks(message.quote.content, true) } : null,
    blocks: htmlToBlocks(message.content, true),
  };
}
