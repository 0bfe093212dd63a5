import path from 'node:path';
import { API } from '@caixue/contract';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveMessages, liveRooms, seedRuns } from '../db/schema';
import { LocalDiskStorage } from '../integrations/storage/local-disk';
import { dropPublicCopy, gateChatPictures, publicChatPictureKeys } from '../modules/live/chat-pictures';

/**
 * Seed set 'gated-chat-pictures-v1' (issue 11): chat pictures posted in gated rooms before they were
 * kept in the gated area. Each such message gets its pictures copied to DATA_DIR/media/chat/… and
 * points there (signed when handed out); the public copy under /uploads/chat/ is then deleted unless
 * a message still shows it there (a free room), so the old public url opens nothing. Runs once.
 */
export const GATED_CHAT_PICTURES_SEED_NAME = 'gated-chat-pictures-v1';

const PUBLIC_CHAT = `%src="${API.files.uploads}/chat/%`;

export async function seedGatedChatPictures(db: Db, dataDir: string): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, GATED_CHAT_PICTURES_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  const uploads = new LocalDiskStorage(path.join(dataDir, 'uploads'), API.files.uploads);
  const media = new LocalDiskStorage(path.join(dataDir, 'media'), API.files.media);
  const rows = await db
    .select({ id: liveMessages.id, content: liveMessages.content })
    .from(liveMessages)
    .innerJoin(liveRooms, eq(liveRooms.id, liveMessages.liveId))
    .where(and(isNotNull(liveRooms.moduleId), like(liveMessages.content, PUBLIC_CHAT)));
  const moved = new Set<string>();
  for (const row of rows) {
    const content = await gateChatPictures(row.content, uploads, media);
    if (content === row.content) continue;
    publicChatPictureKeys(row.content).forEach((key) => moved.add(key));
    await db.update(liveMessages).set({ content }).where(eq(liveMessages.id, row.id));
  }
  for (const key of moved) await dropPublicCopy(db, key, uploads, media);
  const marker = await db.insert(seedRuns).values({ name: GATED_CHAT_PICTURES_SEED_NAME }).onConflictDoNothing().returning();
  return marker.length > 0 && rows.length > 0;
}
