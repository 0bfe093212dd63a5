import { Parser } from 'htmlparser2';

/**
 * Rich text (already sanitized chat HTML, or whatever a caller of /api/common/screenshot sends)
 * reduced to what the screenshot draws: paragraphs of text runs and pictures. Nothing of the
 * markup survives into the SVG: text is escaped there and only /uploads pictures are read.
 */

export interface TextRun {
  text: string;
  bold: boolean;
  link: boolean;
}

export type Block = { kind: 'text'; runs: TextRun[] } | { kind: 'image'; src: string };

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'table']);
const BOLD_TAGS = new Set(['b', 'strong', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Their text is never content. */
const SKIPPED_TAGS = new Set(['script', 'style', 'title', 'head', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'textarea', 'select']);
export const LOCAL_IMAGE = /^\/uploads\/[A-Za-z0-9/_.-]+$/;
/** A gated room's chat picture (issue 11): drawn only for messages the viewer was allowed to read. */
export const GATED_CHAT_IMAGE = /^\/media\/chat\/[A-Za-z0-9/_.-]+$/;
export const IMAGE_PLACEHOLDER = '[图片]';

/** Drops C0 controls (but tab and newline) and DEL: they have no glyph. */
function withoutControls(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f) continue;
    out += char;
  }
  return out;
}

/** `gatedPictures`: also draw /media/chat/ pictures (messages of rooms the viewer may open; never free content). */
export function htmlToBlocks(html: string, gatedPictures = false): Block[] {
  const blocks: Block[] = [];
  let runs: TextRun[] = [];
  let bold = 0;
  let link = 0;
  let skipped = 0;

  const flush = () => {
    // Trim the paragraph's outer whitespace; keep inner line breaks.
    while (runs.length > 0 && runs[0].text.trim() === '' && runs[0].text !== '\n') runs.shift();
    if (runs.length > 0) runs[0] = { ...runs[0], text: runs[0].text.replace(/^ +/, '') };
    const last = runs.length - 1;
    if (last >= 0) runs[last] = { ...runs[last], text: runs[last].text.replace(/[ \n]+$/, '') };
    if (runs.some((r) => r.text !== '')) blocks.push({ kind: 'text', runs: runs.filter((r) => r.text !== '') });
    runs = [];
  };
  const push = (text: string) => {
    if (text === '') return;
    const prev = runs[runs.length - 1];
    const style = { bold: bold > 0, link: link > 0 };
    if (prev && prev.bold === style.bold && prev.link === style.link) prev.text += text;
    else runs.push({ text, ...style });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED_TAGS.has(name)) skipped += 1;
        if (skipped > 0) return;
        if (BLOCK_TAGS.has(name)) flush();
        else if (name === 'br') push('\n');
        else if (name === 'img') {
          const src = (attributes.src ?? '').trim();
          if ((LOCAL_IMAGE.test(src) || (gatedPictures && GATED_CHAT_IMAGE.test(src))) && !src.includes('..')) {
            flush();
            blocks.push({ kind: 'image', src });
          } else {
            // Emoji pictures carry their meaning in alt; remote pictures are never fetched.
            push(attributes.alt?.trim() || IMAGE_PLACEHOLDER);
          }
        }
        if (BOLD_TAGS.has(name)) bold += 1;
        if (name === 'a') link += 1;
      },
      ontext(text) {
        if (skipped > 0) return;
        push(withoutControls(text).replace(/[\s\u200b]+/g, ' '));
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) {
          skipped = Math.max(0, skipped - 1);
          return;
        }
        if (skipped > 0) return;
        if (BLOCK_TAGS.has(name)) flush();
        if (BOLD_TAGS.has(name)) bold = Math.max(0, bold - 1);
        if (name === 'a') link = Math.max(0, link - 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/** Plain text (the common screenshot's non-HTML content): one paragraph per line. */
export function textToBlocks(text: string): Block[] {
  return text
    .split(/\r?\n/)
    .map((line) => withoutControls(line).replace(/\t/g, ' ').trimEnd())
    .filter((line) => line.trim() !== '')
    .map((line) => ({ kind: 'text' as const, runs: [{ text: line, bold: false, link: false }] }));
}

export function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(content) || /&[a-z#0-9]+;/i.test(content);
}
