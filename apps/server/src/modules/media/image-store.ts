import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../integrations/storage/storage';
import type { ImageKind } from './image-type';

/** A picture received and checked by the HTTP side (http/image-upload.ts), not yet stored. */
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

/** Stores a received picture as `<folder>/YYYYMM/<stem, by default 32 random hex>.<real extension>`. */
export async function storeImage(
  storage: FileStorage,
  image: ReceivedImage,
  folder: string,
  now: number,
  stem = randomBytes(16).toString('hex'),
): Promise<StoredImage> {
  const name = `${stem}.${image.extension}`;
  const key = `${folder}/${monthFolder(now)}/${name}`;
  const { url } = await storage.put(key, image.data, image.contentType);
  return { url, key, name, size: image.size };
}
