import { NEWS_SUMMARY_MAX } from '@caixue/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * News article HTML (editorial rich text): the article allowlist (headings, lists, quotes, tables,
 * pictures, links) plus <video>/<audio>/<source> whose sources are our own /uploads/ files or
 * http(s). Never a script, style, frame or event handler. Seeded content goes through this before
 * it is stored; the API serves what is stored.
 */

const MEDIA_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

function safeSrc(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (HTTP_URL.test(v)) return v;
  return MEDIA_PATH.test(v) && !v.includes('..') ? v : null;
}

const mediaTag =
  (keep: string[]) =>
  (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const out: Record<string, string> = {};
    const src = attribs.src === undefined ? null : safeSrc(attribs.src);
    if (src !== null) out.src = src;
    for (const name of keep) if (attribs[name] !== undefined && name !== 'src') out[name] = attribs[name].slice(0, 100);
    if (attribs.poster !== undefined) {
      const poster = safeSrc(attribs.poster);
      if (poster !== null) out.poster = poster;
      else delete out.poster;
    }
    return { tagName, attribs: out };
  };

const NEWS_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 'img', 'a', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'video', 'audio', 'source',
  ],
  allowedAttributes: {
    img: ['src', 'alt'],
    a: ['href', 'rel', 'target'],
    video: ['src', 'controls', 'poster', 'preload', 'playsinline'],
    audio: ['src', 'controls', 'preload'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object', 'embed', 'template', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!HTTP_URL.test(href)) return { tagName: 'span', attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = safeSrc(attribs.src);
      if (src === null) return { tagName: 'img', attribs: {} };
      return { tagName, attribs: attribs.alt ? { src, alt: attribs.alt.slice(0, 100) } : { src } };
    },
    video: mediaTag(['controls', 'preload', 'playsinline', 'poster']),
    audio: mediaTag(['controls', 'preload']),
    source: mediaTag(['type']),
  },
  // Pictures and sources whose address was refused disappear entirely.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'source') && !frame.attribs.src,
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Readable text of sanitized HTML: tags dropped (block ends become spaces), entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/tr|\/td|\/th|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The card summary: the first 200 characters of the text (code points, so no half characters). */
export function summaryOf(html: string): string {
  const text = plainText(html);
  const chars = Array.from(text);
  return chars.length <= NEWS_SUMMARY_MAX ? text : `${chars.slice(0, NEWS_SUMMARY_MAX - 1).join('')}…`;
}
