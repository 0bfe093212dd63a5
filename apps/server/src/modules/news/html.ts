import { NEWS_SUMMARY_MAX } from '@caixue/contract';

// Plain text of sanitized news HTML for cards and search; the sanitizing itself is sanitizeArticleHtml
// (modules/centre/text.ts), shared with every other editorial text.

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
