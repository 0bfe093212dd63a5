/**
 * The AI answers' markdown: `marked`'s lexer (GFM, single newlines as breaks, as chat answers mean them) reads
 * the text into tokens, which become a small tree the page draws with Taro elements (Markdown.tsx). marked's
 * HTML renderer is never used, so no HTML is produced or injected: model text cannot run scripts or style the
 * page. Raw HTML tokens (block and inline) stay visible as their text. Headings, paragraphs, bullet and
 * numbered lists (nested), tables with alignment, fenced and indented code, quotes, rules; bold, italic,
 * strike-through, inline code, links (checked by safeHref) and bare web addresses. A half-streamed answer
 * lexes too (an unclosed fence is code up to the end).
 */
import { Lexer, type Token, type Tokens } from 'marked';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  /** href is checked: an in-app page (/pages/...) or an http(s) address; anything else stays text. */
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'br' };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { type: 'heading'; level: number; inlines: Inline[] }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'hr' };

/** Where a link may lead: an in-app page or a web address; javascript:, data: and the like never. */
export function safeHref(raw: string): string | null {
  const href = raw.trim().replace(/^<|>$/g, '');
  if (/^\/pages\/[\w/.-]*(\?[^\s]*)?$/.test(href)) return href;
  if (/^https?:\/\/[^\s]+$/i.test(href)) return href;
  return null;
}

const OPTIONS = { gfm: true, breaks: true } as const;

/** Adjacent text pieces joined (marked splits text at escapes and breaks). */
function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + text };
  else out.push({ type: 'text', text });
}

function inlinesOf(tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
      case 'em':
      case 'del':
        out.push({ type: token.type, children: inlinesOf((token as Tokens.Strong).tokens) });
        break;
      case 'codespan':
        out.push({ type: 'code', text: (token as Tokens.Codespan).text });
        break;
      case 'br':
        out.push({ type: 'br' });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = safeHref(link.href);
        const children = inlinesOf(link.tokens);
        if (href) out.push({ type: 'link', href, children });
        else for (const child of children) if (child.type === 'text') pushText(out, child.text); else out.push(child);
        break;
      }
      case 'image':
        // Pictures are not drawn from answers: their description stays.
        pushText(out, (token as Tokens.Image).text);
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) for (const child of inlinesOf(text.tokens)) if (child.type === 'text') pushText(out, child.text); else out.push(child);
        else pushText(out, text.text);
        break;
      }
      case 'checkbox':
        pushText(out, (token as Tokens.Checkbox).checked ? '☑ ' : '☐ ');
        break;
      default:
        // escape, html (raw HTML stays visible text) and anything newer: their text.
        pushText(out, 'text' in token && typeof token.text === 'string' ? token.text : token.raw);
    }
  }
  return out;
}

function blocksOf(tokens: Token[]): Block[] {
  const out: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        break;
      case 'heading':
        out.push({ type: 'heading', level: (token as Tokens.Heading).depth, inlines: inlinesOf((token as Tokens.Heading).tokens) });
        break;
      case 'paragraph':
        out.push({ type: 'paragraph', inlines: inlinesOf((token as Tokens.Paragraph).tokens) });
        break;
      case 'text': {
        // The text of a tight list item: a paragraph of its own.
        const text = token as Tokens.Text;
        out.push({ type: 'paragraph', inlines: text.tokens ? inlinesOf(text.tokens) : [{ type: 'text', text: text.text }] });
        break;
      }
      case 'code': {
        const code = token as Tokens.Code;
        out.push({ type: 'code', lang: (code.lang ?? '').trim().split(/\s+/)[0] ?? '', text: code.text });
        break;
      }
      case 'hr':
        out.push({ type: 'hr' });
        break;
      case 'blockquote':
        out.push({ type: 'quote', blocks: blocksOf((token as Tokens.Blockquote).tokens) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        out.push({ type: 'list', ordered: list.ordered, start, items: list.items.map((item) => blocksOf(item.tokens)) });
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        const width = table.header.length;
        out.push({
          type: 'table',
          align: table.header.map((_cell, c) => table.align[c] ?? null),
          head: table.header.map((cell) => inlinesOf(cell.tokens)),
          rows: table.rows.map((row) => Array.from({ length: width }, (_v, c) => inlinesOf(row[c]?.tokens))),
        });
        break;
      }
      default: {
        // html (raw HTML stays visible text) and anything newer: a paragraph of its text.
        const text = ('text' in token && typeof token.text === 'string' ? token.text : token.raw).replace(/\n+$/, '');
        if (text.trim()) out.push({ type: 'paragraph', inlines: [{ type: 'text', text }] });
      }
    }
  }
  return out;
}

/** Reads markdown into blocks. */
export function parseMarkdown(source: string): Block[] {
  return blocksOf(Lexer.lex(source.replace(/\r\n?/g, '\n'), OPTIONS));
}

/** Reads one line of inline markdown (a cell, a title). */
export function parseInline(text: string): Inline[] {
  return inlinesOf(Lexer.lexInline(text, OPTIONS));
}

/** The plain text of inlines (copying, tests). */
export function inlineText(inlines: Inline[]): string {
  return inlines.map((node) => {
    if (node.type === 'text' || node.type === 'code') return node.text;
    if (node.type === 'br') return '\n';
    return inlineText(node.children);
  }).join('');
}
