import { templateKindName, type LiveMessage, type Paged, type TemplateMessage, type TemplateRoom, type TemplateStock } from '@caixue/contract';
import { isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRooms } from '../../db/schema';
import { paging, type Page } from '../../paging';
import { mayOpen } from '../access/service';
import type { ChatPictures } from './chat-pictures';
import { openRoomCondition, type RoomViewer } from './repo';
import { liveViewer } from './service';
import { listTemplateMessages, roomAccess, templateRooms } from './template-repo';

/**
 * Template messages (issue 17): structured teacher posts (操作提示, 研报解读, 个股点评) of the word
 * rooms, as cards for the applet pages. Access is the live rooms' (a module the viewer holds, or
 * a room they teach, through the access module's mayOpen); a locked card is a teaser: kind, room,
 * teacher and time, never its content or the stock it names. Visitors may read no live content,
 * so every card is a teaser for them (lockReason 'login').
 */

/** A stock named in the text as 名称（600519）; the first one wins. */
const STOCK_IN_TEXT = /([\u4e00-\u9fa5A-Za-z*]{2,10})[（(](\d{6})[）)]/;

function marketOf(code: string): 'sh' | 'sz' | 'bj' {
  if (/^[569]/.test(code)) return 'sh';
  if (/^[48]/.test(code)) return 'bj';
  return 'sz';
}

/** The readable text of sanitized HTML (tags dropped, the few entities the sanitizer writes decoded). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function stockNamedIn(html: string): TemplateStock | null {
  const match = STOCK_IN_TEXT.exec(textOf(html));
  if (!match) return null;
  const [, name, code] = match;
  return { code, name, symbol: `${marketOf(code)}${code}` };
}

type TemplateScope = 'all' | 'authorized';

export class TemplateService {
  constructor(private readonly deps: { db: Db; now: () => number; pictures: ChatPictures }) {}

  private viewer(memberId: number | null): Promise<RoomViewer> {
    return liveViewer(this.deps.db, memberId, new Date(this.deps.now()));
  }

  /**
   * The rooms a scope lists: 'all' every enabled word room; 'authorized' the rooms the member may
   * open, and for a visitor the free rooms (what logging in would open).
   */
  private rooms(scope: TemplateScope, memberId: number | null, viewer: RoomViewer): SQL | undefined {
    if (scope === 'all') return undefined;
    return memberId === null ? isNull(liveRooms.moduleId) : openRoomCondition(viewer);
  }

  private mayRead(memberId: number | null, viewer: RoomViewer, room: { id: number; moduleId: number | null }): boolean {
    return memberId !== null && (mayOpen(room.moduleId, viewer.modules) || viewer.teacherRooms.has(room.id));
  }

  async list(scope: TemplateScope, memberId: number | null, query: Page & { liveId?: number; tplId?: number }): Promise<Paged<TemplateMessage>> {
    const viewer = await this.viewer(memberId);
    const { rows, total } = await listTemplateMessages(
      this.deps.db,
      { rooms: this.rooms(scope, memberId, viewer), liveId: query.liveId, tplId: query.tplId },
      paging(query),
    );
    const rooms = await roomAccess(this.deps.db, [...new Set(rows.map((r) => r.liveId))]);
    return {
      rows: rows.map((message) => {
        const room = rooms.get(message.liveId) ?? { title: '', moduleId: null };
        const open = this.mayRead(memberId, viewer, { id: message.liveId, moduleId: room.moduleId });
        return this.toCard(open ? this.deps.pictures.sign(message) : message, room, open, memberId === null);
      }),
      total,
    };
  }

  async roomList(scope: TemplateScope, memberId: number | null): Promise<TemplateRoom[]> {
    const viewer = await this.viewer(memberId);
    const rows = await templateRooms(this.deps.db, this.rooms(scope, memberId, viewer));
    return rows.map((room) => ({ id: room.id, title: room.title, count: room.count, locked: !this.mayRead(memberId, viewer, room) }));
  }

  private toCard(message: LiveMessage, room: { title: string; moduleId: number | null }, open: boolean, visitor: boolean): TemplateMessage {
    return {
      id: message.id,
      liveId: message.liveId,
      roomTitle: room.title,
      tplId: message.tplId,
      tplName: templateKindName(message.tplId),
      dateTime: message.dateTime,
      teacher: message.teacher,
      // Locked content never leaves the server: not the text, not the stock it names.
      stock: open ? stockNamedIn(message.content) : null,
      content: open ? message.content : '',
      locked: !open,
      lockReason: open ? null : visitor ? 'login' : 'permission',
      moduleIds: room.moduleId === null ? [] : [room.moduleId],
    };
  }
}
