import multipart from '@fastify/multipart';
import { CODE, TEXT } from '@caixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from '../errors';
import {
  MIME,
  NO_IMAGE_MESSAGE,
  SNIFF_BYTES,
  STORED_EXTENSION,
  UPLOAD_EXTENSIONS,
  extensionOf,
  sniffImage,
} from '../modules/media/image-type';
import type { ReceivedImage } from '../modules/media/image-store';
import { CODE_PAYLOAD_TOO_LARGE, CODE_UNSUPPORTED_MEDIA_TYPE } from './errors';

/**
 * "Receive one picture": the multipart upload of one image in field `file` (chat pictures, avatars,
 * feedback pictures). The declared extension must be png/jpg/jpeg/gif/bmp (SPEC §5) AND the first
 * bytes must really be that kind of picture: the extension a client sends proves nothing, and an
 * HTML page or SVG named x.png would otherwise be stored and served from our origin. The bytes are
 * held in memory (the limit stops reading beyond it) until every check passed; only then are they
 * stored (modules/media/image-store.ts, through a FileStorage that writes atomically), so a refused
 * upload leaves nothing. Only the HTTP side lives here: multipart parsing and the checks.
 */

export const IMAGE_FIELD = 'file';

export const unsupportedUpload = () => new BizError(CODE_UNSUPPORTED_MEDIA_TYPE, TEXT.unsupportedUpload);
const noImage = () => new BizError(CODE.badRequest, NO_IMAGE_MESSAGE);

export interface ImageUploadOptions {
  maxBytes: number;
  /** The 413 message, naming the limit (e.g. 图片不能超过 5MB). */
  tooLargeMessage: string;
  /** Field names the picture may come in (default only `file`; the rich-text editor's also sends `upfile`). */
  fields?: readonly string[];
}

/**
 * Registers multipart parsing for the routes of the calling plugin only (Fastify encapsulation),
 * limited to one file of at most maxBytes; busboy stops reading a file at that size.
 */
export async function registerImageMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
}

/** Reads and checks the picture of a multipart request; throws a BizError with the reason otherwise. */
export async function receiveImage(request: FastifyRequest, options: ImageUploadOptions): Promise<ReceivedImage> {
  const tooLarge = () => new BizError(CODE_PAYLOAD_TOO_LARGE, options.tooLargeMessage);
  if (!request.isMultipart()) throw noImage();
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw refusal(request, error, tooLarge);
  }
  if (!part || !(options.fields ?? [IMAGE_FIELD]).includes(part.fieldname)) {
    part?.file.resume(); // drain the rest so the request can be answered
    throw noImage();
  }
  const declared = UPLOAD_EXTENSIONS[extensionOf(part.filename)];
  if (!declared) {
    part.file.resume();
    throw unsupportedUpload();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= options.maxBytes) chunks.push(chunk);
    }
  } catch (error) {
    throw refusal(request, error, tooLarge);
  }
  if ((part.file as { truncated?: boolean }).truncated || size > options.maxBytes) throw tooLarge();
  if (size === 0) throw noImage();
  const data = Buffer.concat(chunks, size);
  const kind = sniffImage(data.subarray(0, SNIFF_BYTES));
  if (!kind) throw unsupportedUpload();
  return { data, kind, extension: STORED_EXTENSION[kind], contentType: MIME[kind], size, originalName: part.filename.slice(0, 255) };
}

/**
 * What to answer when reading the multipart stream failed. Everything that can fail while reading
 * it comes from the client's bytes or connection (no boundary, a wrong one, a truncated or garbled
 * body, a hang-up): busboy's parse errors carry no code, so every error that is not a known limit
 * is a malformed upload, code 400 (never 500).
 */
function refusal(request: FastifyRequest, error: unknown, tooLarge: () => BizError): BizError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return noImage();
  if (error instanceof BizError) return error;
  request.log.info({ err: { code, message: (error as Error).message } }, 'malformed multipart upload');
  return new BizError(CODE.badRequest, TEXT.malformedMultipart);
}
