/**
 * Picture formats by their first bytes. The extension a client sends proves nothing: an HTML page
 * or an SVG named x.png would otherwise be stored and served from our origin.
 */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp';

/** Extensions uploads accept (SPEC §5) and the format each must really be. */
export const UPLOAD_EXTENSIONS: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', bmp: 'bmp' };

/** The extension a stored file gets: from its real format, never from the client's name. */
export const STORED_EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', bmp: 'bmp' };

export const MIME: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp' };

/** How many leading bytes sniffImage needs. */
export const SNIFF_BYTES = 32;

/** Answered when an upload holds no picture. */
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
