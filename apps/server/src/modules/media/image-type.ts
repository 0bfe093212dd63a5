/**
 * Picture formats by their first bytes. The extension a client sends proves nothing: an HTML page
 * or an SVG named x.png would otherwise be stored and served from our origin.
 */

import { SNIFF_BYTES, sniffImage } from '../../http/image-upload';

// The upload checks live in http/image-upload.ts (shared by every picture upload); re-exported here
// for the renderer and its tests.
export { MIME, SNIFF_BYTES, STORED_EXTENSION, UPLOAD_EXTENSIONS, extensionOf, sniffImage, type ImageKind } from '../../http/image-upload';

/** Pixel size from the file header (PNG, GIF, JPEG); null when it cannot be read. */
export function imageSize(data: Buffer): { width: number; height: number } | null {
  const kind = sniffImage(data.subarray(0, SNIFF_BYTES));
  if (kind === 'png') return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (kind === 'gif') return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (kind === 'jpeg') return jpegSize(data);
  return null;
}

function jpegSize(data: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}
