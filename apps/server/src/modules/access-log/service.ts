import {
  ACCESS_LOG_MAX_DAYS,
  ACCESS_LOG_TEXT,
  ADMIN_ROLE,
  CODE,
  type AccessLogDaily,
  type AccessLogDailyQuery,
  type AccessLogSaveBody,
  type AccessLogSaved,
} from '@caixue/contract';
import { BizError, badRequest } from '../../errors';
import type { MemberService } from '../member/service';
import { dailyFigures } from './repo';
import type { AccessLogWriter } from './writer';
import type { Db } from '../../db/client';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The page a url names: its path without query or fragment, at most 255 characters. */
export function pageOf(url: string): string {
  return url.split(/[?#]/)[0].slice(0, 255) || '/';
}

/** Midnight China time of a 'YYYY-MM-DD' as an instant; null when it is no real date. */
function chinaMidnight(date: string): Date | null {
  const t = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) return null;
  return new Date(t - CHINA_OFFSET_MS);
}

const chinaDate = (now: number) => new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The access log (issue 17): saving visits (anyone, a token names the member) through the batching
 * writer, and the operators' daily figures (admin role only).
 */
export class AccessLogService {
  constructor(private readonly deps: { db: Db; writer: AccessLogWriter; members: MemberService; now: () => number }) {}

  /** Without id: a new visit; with the id of an earlier answer: the visit goes on until now. */
  save(memberId: number | null, body: AccessLogSaveBody): AccessLogSaved {
    const at = new Date(this.deps.now());
    if (body.id) {
      this.deps.writer.extend(body.id, at);
      return { id: body.id };
    }
    const id = this.deps.writer.open({
      memberId,
      page: pageOf(body.url),
      url: body.url,
      clientTitle: body.clientTitle ?? '',
      typeId: body.typeId ?? 0,
      startedAt: at,
    });
    return { id };
  }

  /** Visits, members and time on each page per China day, from..to inclusive (default today). */
  async daily(callerId: number, query: AccessLogDailyQuery): Promise<AccessLogDaily[]> {
    const caller = await this.deps.members.findActive(callerId);
    if (!caller?.roles.includes(ADMIN_ROLE)) throw new BizError(CODE.forbidden, ACCESS_LOG_TEXT.forbidden);
    const fromText = query.from ?? chinaDate(this.deps.now());
    const from = chinaMidnight(fromText);
    const toStart = chinaMidnight(query.to ?? fromText);
    if (!from || !toStart) throw badRequest(ACCESS_LOG_TEXT.dateInvalid);
    const days = (toStart.getTime() - from.getTime()) / DAY_MS + 1;
    if (days < 1 || days > ACCESS_LOG_MAX_DAYS) throw badRequest(ACCESS_LOG_TEXT.rangeInvalid);
    await this.deps.writer.flush();
    const rows = await dailyFigures(this.deps.db, from, new Date(toStart.getTime() + DAY_MS));
    return rows.map((r) => ({ ...r, averageSeconds: r.visits > 0 ? Math.round(r.seconds / r.visits) : 0 }));
  }
}
