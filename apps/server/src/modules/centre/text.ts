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

const IMAGE_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 'img', 'a', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr',
  ],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'], a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
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
      const src = (attribs.src ?? '').trim();
      const ok = HTTP_URL.test(src) || (IMAGE_PATH.test(src) && !src.includes('..'));
      if (!ok) return { tagName: 'img', attribs: {} };
      const out: Record<string, string> = { src };
      if (attribs.alt) out.alt = attribs.alt.slice(0, 100);
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
