import sanitizeHtml from 'sanitize-html';

/**
 * Allowlist sanitizer for user rich text (live chat, later comments and feedback; DESIGN "Rich
 * text"). Only these tags and attributes survive; everything else is dropped (script, style,
 * iframe, svg, math, object: with their content), and so are every event handler, style attribute
 * and URL that is not http(s) (or, for pictures, one of our own /uploads/ paths).
 */

const IMAGE_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

function safeHref(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  return HTTP_URL.test(v) ? v : null;
}

function safeImageSrc(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (HTTP_URL.test(v)) return v;
  return IMAGE_PATH.test(v) && !v.includes('..') ? v : null;
}

function dimension(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 'img', 'a'],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'], a: ['href', 'rel', 'target'] },
  // URL schemes are checked by the transforms below (stricter than sanitize-html's scheme list).
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object', 'embed', 'template', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      // A link without a safe target keeps its text but loses the anchor.
      if (href === null) return { tagName: 'span', attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = safeImageSrc(attribs.src);
      if (src === null) return { tagName: 'img', attribs: {} };
      const out: Record<string, string> = { src };
      if (attribs.alt) out.alt = attribs.alt.slice(0, 100);
      const width = dimension(attribs.width);
      const height = dimension(attribs.height);
      if (width) out.width = width;
      if (height) out.height = height;
      return { tagName, attribs: out };
    },
  },
  // Pictures whose source was refused disappear entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * True when sanitized HTML shows nothing: no picture and no text besides whitespace and &nbsp;
 * (so '<p></p>', '<p>&nbsp;</p>', '<br>' are empty).
 */
export function isBlankHtml(sanitized: string): boolean {
  if (/<img\s/i.test(sanitized)) return false;
  const text = sanitized
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
    .replace(/\s|\u200b|\u200c|\u200d|\u2060/g, '');
  return text.length === 0;
}
