/** Helpers for rendering the server's sanitized HTML on either platform. */
import { imageUrl } from './imageUrl';

export interface RichHtmlProps {
  /** Sanitized HTML from the server (live messages, articles, FAQ answers). */
  html: string;
  className?: string;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTR = /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The image addresses in the HTML, in order, resolved like every other API image. */
export function imageSources(html: string): string[] {
  return (html.match(IMG_TAG) ?? [])
    .map((tag) => {
      const match = SRC_ATTR.exec(tag);
      return match ? (match[2] ?? match[3] ?? match[4] ?? '') : '';
    })
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
    const src = SRC_ATTR.exec(match[0]);
    const url = src ? (src[2] ?? src[3] ?? src[4] ?? '') : '';
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

