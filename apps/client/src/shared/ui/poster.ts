/**
 * The share poster (issue 17): cover, title and the member's invite QR (the shared page's address
 * with parentMemberId, SPEC §6) drawn on a 2D canvas, the same on H5 and in the mini-program, so it
 * can be saved as one picture. Sizes are CSS px; the caller scales the context for the pixel ratio.
 */
import { POSTER_TEXT } from './posterText';
import { drawQr } from './qr';

export { POSTER_TEXT, type SharePosterProps } from './posterText';

export const POSTER_WIDTH = 300;
export const POSTER_HEIGHT = 420;
const COVER_HEIGHT = 170;
const QR_SIZE = 140;


/** What the poster draws with: the subset of CanvasRenderingContext2D both platforms have. */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  font: string;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient;
}

/** A loaded picture: an HTMLImageElement or the mini-program canvas's image. */
export interface PosterImage {
  width: number;
  height: number;
}

export interface PosterContent {
  title: string;
  /** The invite address: the shared page with parentMemberId. */
  link: string;
  cover?: PosterImage | null;
}

/** Up to `maxLines` lines of `text` no wider than `maxWidth`, the last one ending in … when cut. */
export function wrapText(measure: (text: string) => number, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  for (let i = 0; i < chars.length; i += 1) {
    const next = line + chars[i];
    if (measure(next) <= maxWidth) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      while (line && measure(`${line}…`) > maxWidth) line = line.slice(0, -1);
      lines.push(`${line}…`);
      return lines;
    }
    lines.push(line);
    line = chars[i];
  }
  if (line) lines.push(line);
  return lines;
}

/** The part of an image that fills a box of the given aspect without stretching (object-fit: cover). */
export function coverCrop(image: PosterImage, boxWidth: number, boxHeight: number): { sx: number; sy: number; sw: number; sh: number } {
  const scale = Math.max(boxWidth / image.width, boxHeight / image.height);
  const sw = boxWidth / scale;
  const sh = boxHeight / scale;
  return { sx: (image.width - sw) / 2, sy: (image.height - sh) / 2, sw, sh };
}

const FONT = '"PingFang SC", "Microsoft YaHei", "WenQuanYi Zen Hei", sans-serif';

export function drawPoster(ctx: PosterContext, { title, link, cover }: PosterContent): void {
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  if (cover && cover.width > 0 && cover.height > 0) {
    const { sx, sy, sw, sh } = coverCrop(cover, POSTER_WIDTH, COVER_HEIGHT);
    ctx.drawImage(cover as never, sx, sy, sw, sh, 0, 0, POSTER_WIDTH, COVER_HEIGHT);
  } else {
    const gradient = ctx.createLinearGradient(0, 0, POSTER_WIDTH, COVER_HEIGHT);
    gradient.addColorStop(0, '#e8391f');
    gradient.addColorStop(1, '#c01604');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, POSTER_WIDTH, COVER_HEIGHT);
    ctx.fillStyle = 'rgba(255,255,255,0.92)';
    ctx.font = `bold 30px ${FONT}`;
    ctx.fillText('财学', 20, 58);
    ctx.font = `14px ${FONT}`;
    ctx.fillText('专业投资者教育与投顾服务', 20, 100);
  }

  ctx.fillStyle = '#1f2329';
  ctx.font = `bold 17px ${FONT}`;
  wrapText((text) => ctx.measureText(text).width, title, POSTER_WIDTH - 32, 2).forEach((line, i) => ctx.fillText(line, 16, COVER_HEIGHT + 16 + i * 25));

  ctx.fillStyle = '#eceef1';
  ctx.fillRect(16, COVER_HEIGHT + 76, POSTER_WIDTH - 32, 1);

  const qrTop = COVER_HEIGHT + 88;
  const qrLeft = POSTER_WIDTH - 16 - QR_SIZE;
  drawQr(ctx, link, qrLeft, qrTop, QR_SIZE, { margin: 3 });

  ctx.fillStyle = '#1f2329';
  ctx.font = `bold 15px ${FONT}`;
  ctx.fillText(POSTER_TEXT.invite, 16, qrTop + 14);
  ctx.fillStyle = '#8a919c';
  ctx.font = `12px ${FONT}`;
  ctx.fillText(POSTER_TEXT.scan, 16, qrTop + 44);
  ctx.fillText(POSTER_TEXT.scanMore, 16, qrTop + 64);
  ctx.fillStyle = '#d81e06';
  ctx.font = `bold 13px ${FONT}`;
  ctx.fillText(POSTER_TEXT.brand, 16, qrTop + QR_SIZE - 18);
}
