import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MIME, imageSize, sniffImage, SNIFF_BYTES } from '../image-type';
import { GLYPH_UNITS, type FontSet } from './fonts';
import { IMAGE_PLACEHOLDER, type Block, type TextRun } from './html-blocks';

/**
 * Lays out a chat card (header, messages, risk footer) at phone width and rasterizes it with resvg.
 * Every piece of text is measured here and placed glyph by glyph, so wrapping is exact and no
 * user text ever becomes SVG markup (it becomes glyph references, or escaped text in fallback).
 */

export const CARD_WIDTH = 750;
const PAD = 32;
const CONTENT_WIDTH = CARD_WIDTH - 2 * PAD;
const RED = '#d81e06';
/** Keeps one picture's pixel buffer reasonable (750 × 16000 × 4 bytes ≈ 48 MB). */
const MAX_HEIGHT = 16_000;
const MAX_LINES_PER_MESSAGE = 30;
const MAX_IMAGE_HEIGHT = 520;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_TOTAL_IMAGE_BYTES = 24 * 1024 * 1024;
export const RISK_LINE = '投资有风险，入市需谨慎';
const FALLBACK_FAMILY = "'WenQuanYi Zen Hei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', sans-serif";

export interface CardQuote {
  author: string;
  blocks: Block[];
}

export interface CardMessage {
  /** Empty: no author line (a plain content card). */
  author: string;
  teacher: boolean;
  /** YYYY-MM-DD HH:mm, China time. */
  time: string;
  quote: CardQuote | null;
  blocks: Block[];
}

export interface CardInput {
  title: string;
  messages: CardMessage[];
  /** Footer date, YYYY-MM-DD. */
  date: string;
}

interface Style {
  size: number;
  color: string;
  bold?: boolean;
}

interface PlacedChar {
  codePoint: number;
  char: string;
  /** Offset from the line start, px. */
  x: number;
  width: number;
  bold: boolean;
  link: boolean;
}

const NO_LINE_START = new Set([...'，。、；：！？）》」』】〉,.;:!?)]}%…—～']);

export class CardRenderer {
  constructor(
    /** A loader is called on the first screenshot, not at start: parsing a CJK font file takes a while (issue 18). */
    private readonly fontSource: FontSet | null | (() => FontSet | null),
    private readonly uploadsDir: string,
    /** DATA_DIR/media, for gated rooms' chat pictures; null draws none of them. */
    private readonly mediaDir: string | null = null,
  ) {}

  private get fonts(): FontSet | null {
    return typeof this.fontSource === 'function' ? this.fontSource() : this.fontSource;
  }

  async render(input: CardInput): Promise<Buffer> {
    const svg = await this.compose(input);
    // Loaded on the first screenshot: the native renderer is not needed to start (issue 18).
    const { renderAsync } = await import('@resvg/resvg-js');
    const image = await renderAsync(svg, {
      background: '#ffffff',
      fitTo: { mode: 'original' },
      // With glyph outlines no font is needed at all; the fallback draws <text> with system fonts.
      font: this.fonts ? { loadSystemFonts: false } : { loadSystemFonts: true, defaultFontFamily: 'WenQuanYi Zen Hei' },
      logLevel: 'off',
    });
    return image.asPng();
  }

  /** The SVG document (exported for tests and debugging). */
  async compose(input: CardInput): Promise<string> {
    const out: string[] = [];
    const defs = new Map<string, string>();
    const text = (chars: PlacedChar[], x: number, baseline: number, style: Style) => this.drawText(out, defs, chars, x, baseline, style);
    let imageBudget = MAX_TOTAL_IMAGE_BYTES;

    // Header: the brand and the room.
    const headerHeight = 112;
    out.push(`<rect x="0" y="0" width="${CARD_WIDTH}" height="${headerHeight}" fill="${RED}"/>`);
    const logo = this.layoutLine('财学', 44, true);
    text(logo, PAD, 72, { size: 44, color: '#ffffff', bold: true });
    const logoWidth = lineWidth(logo);
    out.push(`<rect x="${PAD + logoWidth + 18}" y="36" width="2" height="44" fill="#ffffff" fill-opacity="0.6"/>`);
    const titleX = PAD + logoWidth + 38;
    const title = this.truncate(this.layoutLine(input.title, 30, false), CARD_WIDTH - PAD - titleX, 30);
    text(title, titleX, 70, { size: 30, color: '#ffffff' });

    let y = headerHeight;
    let omitted = 0;
    for (const [index, message] of input.messages.entries()) {
      if (y > MAX_HEIGHT - 400) {
        omitted = input.messages.length - index;
        break;
      }
      y += 28;
      if (message.author !== '' || message.time !== '') {
        const name = this.truncate(this.layoutLine(message.author, 26, true), 420, 26);
        text(name, PAD, y + 26, { size: 26, color: '#333333', bold: true });
        if (message.teacher) {
          const badgeX = PAD + lineWidth(name) + 12;
          out.push(`<rect x="${badgeX}" y="${y}" width="60" height="32" rx="6" fill="${RED}"/>`);
          text(this.layoutLine('老师', 22, false), badgeX + 8, y + 24, { size: 22, color: '#ffffff' });
        }
        const time = this.layoutLine(message.time, 22, false);
        text(time, CARD_WIDTH - PAD - lineWidth(time), y + 25, { size: 22, color: '#999999' });
        y += 32 + 16;
      }

      if (message.quote) {
        const quoteRuns: TextRun[] = [{ text: `@${message.quote.author}：`, bold: true, link: false }, ...flattenRuns(message.quote.blocks)];
        const lines = this.wrap(quoteRuns, 24, CONTENT_WIDTH - 32, 3);
        const height = lines.length * 36 + 24;
        out.push(`<rect x="${PAD}" y="${y}" width="${CONTENT_WIDTH}" height="${height}" rx="8" fill="#f2f3f5"/>`);
        out.push(`<rect x="${PAD}" y="${y}" width="6" height="${height}" rx="3" fill="#c8cacf"/>`);
        lines.forEach((line, i) => text(line, PAD + 18, y + 12 + 27 + i * 36, { size: 24, color: '#666666' }));
        y += height + 14;
      }

      let linesLeft = MAX_LINES_PER_MESSAGE;
      for (const block of message.blocks) {
        if (linesLeft <= 0) break;
        if (block.kind === 'image') {
          const picture = await this.loadImage(block.src, imageBudget);
          if (picture) {
            imageBudget -= picture.bytes;
            const scale = Math.min(1, CONTENT_WIDTH / picture.width, MAX_IMAGE_HEIGHT / picture.height);
            const w = Math.max(1, Math.round(picture.width * scale));
            const h = Math.max(1, Math.round(picture.height * scale));
            out.push(`<image x="${PAD}" y="${y + 6}" width="${w}" height="${h}" preserveAspectRatio="none" href="${picture.dataUri}"/>`);
            y += h + 18;
            linesLeft -= Math.ceil(h / 44);
            continue;
          }
          const placeholder = this.layoutLine(IMAGE_PLACEHOLDER, 28, false);
          text(placeholder, PAD, y + 32, { size: 28, color: '#999999' });
          y += 44;
          linesLeft -= 1;
          continue;
        }
        const lines = this.wrap(block.runs, 28, CONTENT_WIDTH, linesLeft);
        for (const line of lines) {
          text(line, PAD, y + 32, { size: 28, color: '#222222' });
          y += 44;
        }
        linesLeft -= lines.length;
        y += 4;
      }
      y += 20;
      out.push(`<rect x="${PAD}" y="${y}" width="${CONTENT_WIDTH}" height="1" fill="#eeeeee"/>`);
    }

    if (omitted > 0) {
      y += 24;
      const note = this.layoutLine(`…… 另有 ${omitted} 条消息未显示`, 24, false);
      text(note, (CARD_WIDTH - lineWidth(note)) / 2, y + 26, { size: 24, color: '#999999' });
      y += 40;
    }

    // Footer: the risk line and the date.
    y += 28;
    const risk = this.layoutLine(RISK_LINE, 24, false);
    text(risk, (CARD_WIDTH - lineWidth(risk)) / 2, y + 26, { size: 24, color: '#999999' });
    y += 40;
    const stamp = this.layoutLine(`财学 · ${input.date}`, 22, false);
    text(stamp, (CARD_WIDTH - lineWidth(stamp)) / 2, y + 24, { size: 22, color: '#bbbbbb' });
    y += 56;

    const height = Math.ceil(y);
    const defsText = [...defs].map(([key, d]) => `<path id="g${key}" d="${d}"/>`).join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}">` +
      `<defs>${defsText}</defs><rect width="${CARD_WIDTH}" height="${height}" fill="#ffffff"/>${out.join('')}</svg>`
    );
  }

  private advance(codePoint: number, size: number): number {
    if (this.fonts) return this.fonts.glyph(codePoint).advance * size;
    // No font file to measure: CJK and other wide characters take a full em, the rest about half.
    return (isWide(codePoint) ? 1 : 0.55) * size;
  }

  private layoutLine(text: string, size: number, bold: boolean): PlacedChar[] {
    const chars: PlacedChar[] = [];
    let x = 0;
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0x20;
      const width = this.advance(codePoint, size);
      chars.push({ codePoint, char, x, width, bold, link: false });
      x += width;
    }
    return chars;
  }

  private truncate(chars: PlacedChar[], maxWidth: number, size: number): PlacedChar[] {
    if (lineWidth(chars) <= maxWidth) return chars;
    const ellipsis = this.layoutLine('…', size, chars[0]?.bold ?? false)[0];
    const kept = chars.filter((c) => c.x + c.width <= maxWidth - ellipsis.width);
    const end = kept.length > 0 ? kept[kept.length - 1].x + kept[kept.length - 1].width : 0;
    return [...kept, { ...ellipsis, x: end }];
  }

  /** Greedy wrapping: Latin words stay whole when they fit; closing punctuation may hang. */
  private wrap(runs: TextRun[], size: number, width: number, maxLines: number): PlacedChar[][] {
    const lines: PlacedChar[][] = [];
    let line: PlacedChar[] = [];
    let x = 0;
    let breakAt = -1; // index in `line` after which the line may break
    let cut = false;
    const newLine = () => {
      lines.push(line);
      line = [];
      x = 0;
      breakAt = -1;
    };
    outer: for (const run of runs) {
      for (const char of run.text) {
        if (lines.length >= maxLines) {
          cut = true;
          break outer;
        }
        if (char === '\n') {
          newLine();
          continue;
        }
        const codePoint = char.codePointAt(0) ?? 0x20;
        if (char === ' ' && line.length === 0) continue;
        const w = this.advance(codePoint, size);
        if (x + w > width && line.length > 0 && !(NO_LINE_START.has(char) && x + w <= width + size)) {
          if (breakAt >= 0 && breakAt < line.length - 1 && !isWide(codePoint)) {
            // Carry the unfinished Latin word to the next line.
            const carried = line.slice(breakAt + 1);
            line = line.slice(0, breakAt + 1);
            newLine();
            for (const c of carried) {
              line.push({ ...c, x });
              x += c.width;
            }
          } else {
            newLine();
          }
          if (char === ' ') continue;
        }
        line.push({ codePoint, char, x, width: w, bold: run.bold, link: run.link });
        x += w;
        if (char === ' ' || isWide(codePoint) || char === '-' || char === '/') breakAt = line.length - 1;
      }
    }
    if (line.length > 0) {
      if (lines.length < maxLines) lines.push(line);
      else cut = true;
    }
    if (cut && lines.length > 0) {
      const last = lines[lines.length - 1];
      lines[lines.length - 1] = this.truncate([...last, ...this.layoutLine('……', size, false)], width, size);
    }
    // Trailing spaces take no room at the end of a line.
    return lines.map((l) => trimEnd(l)).filter((l, i, all) => l.length > 0 || i < all.length - 1);
  }

  private drawText(out: string[], defs: Map<string, string>, chars: PlacedChar[], x: number, baseline: number, style: Style): void {
    const visible = chars.filter((c) => !/\s/.test(c.char));
    if (visible.length === 0) return;
    // Links in a different colour; everything else in the style's colour.
    for (const link of [false, true]) {
      for (const bold of [false, true]) {
        const group = visible.filter((c) => c.link === link && (c.bold || style.bold === true) === bold);
        if (group.length === 0) continue;
        const color = link ? '#1a6fd6' : style.color;
        if (!this.fonts) {
          const weight = bold ? ' font-weight="bold"' : '';
          for (const c of group) {
            out.push(
              `<text x="${round(x + c.x)}" y="${round(baseline)}" font-size="${style.size}" font-family="${FALLBACK_FAMILY}" fill="${color}"${weight}>${escapeXml(c.char)}</text>`,
            );
          }
          continue;
        }
        const k = style.size / GLYPH_UNITS;
        // Bold is a thin outline in the fill colour: CJK fonts rarely ship a bold face.
        const stroke = bold ? ` stroke="${color}" stroke-width="${Math.round(GLYPH_UNITS * 0.035)}" stroke-linejoin="round"` : '';
        const uses: string[] = [];
        for (const c of group) {
          const glyph = this.fonts.glyph(c.codePoint);
          if (glyph.path === '') continue;
          defs.set(glyph.key, glyph.path);
          uses.push(`<use xlink:href="#g${glyph.key}" x="${round(c.x / k)}"/>`);
        }
        if (uses.length === 0) continue;
        out.push(`<g transform="translate(${round(x)} ${round(baseline)}) scale(${k} ${-k})" fill="${color}"${stroke}>${uses.join('')}</g>`);
      }
    }
  }

  private async loadImage(src: string, budget: number): Promise<{ dataUri: string; width: number; height: number; bytes: number } | null> {
    const gated = src.startsWith('/media/');
    if (gated && this.mediaDir === null) return null;
    const root = path.resolve(gated ? (this.mediaDir as string) : this.uploadsDir);
    const file = path.resolve(root, src.replace(/^\/(uploads|media)\//, ''));
    if (!file.startsWith(root + path.sep)) return null;
    try {
      const info = await stat(file);
      if (!info.isFile() || info.size > Math.min(MAX_IMAGE_BYTES, budget)) return null;
      const data = await readFile(file);
      const kind = sniffImage(data.subarray(0, SNIFF_BYTES));
      if (kind !== 'png' && kind !== 'jpeg' && kind !== 'gif') return null; // resvg draws these three
      const size = imageSize(data);
      if (!size || size.width === 0 || size.height === 0) return null;
      return { dataUri: `data:${MIME[kind]};base64,${data.toString('base64')}`, ...size, bytes: data.length };
    } catch {
      return null;
    }
  }
}

function flattenRuns(blocks: Block[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const block of blocks) {
    if (runs.length > 0) runs.push({ text: ' ', bold: false, link: false });
    if (block.kind === 'image') runs.push({ text: IMAGE_PLACEHOLDER, bold: false, link: false });
    else runs.push(...block.runs.map((r) => ({ ...r, text: r.text.replace(/\n/g, ' ') })));
  }
  return runs;
}

function lineWidth(chars: PlacedChar[]): number {
  const last = chars[chars.length - 1];
  return last ? last.x + last.width : 0;
}

function trimEnd(chars: PlacedChar[]): PlacedChar[] {
  let end = chars.length;
  while (end > 0 && chars[end - 1].char === ' ') end -= 1;
  return chars.slice(0, end);
}

function isWide(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x1f300 && codePoint <= 0x1faff) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
  );
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}
