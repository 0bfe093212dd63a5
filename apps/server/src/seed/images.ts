import { TINT } from '@caixue/contract';

/**
 * Demo pictures drawn as SVG at seed time: nothing is fetched from outside and nothing binary sits
 * in the repository. Chinese text uses the system CJK fonts of the viewing device.
 */

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Zen Hei',sans-serif`;
const INACTIVE = '#666666';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A rising candlestick chart: the house motif of an investment-education product. */
function candles(x: number, y: number, scale: number, color: string, opacity: number): string {
  const bars = [
    [0, 60, 30], [22, 48, 40], [44, 54, 26], [66, 34, 44], [88, 40, 30], [110, 18, 46], [132, 8, 38],
  ];
  const shapes = bars
    .map(([dx, top, h]) => {
      const cx = x + dx * scale;
      return `<line x1="${cx + 6 * scale}" y1="${y + (top - 8) * scale}" x2="${cx + 6 * scale}" y2="${y + (top + h + 8) * scale}" stroke="${color}" stroke-width="${2 * scale}"/>` +
        `<rect x="${cx}" y="${y + top * scale}" width="${12 * scale}" height="${h * scale}" rx="${2 * scale}" fill="${color}"/>`;
    })
    .join('');
  const trend = `<polyline points="${bars.map(([dx, top]) => `${x + (dx + 6) * scale},${y + (top - 14) * scale}`).join(' ')}" fill="none" stroke="${color}" stroke-width="${3 * scale}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<g opacity="${opacity}">${shapes}${trend}</g>`;
}

export interface BannerArt {
  title: string;
  subtitle: string;
  badge: string;
  colors: [string, string];
}

export function bannerSvg({ title, subtitle, badge, colors }: BannerArt): string {
  return svg(
    750,
    320,
    `<defs>${linearGradient('bg', colors[0], colors[1])}</defs>` +
      `<rect width="750" height="320" rx="24" fill="url(#bg)"/>` +
      `<circle cx="660" cy="40" r="150" fill="#ffffff" opacity="0.08"/>` +
      `<circle cx="720" cy="300" r="110" fill="#ffffff" opacity="0.06"/>` +
      candles(548, 96, 1.2, '#ffffff', 0.3) +
      `<rect x="48" y="56" width="${badge.length * 26 + 28}" height="40" rx="20" fill="#ffffff" opacity="0.22"/>` +
      `<text x="62" y="84" font-family="${FONT}" font-size="24" fill="#ffffff">${escapeXml(badge)}</text>` +
      `<text x="48" y="168" font-family="${FONT}" font-size="56" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>` +
      `<text x="50" y="226" font-family="${FONT}" font-size="28" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>` +
      `<rect x="48" y="250" width="150" height="6" rx="3" fill="#ffd666"/>`,
  );
}

export function advertSvg({ title, subtitle, badge, colors }: BannerArt): string {
  return svg(
    600,
    800,
    `<defs>${linearGradient('bg', colors[0], colors[1], true)}${linearGradient('btn', '#ffd666', '#ffb300')}</defs>` +
      `<rect width="600" height="800" rx="32" fill="url(#bg)"/>` +
      `<circle cx="520" cy="90" r="180" fill="#ffffff" opacity="0.08"/>` +
      `<circle cx="60" cy="720" r="160" fill="#ffffff" opacity="0.06"/>` +
      candles(150, 360, 2, '#ffffff', 0.3) +
      `<text x="300" y="130" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#ffe7ba">${escapeXml(badge)}</text>` +
      `<text x="300" y="230" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>` +
      `<text x="300" y="300" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#ffffff" opacity="0.92">${escapeXml(subtitle)}</text>` +
      `<rect x="150" y="660" width="300" height="76" rx="38" fill="url(#btn)"/>` +
      `<text x="300" y="709" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="bold" fill="${TINT}">立即查看</text>`,
  );
}

export function avatarSvg(character: string, colors: [string, string]): string {
  return svg(
    200,
    200,
    `<defs>${linearGradient('bg', colors[0], colors[1])}</defs>` +
      `<circle cx="100" cy="100" r="100" fill="url(#bg)"/>` +
      `<circle cx="100" cy="100" r="86" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.35"/>` +
      `<text x="100" y="128" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="bold" fill="#ffffff">${escapeXml(character)}</text>`,
  );
}

/** 48x48 glyphs drawn with strokes in `color`; `solid` fills the main shape (active tab state). */
export type GlyphName =
  | 'home' | 'live' | 'school' | 'mine' | 'news' | 'chat' | 'course' | 'teacher' | 'stock' | 'replay' | 'ai';
type Glyph = (color: string, solid: boolean) => string;

const GLYPHS: Record<GlyphName, Glyph> = {
  home: (c, s) =>
    `<path d="M8 22 L24 8 L40 22 V40 H29 V29 H19 V40 H8 Z" fill="${s ? c : 'none'}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/>`,
  live: (c, s) =>
    `<rect x="6" y="12" width="30" height="24" rx="5" fill="${s ? c : 'none'}" stroke="${c}" stroke-width="3"/><path d="M36 20 L44 15 V33 L36 28 Z" fill="${c}"/>`,
  school: (c, s) =>
    `<path d="M4 18 L24 8 L44 18 L24 28 Z" fill="${s ? c : 'none'}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/><path d="M12 23 V33 C12 37 36 37 36 33 V23" fill="none" stroke="${c}" stroke-width="3"/><line x1="44" y1="18" x2="44" y2="30" stroke="${c}" stroke-width="3"/>`,
  mine: (c, s) =>
    `<circle cx="24" cy="16" r="8" fill="${s ? c : 'none'}" stroke="${c}" stroke-width="3"/><path d="M8 42 C8 31 16 27 24 27 C32 27 40 31 40 42 Z" fill="${s ? c : 'none'}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/>`,
  news: (c, s) =>
    `<rect x="8" y="6" width="32" height="36" rx="4" fill="${s ? c : 'none'}" stroke="${c}" stroke-width="3"/><line x1="15" y1="16" x2="33" y2="16" stroke="${s ? '#fff' : c}" stroke-width="3"/><line x1="15" y1="24" x2="33" y2="24" stroke="${s ? '#fff' : c}" stroke-width="3"/><line x1="15" y1="32" x2="26" y2="32" stroke="${s ? '#fff' : c}" stroke-width="3"/>`,
  chat: (c) =>
    `<path d="M6 10 H42 V32 H20 L11 40 V32 H6 Z" fill="none" stroke="${c}" stroke-width="3" stroke-linejoin="round"/><line x1="14" y1="19" x2="34" y2="19" stroke="${c}" stroke-width="3"/><line x1="14" y1="25" x2="28" y2="25" stroke="${c}" stroke-width="3"/>`,
  course: (c) =>
    `<path d="M6 10 C14 8 20 9 24 13 C28 9 34 8 42 10 V38 C34 36 28 37 24 41 C20 37 14 36 6 38 Z" fill="none" stroke="${c}" stroke-width="3" stroke-linejoin="round"/><line x1="24" y1="13" x2="24" y2="41" stroke="${c}" stroke-width="3"/>`,
  teacher: (c) =>
    `<circle cx="20" cy="15" r="7" fill="none" stroke="${c}" stroke-width="3"/><path d="M6 40 C6 30 12 26 20 26 C28 26 34 30 34 40" fill="none" stroke="${c}" stroke-width="3"/><path d="M36 8 L38.5 13 L44 13.6 L40 17.3 L41 22.8 L36 20.1 L31 22.8 L32 17.3 L28 13.6 L33.5 13 Z" fill="${c}"/>`,
  stock: (c) =>
    `<polyline points="6,36 16,24 24,30 34,16 42,20" fill="none" stroke="${c}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/><line x1="6" y1="42" x2="42" y2="42" stroke="${c}" stroke-width="3"/><path d="M34 9 H42 V17" fill="none" stroke="${c}" stroke-width="3"/>`,
  replay: (c) =>
    `<path d="M10 16 A16 16 0 1 1 8 26" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/><path d="M4 10 L10 17 L17 12" fill="none" stroke="${c}" stroke-width="3" stroke-linejoin="round"/><path d="M20 17 L32 24 L20 31 Z" fill="${c}"/>`,
  ai: (c) =>
    `<rect x="8" y="12" width="32" height="26" rx="8" fill="none" stroke="${c}" stroke-width="3"/><circle cx="18" cy="25" r="3" fill="${c}"/><circle cx="30" cy="25" r="3" fill="${c}"/><line x1="24" y1="5" x2="24" y2="12" stroke="${c}" stroke-width="3"/><circle cx="24" cy="5" r="2.5" fill="${c}"/><line x1="4" y1="22" x2="4" y2="29" stroke="${c}" stroke-width="3"/><line x1="44" y1="22" x2="44" y2="29" stroke="${c}" stroke-width="3"/>`,
};

/** Home menu icon: tint glyph on a soft tinted tile. */
export function menuIconSvg(glyph: GlyphName): string {
  return svg(96, 96, `<rect width="96" height="96" rx="28" fill="#fdecea"/><g transform="translate(24 24)">${GLYPHS[glyph](TINT, false)}</g>`);
}

/** Footer tab icon: grey outline, or the tint filled when active. */
export function tabIconSvg(glyph: GlyphName, active: boolean): string {
  return svg(48, 48, GLYPHS[glyph](active ? TINT : INACTIVE, active));
}
