import sanitizeHtml from 'sanitize-html';

/**
 * Text handling of the member-centre content.
 *
 * Feedback is plain text: it is stored HTML-escaped with newlines as <br>, so whatever a member
 * types (including `<script>`) is inert both when shown as HTML and when shown as text.
 *
 * Articles and FAQ answers are editorial rich text: a wider allowlist than chat (headings, lists,
 * quotes, tables) but the same rules for links and pictures (http(s) or our own /uploads/ paths),
 * and never a script, style, frame or event handler.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replace(/\n/g, '<br>');
}

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

/** Gated media (DATA_DIR/media): stored unsigned, signed when answered to a viewer with access. */
const GATED_MEDIA_PATH = /^\/media\/[A-Za-z0-9/_.-]+$/;

/** An http(s) address or one of our own /uploads/ files; anything else is refused (null). */
function safeSrc(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (HTTP_URL.test(v)) return v;
  return UPLOAD_PATH.test(v) && !v.includes('..') ? v : null;
}

/** A media source: what safeSrc allows, or a gated media path. */
function safeMediaSrc(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  return safeSrc(v) ?? (GATED_MEDIA_PATH.test(v) && !v.includes('..') ? v : null);
}

const mediaTag =
  (keep: string[]) =>
  (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const out: Record<string, string> = {};
    const src = attribs.src === undefined ? null : safeMediaSrc(attribs.src);
    if (src !== null) out.src = src;
    for (const name of keep) if (attribs[name] !== undefined && name !== 'src' && name !== 'poster') out[name] = attribs[name].slice(0, 100);
    const poster = attribs.poster === undefined ? null : safeSrc(attribs.poster);
    if (poster !== null) out.poster = poster;
    return { tagName, attribs: out };
  };

/**
 * Editorial rich text (articles, FAQ answers, news, course notes, teacher bios): headings, lists, quotes,
 * tables, pictures, links, and <video>/<audio>/<source> from http(s), our own /uploads/ files or gated
 * /media/ files (signed when answered, auth/media-urls.ts). Never a
 * script, style, frame or event handler.
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
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

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
