import type { SeedFile } from './content';
import { bannerSvg, type BannerArt } from './images';

/**
 * Pictures of the news seed, drawn as SVG: category covers (banner style), card thumbnails (3:2,
 * one per market theme) and chart pictures used inside articles.
 */

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Zen Hei',sans-serif`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** Deterministic pseudo-random walk (no Math.random: the same seed draws the same picture). */
function walk(seed: number, points: number, start: number, drift: number): number[] {
  let x = seed * 9301 + 49297;
  const out: number[] = [];
  let v = start;
  for (let i = 0; i < points; i += 1) {
    x = (x * 9301 + 49297) % 233280;
    v = Math.max(10, Math.min(90, v + (x / 233280 - 0.5) * 18 + drift));
    out.push(v);
  }
  return out;
}

export interface NewsTheme {
  key: string;
  label: string;
  colors: [string, string];
}

/** Market themes: one thumbnail each; items pick thumbnails by theme. */
export const NEWS_THEMES: NewsTheme[] = [
  { key: 'chip', label: '半导体', colors: ['#5b8cff', '#3a3fd8'] },
  { key: 'ev', label: '新能源', colors: ['#43e97b', '#1f9d55'] },
  { key: 'consume', label: '大消费', colors: ['#ff9a44', '#f5576c'] },
  { key: 'pharma', label: '医药生物', colors: ['#36d1dc', '#2b6cb0'] },
  { key: 'bank', label: '银行保险', colors: ['#c79081', '#8b5e3c'] },
  { key: 'policy', label: '政策解读', colors: ['#ff6a00', '#d81e06'] },
  { key: 'macro', label: '宏观经济', colors: ['#667eea', '#764ba2'] },
  { key: 'hk', label: '港股通', colors: ['#f093fb', '#c2185b'] },
  { key: 'bond', label: '债券利率', colors: ['#30cfd0', '#330867'] },
  { key: 'gold', label: '黄金商品', colors: ['#f6d365', '#d4a017'] },
  { key: 'ai', label: 'AI 算力', colors: ['#8e2de2', '#4a00e0'] },
  { key: 'auto', label: '汽车产业', colors: ['#4facfe', '#0061c2'] },
  { key: 'fund', label: '基金定投', colors: ['#fda085', '#e65c00'] },
  { key: 'kline', label: 'K 线技法', colors: ['#ff758c', '#d81e06'] },
];

export const newsThumbFile = (key: string) => `news-thumb-${key}.svg`;
export const newsChartFile = (n: number) => `news-chart-${n}.svg`;
export const newsCategoryFile = (key: string) => `news-cat-${key}.svg`;
export const NEWS_CHART_COUNT = 4;

function thumbSvg(theme: NewsTheme, index: number): string {
  const values = walk(index + 3, 9, 60, -1.5);
  const points = values.map((v, i) => `${20 + i * 40},${60 + v * 1.6}`).join(' ');
  return svg(
    360,
    240,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.colors[0]}"/><stop offset="1" stop-color="${theme.colors[1]}"/></linearGradient></defs>` +
      `<rect width="360" height="240" rx="16" fill="url(#g)"/>` +
      `<circle cx="320" cy="20" r="90" fill="#ffffff" opacity="0.1"/>` +
      `<polyline points="${points}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity="0.55"/>` +
      `<text x="24" y="62" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(theme.label)}</text>` +
      `<rect x="24" y="80" width="64" height="6" rx="3" fill="#ffe58f"/>`,
  );
}

/** An article chart: an index-like line over a light grid with a title and axis labels. */
function chartSvg(n: number): string {
  const titles = ['主要指数近 20 日走势（示意）', '两市成交额变化（示意）', '行业涨跌幅对比（示意）', '北向资金净流入（示意）'];
  const values = walk(n * 7 + 1, 20, 50, n % 2 === 0 ? 1.2 : -0.4);
  const line = values.map((v, i) => `${60 + i * 32},${300 - v * 2.4}`).join(' ');
  const grid = [0, 1, 2, 3, 4]
    .map((i) => `<line x1="60" y1="${80 + i * 55}" x2="670" y2="${80 + i * 55}" stroke="#eeeeee" stroke-width="2"/>`)
    .join('');
  const labels = ['半导体', '电池', '白酒', '银行', '电力', '煤炭', '军工', '软件', '汽车', '医药'];
  const sample = values.slice(0, 10);
  const mean = sample.reduce((a, b) => a + b, 0) / sample.length;
  const bars =
    n === 2
      ? sample
          .map((v, i) => {
            const h = Math.max(-80, Math.min(80, (v - mean) * 4));
            const up = h >= 0;
            const x = 80 + i * 58;
            return (
              `<rect x="${x}" y="${up ? 190 - h : 190}" width="34" height="${Math.abs(h) + 2}" fill="${up ? '#d81e06' : '#1f9d55'}"/>` +
              `<text x="${x + 17}" y="${300}" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#666666">${labels[i]}</text>`
            );
          })
          .join('')
      : `<polyline points="${line}" fill="none" stroke="#d81e06" stroke-width="4" stroke-linejoin="round"/>`;
  return svg(
    690,
    360,
    `<rect width="690" height="360" fill="#ffffff"/>` +
      `<text x="30" y="44" font-family="${FONT}" font-size="26" font-weight="bold" fill="#333333">${escapeXml(titles[n % titles.length])}</text>` +
      grid +
      bars +
      `<text x="60" y="345" font-family="${FONT}" font-size="18" fill="#999999">数据为示意，不构成投资建议</text>`,
  );
}

export interface NewsCategoryArt extends Omit<BannerArt, 'title'> {
  key: string;
  title: string;
}

export function newsPictures(categories: NewsCategoryArt[]): SeedFile[] {
  return [
    ...NEWS_THEMES.map((theme, i) => ({ file: newsThumbFile(theme.key), content: thumbSvg(theme, i) })),
    ...Array.from({ length: NEWS_CHART_COUNT }, (_, n) => ({ file: newsChartFile(n), content: chartSvg(n) })),
    ...categories.map((c) => ({
      file: newsCategoryFile(c.key),
      content: bannerSvg({ title: c.title, subtitle: c.subtitle, badge: c.badge, colors: c.colors }),
    })),
  ];
}
