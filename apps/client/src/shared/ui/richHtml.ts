/** Helpers for rendering the server's sanitized HTML on either platform. */
import { imageUrl } from './imageUrl';

export interface RichHtmlProps {
  /** Sanitized HTML from the server (live messages, articles, FAQ answers). */
  html: string;
  className?: string;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTR = /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;

const ATTR_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An `<img>` tag's src as the browser reads it: entities decoded (signed urls carry `?exp=…&amp;sig=…`). */
function srcOfTag(tag: string): string {
  const match = SRC_ATTR.exec(tag);
  const raw = match ? (match[2] ?? match[3] ?? match[4] ?? '') : '';
  return raw.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ATTR_ENTITIES[entity]);
}

/** The image addresses in the HTML, in order, resolved like every other API image. */
export function imageSources(html: string): string[] {
  return (html.match(IMG_TAG) ?? [])
    .map(srcOfTag)
    .filter(Boolean)
    .map((src) => imageUrl(src));
}

export type HtmlSegment = { kind: 'html'; html: string } | { kind: 'image'; src: string };

/** Splits the HTML around its images, so the mini-program can show tappable images beside rich text. */
export function splitImages(html: string): HtmlSegment[] {
  const segments: HtmlSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(IMG_TAG)) {
    const at = match.index ?? 0;
    const before = html.slice(last, at);
    if (before.trim()) segments.push({ kind: 'html', html: before });
    const url = srcOfTag(match[0]);
    if (url) segments.push({ kind: 'image', src: imageUrl(url) });
    last = at + match[0].length;
  }
  const rest = html.slice(last);
  if (rest.trim()) segments.push({ kind: 'html', html: rest });
  return segments;
}

/** Relative image addresses in the HTML made absolute (the mini-program has no page origin). */
export function absolutizeImages(html: string): string {
  return html.replace(IMG_TAG, (tag) => tag.replace(SRC_ATTR, (_all, _q, a, b, c) => `src="${imageUrl(a ?? b ?? c ?? '')}"`));
}

/** Plain text of the HTML (search results, quotes, share summaries); images become [图片]. */
export function htmlToText(html: string): string {
  return html
    .replace(IMG_TAG, '[图片]')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}


/** SPEC §9: the renderer compresses rows over 50 nodes. */
export const RICH_ROW_LIMIT = 50;

export interface CompressedHtml {
  html: string;
  /** Table rows hidden across all tables (0: none; the reader may expand them). */
  hidden: number;
  /** Text rows (paragraphs, list items, headings) flattened to plain text. */
  flattened: number;
}

const TABLE_BLOCK = /<table\b[\s\S]*?<\/table>/gi;
const ROW_OPEN = /<tr\b([^>]*)>/gi;
const TEXT_ROW = /<(p|li|h[1-6])\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const ANY_TAG = /<[^>]+>/g;

/** Nodes directly or deeply inside a row: its elements and the text runs between them. */
export function countNodes(inner: string): number {
  const elements = (inner.match(/<[a-z][^>]*>/gi) ?? []).length;
  const texts = inner.split(ANY_TAG).filter((run) => run.trim() !== '').length;
  return elements + texts;
}

/** The row's text with its inline markup dropped; pictures and line breaks stay. */
function flatten(inner: string): string {
  return inner.replace(/<(?!img\b|br\b)[^>]+>/gi, '');
}

/**
 * Compresses rows over 50 nodes (SPEC §9), so a long article stays light on both platforms:
 * - a paragraph, list item or heading of more than 50 nodes (e.g. 64 tagged sector names) is
 *   flattened to one text run (its inline bold/colour dropped);
 * - a table of more than 50 rows shows 50 (the rest display:none, which the browser and the
 *   mini-program rich-text both honour) until the reader expands it (allTableRows).
 */
export function compressRows(html: string, { limit = RICH_ROW_LIMIT, allTableRows = false }: { limit?: number; allTableRows?: boolean } = {}): CompressedHtml {
  let hidden = 0;
  let flattened = 0;
  let out = html.replace(TEXT_ROW, (row, tag: string, attrs: string, inner: string) => {
    if (countNodes(inner) <= limit) return row;
    flattened += 1;
    return `<${tag}${attrs} data-compressed="1">${flatten(inner)}</${tag}>`;
  });
  if (!allTableRows) out = out.replace(TABLE_BLOCK, (table) => {
    let row = 0;
    return table.replace(ROW_OPEN, (tag, attrs: string) => {
      row += 1;
      if (row <= limit) return tag;
      hidden += 1;
      const rest = attrs.replace(/\sstyle\s*=\s*("[^"]*"|'[^']*')/i, '');
      return `<tr${rest} class="rich-html__row--extra" style="display:none">`;
    });
  });
  return { html: hidden > 0 || flattened > 0 ? out : html, hidden, flattened };
}

export function expandRowsText(hidden: number): string {
  return `展开全部（另有 ${hidden} 行）`;
}
