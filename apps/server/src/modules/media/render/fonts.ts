import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

/**
 * Text for the screenshots is drawn as glyph outlines taken from the font files here, not as SVG
 * <text>: resvg re-reads a large CJK collection for every glyph (about 1.5 ms each with WenQuanYi
 * Zen Hei, seconds per picture), while outlines from fontkit cost microseconds and are cached.
 * It also gives exact advance widths, so lines wrap where they really end.
 */

/** Preferred CJK fonts, first found wins (Debian: fonts-wqy-zenhei; also Noto CJK, other hosts). */
export const CJK_FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/System/Library/Fonts/PingFang.ttc',
  '/System/Library/Fonts/STHeiti Light.ttc',
];
/** For what the CJK font lacks (some symbols) or when there is none at all. */
export const LATIN_FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];
const FONT_ROOTS = ['/usr/share/fonts', '/usr/local/share/fonts'];
const CJK_FILE_NAME = /(cjk|wqy|droidsansfallback|sourcehan|hei|song|ming)/i;

export interface GlyphRef {
  /** Stable key for the SVG <defs> id. */
  key: string;
  /** Advance in em. */
  advance: number;
  /** Outline in font units (y up), already scaled to a 1000-unit em. */
  path: string;
}

export interface FontSet {
  /** Family names actually loaded, CJK first. */
  families: string[];
  hasCjk: boolean;
  glyph(codePoint: number): GlyphRef;
}

type Font = Fontkit.Font;
/** fontkit (and the font files) load on the first screenshot, not at start (issue 18). */
const fontkit = () => createRequire(import.meta.url)('fontkit') as typeof Fontkit;

function openFont(file: string): Font | null {
  try {
    const opened = fontkit().openSync(file) as Font | Fontkit.FontCollection;
    return 'fonts' in opened ? (opened.fonts[0] ?? null) : opened;
  } catch {
    return null;
  }
}

export function findCjkFile(): string | null {
  const known = CJK_FONT_CANDIDATES.find((file) => existsSync(file));
  if (known) return known;
  for (const root of FONT_ROOTS) {
    for (const file of listFonts(root, 4)) if (CJK_FILE_NAME.test(path.basename(file))) return file;
  }
  return null;
}

function listFonts(dir: string, depth: number): string[] {
  if (depth < 0 || !existsSync(dir)) return [];
  const found: string[] = [];
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) found.push(...listFonts(full, depth - 1));
      else if (/\.(ttf|ttc|otf)$/i.test(entry.name)) found.push(full);
    }
  } catch {
    // unreadable folder: skip it
  }
  return found.sort();
}

const UNITS = 1000;

class OutlineFontSet implements FontSet {
  readonly families: string[];
  private readonly cache = new Map<number, GlyphRef>();

  constructor(
    private readonly fonts: Font[],
    readonly hasCjk: boolean,
  ) {
    this.families = fonts.map((f) => f.familyName);
  }

  glyph(codePoint: number): GlyphRef {
    let ref = this.cache.get(codePoint);
    if (!ref) {
      ref = this.load(codePoint);
      if (this.cache.size < 8_000) this.cache.set(codePoint, ref); // a few MB of outlines at most
    }
    return ref;
  }

  private load(codePoint: number): GlyphRef {
    const index = Math.max(
      0,
      this.fonts.findIndex((f) => f.hasGlyphForCodePoint(codePoint)),
    );
    const font = this.fonts[index];
    const glyph = font.glyphForCodePoint(codePoint);
    const scale = UNITS / font.unitsPerEm;
    const outline = glyph.path.scale(scale, scale).toSVG();
    return { key: `${index}-${glyph.id}`, advance: glyph.advanceWidth / font.unitsPerEm, path: outline };
  }
}

export const GLYPH_UNITS = UNITS;

let loaded: FontSet | null | undefined;

/**
 * The fonts, loaded once per process. Null when the machine has no usable font file at all; the
 * renderer then falls back to SVG text with resvg's system fonts.
 */
export function loadFonts(): FontSet | null {
  if (loaded !== undefined) return loaded;
  const fonts: Font[] = [];
  const cjkFile = findCjkFile();
  const cjk = cjkFile ? openFont(cjkFile) : null;
  if (cjk) fonts.push(cjk);
  for (const file of LATIN_FONT_CANDIDATES) {
    const font = existsSync(file) ? openFont(file) : null;
    if (font) {
      fonts.push(font);
      break;
    }
  }
  loaded = fonts.length > 0 ? new OutlineFontSet(fonts, cjk !== null) : null;
  return loaded;
}
