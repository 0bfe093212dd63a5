import { CODE, type TeacherProfile } from '@caixue/contract';
import { COURSE_TEXT } from '@caixue/contract/schemas/course';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { paging, type Page, type Paged } from '../../paging';
import type { SocialService } from '../social/service';
import { contentCounts, findTeacher, searchTeachers, teachersPage, type TeacherRow } from './repo';

/**
 * Teacher pages (CHOSEN paths API.teacher). Following a teacher goes through the member-centre
 * follow endpoint (API.member.follow, targetType teacher).
 */
export class TeacherService {
  constructor(private readonly deps: { db: Db; social: SocialService }) {}

  /** Per-teacher counts: followers (social module) and enabled news, courses and playbacks. */
  private async countsOf(ids: number[]) {
    const zero = () => ({ followers: 0, newsCount: 0, courseCount: 0, playbackCount: 0 });
    const result = new Map(ids.map((id) => [id, zero()]));
    if (ids.length === 0) return result;
    const [followers, { newsCounts, courseCounts, playbackCounts }] = await Promise.all([
      this.deps.social.followers('teacher', ids),
      contentCounts(this.deps.db, ids),
    ]);
    const put = (rows: { id: number | null; n: number }[], key: 'followers' | 'newsCount' | 'courseCount' | 'playbackCount') => {
      for (const { id, n } of rows) {
        const entry = id === null ? undefined : result.get(id);
        if (entry) entry[key] = Number(n);
      }
    };
    put([...followers].map(([id, n]) => ({ id, n })), 'followers');
    put(newsCounts, 'newsCount');
    put(courseCounts, 'courseCount');
    put(playbackCounts, 'playbackCount');
    return result;
  }

  private async profiles(rows: TeacherRow[], memberId: number | null): Promise<TeacherProfile[]> {
    const ids = rows.map((r) => r.id);
    const [counts, followed] = await Promise.all([this.countsOf(ids), this.deps.social.followed(memberId, 'teacher', ids)]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      avatar: r.avatar,
      title: r.title,
      description: r.description,
      content: r.content,
      cover: r.cover,
      certificate: r.certificate,
      tags: r.tags,
      followed: followed.has(r.id),
      ...counts.get(r.id)!,
    }));
  }

  async list(memberId: number | null, query: Page & { hasCourse?: number }): Promise<Paged<TeacherProfile>> {
    const { rows, total } = await teachersPage(this.deps.db, query.hasCourse === 1, paging(query));
    return { rows: await this.profiles(rows, memberId), total };
  }

  async info(memberId: number | null, id: number): Promise<TeacherProfile> {
    const row = await findTeacher(this.deps.db, id);
    if (!row) throw new BizError(CODE.notFound, COURSE_TEXT.teacherNotFound);
    const [profile] = await this.profiles([row], memberId);
    return profile;
  }

  /** Teachers matching a keyword (name, title, introduction), at most `limit` (the AI assistant's development driver). */
  async search(keyword: string, limit: number): Promise<{ id: number; name: string; title: string }[]> {
    const k = keyword.trim();
    if (!k) return [];
    const rows = await searchTeachers(this.deps.db, k, limit);
    return rows.map((r) => ({ id: r.id, name: r.name, title: r.title }));
  }
}
