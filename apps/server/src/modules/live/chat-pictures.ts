import path from 'node:path';
import { API, type LiveMessage } from '@caixue/contract';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import { messageShowsPicture } from './repo';

/** Storage folder of chat pictures, in both areas: uploads/chat/… (public) and media/chat/… (gated). */
export const CHAT_PICTURE_FOLDER = 'chat';

/** A public chat picture in sanitized HTML (the sanitizer writes `src="…"` with double quotes). */
const PUBLIC_PICTURE = new RegExp(`\\bsrc="${API.files.uploads}/(${CHAT_PICTURE_FOLDER}/[A-Za-z0-9/_.-]+)"`, 'g');

/**
 * Chat pictures of gated rooms (issue 11, finding 9): a message sent in a room with a module keeps
 * its pictures under DATA_DIR/media (copied there from the public upload when it is stored) and
 * points at `/media/chat/…`; every answer and frame that hands a message out signs those urls
 * through MediaUrls (the one signer). Pictures of free rooms stay plain `/uploads/chat/…`.
 */
export class ChatPictures {
  constructor(
    private readonly deps: {
      db: Db;
      /** Public storage (DATA_DIR/uploads) the chat upload writes to. */
      uploads: FileStorage;
      /** Gated storage (DATA_DIR/media). */
      media: FileStorage;
      mediaUrls: MediaUrls;
    },
  ) {}

  /**
   * The content to store for a gated room (see gateChatPictures). A picture the sender uploaded
   * (its name says so, MediaUrls.uploadedBy) then leaves the public area: its /uploads url opens
   * nothing, unless a stored message (a free room) still shows it there. Anyone else's picture keeps
   * its public copy.
   */
  async gate(content: string, senderId: number): Promise<string> {
    const { db, uploads, media, mediaUrls } = this.deps;
    const gated = await gateChatPictures(content, uploads, media);
    for (const key of new Set(publicChatPictureKeys(content))) {
      const stem = path.posix.basename(key).replace(/\.[^.]*$/, '');
      if (mediaUrls.uploadedBy(stem, senderId)) await dropPublicCopy(db, key, uploads, media);
    }
    return gated;
  }

  /**
   * Another module took a chat upload of its uploader into its own gated area (homework answers):
   * the public copy goes, unless a stored message (a free room) still shows it there.
   */
  async releaseUpload(key: string): Promise<void> {
    const { db, uploads } = this.deps;
    if (await messageShowsPicture(db, `${API.files.uploads}/${key}`)) return;
    await uploads.delete(key);
  }

  /** A message (and the message it quotes) as handed to a viewer allowed in its room: gated urls signed. */
  sign(message: LiveMessage): LiveMessage {
    const { mediaUrls } = this.deps;
    const quote = message.quote ? { ...message.quote, content: mediaUrls.html(message.quote.content) } : message.quote;
    return { ...message, content: mediaUrls.html(message.content), quote };
  }
}

/**
 * A gated room's message content: each public chat picture copied to the gated area (once) and
 * referenced there as /media/chat/…. The public upload is left alone here: other messages (free
 * rooms) may show it. A src that names no stored file stays as it is (it shows nothing anyway).
 */
export async function gateChatPictures(content: string, uploads: FileStorage, media: FileStorage): Promise<string> {
  const keys = [...new Set([...content.matchAll(PUBLIC_PICTURE)].map((match) => match[1]))];
  const gated = new Set<string>();
  for (const key of keys) if (await copyToGated(key, uploads, media)) gated.add(key);
  return content.replace(PUBLIC_PICTURE, (all, key: string) => (gated.has(key) ? `src="${media.urlOf(key)}"` : all));
}

/**
 * Deletes a chat picture's public copy once its gated copy exists and no stored message shows the
 * public url any more (a message of a free room keeps its picture).
 */
export async function dropPublicCopy(db: Db, key: string, uploads: FileStorage, media: FileStorage): Promise<void> {
  if (!(await media.exists(key))) return;
  if (await messageShowsPicture(db, `${API.files.uploads}/${key}`)) return;
  await uploads.delete(key);
}

/** The public chat pictures a content shows, as storage keys (chat/YYYYMM/…). */
export function publicChatPictureKeys(content: string): string[] {
  return [...content.matchAll(PUBLIC_PICTURE)].map((match) => match[1]);
}

/** True when the gated area holds the picture (copied now or before); false for a key that is no file. */
async function copyToGated(key: string, uploads: FileStorage, media: FileStorage): Promise<boolean> {
  if (uploads.keyOf(`${API.files.uploads}/${key}`) === null) return false;
  if (await media.exists(key)) return true;
  const bytes = await uploads.read(key);
  if (bytes === null) return false;
  await media.put(key, bytes, 'application/octet-stream');
  return true;
}
