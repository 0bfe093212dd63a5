import { LIVE_TEXT } from '@caixue/contract';
import type { FileStorage } from '../../integrations/storage/storage';
import { storeImage, type ReceivedImage, type StoredImage } from './image-store';
import { NO_IMAGE_MESSAGE } from './image-type';

/** Chat pictures (SPEC §5): at most this many bytes; the multipart limit stops reading beyond it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_IMAGE_LIMITS = { maxBytes: UPLOAD_MAX_BYTES, tooLargeMessage: LIVE_TEXT.fileTooLarge };
export const NO_FILE_MESSAGE = NO_IMAGE_MESSAGE;

export type StoredUpload = Omit<StoredImage, 'key'>;

/**
 * Stores a checked chat picture as chat/YYYYMM/<stem>.<ext> (http/image-upload.ts did the checks); the
 * stem is random and names its uploader (MediaUrls.uploadStem), see modules/live/chat-pictures.ts.
 */
export async function storeChatImage(image: ReceivedImage, storage: FileStorage, now: number, stem: string): Promise<StoredUpload> {
  const { url, name, size } = await storeImage(storage, image, 'chat', now, stem);
  return { url, name, size };
}

/**
 * Rich-text editor pictures (POST /api/common/ueditor/upload): the same checks and limit as chat
 * pictures; the field is the uploader's `name` (Taro.uploadFile), `file` by default or UEditor's `upfile`.
 */
export const EDITOR_IMAGE_LIMITS = { ...CHAT_IMAGE_LIMITS, fields: ['file', 'upfile'] } as const;

/** Stores a checked editor picture as editor/YYYYMM/<random>.<ext> (public: it goes into published HTML). */
export async function storeEditorImage(image: ReceivedImage, storage: FileStorage, now: number): Promise<StoredUpload> {
  const { url, name, size } = await storeImage(storage, image, 'editor', now);
  return { url, name, size };
}
