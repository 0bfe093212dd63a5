/**
 * SVG art of the video seed set (issue 5): playback covers (回看), media-library covers, teacher
 * and goods ad pictures, stock-race cards and the about-page pictures. Drawn at seed time like the
 * other seed pictures; Chinese text uses the viewing device's CJK fonts.
 */

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Zen Hei',sans-serif`;

function esc(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

function gradient(id: string, [from, to]: [string, string], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const NO_LINE_START = '，。：；、！？）》”,.:;!?)';

/** Splits a title into lines of at most `per` characters (CJK are one character each). */
function lines(text: string, per: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length && out.length < max) {
    let end = Math.min(i + per, chars.length);
    // A line never starts with closing punctuation: it stays on the line before.
    while (end < chars.length && NO_LINE_START.includes(chars[end])) end += 1;
    out.push(chars.slice(i, end).join(''));
    i = end;
  }
  if (i < chars.length) out[max - 1] = `${[...out[max - 1]].slice(0, per - 1).join('')}…`;
  return out;
}

/** A small K-line strip: the product's motif. */
function kline(x: number, y: number, w: number, h: number, opacity: number): string {
  const n = 12;
  const step = w / n;
  const heights = [0.5, 0.35, 0.6, 0.45, 0.7, 0.55, 0.4, 0.75, 0.65, 0.85, 0.7, 0.95];
  const bars = heights
    .map((v, i) => {
      const top = y + h * (1 - v);
      const bh = h * 0.22;
      const up = i % 3 !== 1;
      return `<rect x="${x + i * step}" y="${top}" width="${step * 0.5}" height="${bh}" rx="2" fill="${up ? '#ffffff' : '#ffd666'}"/>`;
    })
    .join('');
  const line = heights.map((v, i) => `${x + i * step + step * 0.25},${y + h * (1 - v) - 6}`).join(' ');
  return `<g opacity="${opacity}">${bars}<polyline points="${line}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/></g>`;
}

function playIcon(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000000" opacity="0.28"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.9"/>` +
    `<path d="M${cx - r * 0.3} ${cy - r * 0.45} L${cx + r * 0.5} ${cy} L${cx - r * 0.3} ${cy + r * 0.45} Z" fill="#ffffff"/>`
  );
}

export interface CoverArt {
  title: string;
  /** Small line under the title (teacher names, series). */
  subtitle: string;
  /** Corner badge: 回看, 视频, 访谈… */
  badge: string;
  colors: [string, string];
}

/** 16:9 video cover with a badge, a two-line title and a play button. */
export function coverSvg({ title, subtitle, badge, colors }: CoverArt): string {
  const titleLines = lines(title, 13, 2);
  return svg(
    640,
    360,
    `<defs>${gradient('bg', colors)}</defs>` +
      `<rect width="640" height="360" fill="url(#bg)"/>` +
      `<rect width="640" height="360" fill="#000000" opacity="0.12"/>` +
      `<circle cx="560" cy="40" r="160" fill="#ffffff" opacity="0.07"/>` +
      kline(330, 200, 280, 130, 0.25) +
      `<rect x="0" y="0" width="${badge.length * 26 + 36}" height="48" rx="0" fill="#d81e06"/>` +
      `<text x="18" y="33" font-family="${FONT}" font-size="24" font-weight="bold" fill="#ffffff">${esc(badge)}</text>` +
      titleLines
        .map((line, i) => `<text x="36" y="${118 + i * 54}" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">${esc(line)}</text>`)
        .join('') +
      `<text x="38" y="${118 + titleLines.length * 54 + 8}" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.88">${esc(subtitle)}</text>` +
      playIcon(540, 280, 42),
  );
}

export interface AdArt {
  title: string;
  subtitle: string;
  action: string;
  colors: [string, string];
}

/** 690x260 ad card for the teacher and goods pages. */
export function adSvg({ title, subtitle, action, colors }: AdArt): string {
  return svg(
    690,
    260,
    `<defs>${gradient('bg', colors)}${gradient('btn', ['#ffd666', '#ffb300'])}</defs>` +
      `<rect width="690" height="260" rx="20" fill="url(#bg)"/>` +
      `<circle cx="630" cy="30" r="140" fill="#ffffff" opacity="0.08"/>` +
      kline(430, 70, 220, 120, 0.22) +
      `<text x="40" y="100" font-family="${FONT}" font-size="44" font-weight="bold" fill="#ffffff">${esc(title)}</text>` +
      `<text x="42" y="150" font-family="${FONT}" font-size="26" fill="#ffffff" opacity="0.9">${esc(subtitle)}</text>` +
      `<rect x="40" y="178" width="${action.length * 26 + 48}" height="50" rx="25" fill="url(#btn)"/>` +
      `<text x="64" y="212" font-family="${FONT}" font-size="26" font-weight="bold" fill="#d81e06">${esc(action)}</text>`,
  );
}

export interface RaceArt {
  period: string;
  title: string;
  state: string;
  colors: [string, string];
}

/** Stock race card picture: a trophy, the period and the race name. */
export function raceSvg({ period, title, state, colors }: RaceArt): string {
  return svg(
    690,
    300,
    `<defs>${gradient('bg', colors)}${gradient('gold', ['#fff1b8', '#faad14'], true)}</defs>` +
      `<rect width="690" height="300" rx="20" fill="url(#bg)"/>` +
      kline(40, 170, 330, 110, 0.18) +
      `<g transform="translate(500 60)">` +
      `<path d="M20 0 H120 V50 A50 50 0 0 1 20 50 Z" fill="url(#gold)"/>` +
      `<path d="M20 12 H0 A30 30 0 0 0 30 62 M120 12 H140 A30 30 0 0 1 110 62" fill="none" stroke="#faad14" stroke-width="8"/>` +
      `<rect x="60" y="98" width="20" height="40" fill="#faad14"/><rect x="30" y="138" width="80" height="18" rx="6" fill="#faad14"/>` +
      `</g>` +
      `<rect x="40" y="36" width="${state.length * 26 + 32}" height="42" rx="21" fill="#ffffff" opacity="0.25"/>` +
      `<text x="56" y="65" font-family="${FONT}" font-size="24" fill="#ffffff">${esc(state)}</text>` +
      `<text x="40" y="140" font-family="${FONT}" font-size="34" fill="#ffe58f" font-weight="bold">${esc(period)}</text>` +
      `<text x="40" y="196" font-family="${FONT}" font-size="44" font-weight="bold" fill="#ffffff">${esc(title)}</text>`,
  );
}

/** The company picture of the about page: a building skyline with the brand name. */
export function companySvg(): string {
  const towers = [
    [60, 150, 70], [140, 90, 90], [240, 130, 60], [310, 60, 100], [420, 110, 80], [510, 140, 70], [590, 100, 60],
  ]
    .map(
      ([x, top, w]) =>
        `<rect x="${x}" y="${top}" width="${w}" height="${300 - top}" fill="#ffffff" opacity="0.18"/>` +
        Array.from({ length: Math.floor((300 - top - 20) / 28) }, (_, row) =>
          `<rect x="${x + 10}" y="${top + 14 + row * 28}" width="${w - 20}" height="10" fill="#ffffff" opacity="0.22"/>`,
        ).join(''),
    )
    .join('');
  return svg(
    690,
    360,
    `<defs>${gradient('bg', ['#ff7a45', '#d81e06'])}</defs>` +
      `<rect width="690" height="360" rx="20" fill="url(#bg)"/>` +
      towers +
      `<rect x="0" y="300" width="690" height="60" fill="#000000" opacity="0.15"/>` +
      `<text x="345" y="110" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="bold" fill="#ffffff">财学</text>` +
      `<text x="345" y="160" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#ffffff" opacity="0.92">专业投资者教育服务平台</text>` +
      `<text x="345" y="340" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#ffffff" opacity="0.9">深圳 · 上海 · 北京 · 成都</text>`,
  );
}

/** The download picture of the about/app page: a phone with the app's home screen. */
export function appDownloadSvg(): string {
  return svg(
    690,
    420,
    `<defs>${gradient('bg', ['#fff7e6', '#ffe7ba'], true)}${gradient('screen', ['#ff7a45', '#d81e06'], true)}</defs>` +
      `<rect width="690" height="420" rx="20" fill="url(#bg)"/>` +
      `<rect x="60" y="40" width="200" height="340" rx="28" fill="#262626"/>` +
      `<rect x="72" y="70" width="176" height="280" rx="8" fill="url(#screen)"/>` +
      `<text x="160" y="130" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="bold" fill="#ffffff">财学</text>` +
      kline(90, 180, 140, 120, 0.5) +
      `<text x="300" y="130" font-family="${FONT}" font-size="40" font-weight="bold" fill="#d81e06">下载财学 App</text>` +
      `<text x="300" y="180" font-family="${FONT}" font-size="24" fill="#595959">直播、课程、资讯随身看</text>` +
      `<text x="300" y="216" font-family="${FONT}" font-size="24" fill="#595959">开盘提醒不错过</text>` +
      `<rect x="300" y="250" width="170" height="56" rx="28" fill="#262626"/>` +
      `<text x="385" y="286" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#ffffff">App Store</text>` +
      `<rect x="486" y="250" width="170" height="56" rx="28" fill="#2f9e44"/>` +
      `<text x="571" y="286" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#ffffff">安卓下载</text>`,
  );
}
