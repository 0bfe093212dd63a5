import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { CODE, TEXT } from '@caixue/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileStorage } from '../integrations/storage/storage';
import { BizError } from '../errors';
import { CODE_PAYLOAD_TOO_LARGE, CODE_UNSUPPORTED_MEDIA_TYPE } from './errors';

/**
 * "Receive one picture": the multipart upload of one image in field `file` (chat pictures, avatars,
 * feedback pictures). The declared extension must be png/jpg/jpeg/gif/bmp (SPEC §5) AND the first
 * bytes must really be that kind of picture: the extension a client sends proves nothing, and an
 * HTML page or SVG named x.png would otherwise be stored and served from our origin. The bytes are
 * held in memory (the limit stops reading beyond it) until every check passed; only then are they
 * written, through a FileStorage that writes atomically, so a refused upload leaves nothing.
 */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp';

/** Extensions uploads accept (SPEC §5) and the format each must really be. */
export const UPLOAD_EXTENSIONS: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', bmp: 'bmp' };

/** The extension a stored file gets: from its real format, never from the client's name. */
export const STORED_EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', bmp: 'bmp' };

export const MIME: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp' };

/** How many leading bytes sniffImage needs. */
export const SNIFF_BYTES = 32;

export const IMAGE_FIELD = 'file';
export const NO_IMAGE_MESSAGE = '请选择要上传的图片';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions: "BM" alone is too weak a signature. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 24 && head.subarray(0, 8).equals(PNG_SIGNATURE) && head.toString('latin1', 12, 16) === 'IHDR') return 'png';
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 10 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'gif';
  if (head.length >= 26 && head.toString('latin1', 0, 2) === 'BM' && BMP_DIB_HEADER_SIZES.has(head.readUInt32LE(14))) return 'bmp';
  return null;
}

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  return match ? match[1].toLowerCase() : '';
}

export const unsupportedUpload = () => new BizError(CODE_UNSUPPORTED_MEDIA_TYPE, TEXT.unsupportedUpload);
const noImage = () => new BizError(CODE.badRequest, NO_IMAGE_MESSAGE);

export interface ImageUploadOptions {
  maxBytes: number;
  /** The 413 message, naming the limit (e.g. 图片不能超过 5MB). */
  tooLargeMessage: string;
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

export interface ReceivedImage {
  data: Buffer;
  kind: ImageKind;
  /** Extension for the stored name, from the real format. */
  extension: string;
  contentType: string;
  size: number;
  /** The client's file name (at most 255 characters), for display only: never used to store. */
  originalName: string;
}

/** Reads and checks the picture of a multipart request; throws a BizError with the reason otherwise. */
export async function receiveImage(request: FastifyRequest, options: ImageUploadOptions): Promise<ReceivedImage> {
  const tooLarge = () => new BizError(CODE_PAYLOAD_TOO_LARGE, options.tooLargeMessage);
  if (!request.isMultipart()) throw noImage();
  let part;
  try {
    part = await request.file();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw noImage();
    throw error;
  }
  if (!part || part.fieldname !== IMAGE_FIELD) {
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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if ((part.file as { truncated?: boolean }).truncated || size > options.maxBytes) throw tooLarge();
  if (size === 0) throw noImage();
  const data = Buffer.concat(chunks, size);
  const kind = sniffImage(data.subarray(0, SNIFF_BYTES));
  if (!kind) throw unsupportedUpload();
  return { data, kind, extension: STORED_EXTENSION[kind], contentType: MIME[kind], size, originalName: part.filename.slice(0, 255) };
}

export interface StoredImage {
  /** Public path, e.g. /uploads/chat/202405/3f…e1.png */
  url: string;
  /** The storage key, e.g. chat/202405/3f…e1.png */
  key: string;
  /** The stored (random) file name. */
  name: string;
  size: number;
}

/** YYYYMM in China time, so a month's folder matches what the operators see. */
export function monthFolder(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');
}

/** Stores a received picture as `<folder>/YYYYMM/<32 random hex>.<real extension>`. */
export async function storeImage(storage: FileStorage, image: ReceivedImage, folder: string, now: number): Promise<StoredImage> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  const key = `${folder}/${monthFolder(now)}/${name}`;
  const { url } = await storage.put(key, image.data, image.contentType);
  return { url, key, name, size: image.size };
}
