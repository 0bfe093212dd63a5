import type { OwnData } from '@caixue/contract';
import type { Db } from '../../db/client';
import { memberStudyTotals } from '../course/service';
import { memberLiveTotals } from '../live/service';

/**
 * The member's own figures for the applet's 我的数据 page (issue 17), from what the app records:
 * live messages and the replies to them, course and section views. Nothing records how long a
 * video or a live room was watched (no play progress is stored), so watchSeconds is null and the
 * page says so. Points and the level's validity have their own endpoints, which the page also calls.
 */
export async function ownData(db: Db, memberId: number): Promise<OwnData> {
  const [live, study] = await Promise.all([memberLiveTotals(db, memberId), memberStudyTotals(db, memberId)]);
  return {
    liveMessages: live.messages,
    repliesReceived: live.replies,
    coursesStudied: study.courses,
    sectionsStudied: study.sections,
    lastStudyAt: study.lastAt?.toISOString() ?? null,
    watchSeconds: null,
  };
}
