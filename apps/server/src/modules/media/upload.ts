import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API, LIVE_TEXT, TEXT } from '@caixue/contract';
import { BizError, CODE_PAYLOAD_TOO_LARGE, CODE_UNSUPPORTED_MEDIA_TYPE } from '../../http/errors';
import { SNIFF_BYTES, STORED_EXTENSION, UPLOAD_EXTENSIONS, extensionOf, sniffImage } from './image-type';

/** Chat pictures (SPEC §5): at most this many bytes; the multipart limit stops reading beyond it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';
export const NO_FILE_MESSAGE = '请选择要上传的图片';

export const unsupportedUpload = () => new BizError(CODE_UNSUPPORTED_MEDIA_TYPE, TEXT.unsupportedUpload);
export const uploadTooLarge = () => new BizError(CODE_PAYLOAD_TOO_LARGE, LIVE_TEXT.fileTooLarge);

export interface UploadPart {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}

export interface StoredUpload {
  /** Public path, e.g. /uploads/chat/202405/3f…e1.png */
  url: string;
  /** The stored (random) file name. */
  name: string;
  size: number;
}

/** YYYYMM in China time, so a month's folder matches what the operators see. */
function monthFolder(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');
}

/**
 * Streams the part into a temp file beside its destination, then checks size and real format and
 * only then renames it into place: a refused or interrupted upload never leaves a file behind.
 */
export async function storeChatImage(part: UploadPart, uploadsDir: string, now: number): Promise<StoredUpload> {
  const declared = UPLOAD_EXTENSIONS[extensionOf(part.filename)];
  if (!declared) {
    part.file.resume(); // drain the rest so the request can be answered
    throw unsupportedUpload();
  }
  const folder = path.join('chat', monthFolder(now));
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const base = randomBytes(16).toString('hex');
  const temp = path.join(dir, `.${base}.part`);

  let size = 0;
  let head = Buffer.alloc(0);
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, inspect, createWriteStream(temp, { flags: 'wx', mode: 0o644 }));
    if (part.file.truncated || size > UPLOAD_MAX_BYTES) throw uploadTooLarge();
    if (size === 0) throw new BizError(400, NO_FILE_MESSAGE);
    const kind = sniffImage(head);
    if (!kind) throw unsupportedUpload();
    const name = `${base}.${STORED_EXTENSION[kind]}`;
    await rename(temp, path.join(dir, name));
    return { url: `${API.files.uploads}/${folder.split(path.sep).join('/')}/${name}`, name, size };
  } catch (error) {
    await rm(temp, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
    throw error;
  }
}
