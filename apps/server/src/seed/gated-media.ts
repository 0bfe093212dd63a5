import { eq, sql } from 'drizzle-orm';
import { API } from '@caixue/contract';
import type { Db } from '../db/client';
import { seedRuns } from '../db/schema';
import { SEED_GATED_DIR, SEED_MEDIA_DIR } from './media';

/**
 * Seed set 'gated-media-v1' (issue 11): a data dir seeded before gated media existed has its gated
 * items' demo clips under the public /uploads/seed/media/. This moves those references to the gated
 * copies (/media/seed/, written on every start by writeDemoMedia), so after the upgrade a locked
 * item's clip is no longer public. On a fresh data dir the earlier sets already wrote gated urls
 * and this changes nothing. "Gated" is what the access core decides: a module on the item, on its
 * course (sections that are not free), on its live room (playbacks) or on its news category.
 */
export const GATED_MEDIA_SEED_NAME = 'gated-media-v1';

const PUBLIC = `${API.files.uploads}/${SEED_MEDIA_DIR}/`;
const GATED = `${API.files.media}/${SEED_GATED_DIR}/`;

/** Each statement moves the references of one kind of gated item. */
const MOVES = (from: string, to: string) => {
  const json = (column: string) => sql.raw(`${column} = replace(${column}::text, '"${from}', '"${to}')::jsonb`);
  const text = (column: string) => sql.raw(`${column} = replace(${column}, '${from}', '${to}')`);
  return [
    sql`UPDATE videos SET ${json('video_sources')} WHERE module_id IS NOT NULL`,
    sql`UPDATE live_rooms SET ${json('video_sources')} WHERE module_id IS NOT NULL`,
    sql`UPDATE playbacks p SET ${json('video_sources')}
        WHERE coalesce(p.module_id, (SELECT r.module_id FROM live_rooms r WHERE r.id = p.live_id)) IS NOT NULL`,
    sql`UPDATE course_sections s SET ${json('video_sources')}, ${text('content')}
        WHERE s.is_free = 0 AND (SELECT c.module_id FROM courses c WHERE c.id = s.course_id) IS NOT NULL`,
    sql`UPDATE news n SET ${text('content')}, ${text('audio')}
        WHERE coalesce(n.module_id, (SELECT k.module_id FROM news_categories k WHERE k.id = n.category_id)) IS NOT NULL`,
    sql`UPDATE articles SET ${text('content')} WHERE module_id IS NOT NULL`,
  ];
};

export async function seedGatedMedia(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, GATED_MEDIA_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: GATED_MEDIA_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;
    for (const statement of MOVES(PUBLIC, GATED)) await tx.execute(statement);
    return true;
  });
}
