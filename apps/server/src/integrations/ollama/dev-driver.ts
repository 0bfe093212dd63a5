import { pause, type AiDriver, type ChatTurn } from './driver';

/**
 * The development driver (AI_DRIVER=dev, the default without OLLAMA_HOST): no model, it answers from
 * the product's own content. The finder (modules/ai, through the news, course and teacher services)
 * returns matching items; the answer is a short markdown text with links to their pages, streamed in
 * small deltas with a pause between them so the page shows it being written.
 */

export interface ContentLink {
  title: string;
  /** A client page path, e.g. /pages/news/details/index?id=3. */
  url: string;
  /** A short line after the link (a teacher's title). */
  note?: string;
}

export interface ContentHits {
  /** The words that matched, for the answer's first line; empty when nothing matched. */
  keywords: string[];
  news: ContentLink[];
  courses: ContentLink[];
  teachers: ContentLink[];
  /** Nothing matched: these are the newest items instead. */
  fallback: boolean;
}

export interface ContentFinder {
  find(question: string): Promise<ContentHits>;
}

export const DEV_TEXT = {
  found: (keywords: string[]) => `关于「${keywords.join('、')}」，平台上有这些内容可以帮您了解：`,
  notFound: '暂时没有找到与您的问题直接相关的内容，您可以换个说法，或先看看这些最新内容：',
  news: '**相关资讯**',
  courses: '**相关课程**',
  teachers: '**相关老师**',
  note: '> 这是开发环境的示例助手，根据平台内容整理回答，仅供学习参考。',
} as const;

/** [title](url) with the characters that would break the link escaped. */
function link(item: ContentLink): string {
  const title = item.title.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s+/g, ' ').trim();
  return `- [${title}](${item.url})${item.note ? ` · ${item.note}` : ''}`;
}

export function composeAnswer(hits: ContentHits): string {
  const parts: string[] = [hits.fallback ? DEV_TEXT.notFound : DEV_TEXT.found(hits.keywords)];
  const section = (heading: string, items: ContentLink[]) => {
    if (items.length > 0) parts.push(`${heading}\n\n${items.map(link).join('\n')}`);
  };
  section(DEV_TEXT.news, hits.news);
  section(DEV_TEXT.courses, hits.courses);
  section(DEV_TEXT.teachers, hits.teachers);
  parts.push(DEV_TEXT.note);
  return parts.join('\n\n');
}

/** Pieces of about `size` characters, never splitting a surrogate pair. */
export function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

export class DevAiDriver implements AiDriver {
  readonly name = 'dev' as const;

  constructor(private readonly options: { finder: ContentFinder; delayMs: number; pieceSize?: number }) {}

  async reachable(): Promise<boolean> {
    return true;
  }

  async *chat(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string> {
    const question = [...turns].reverse().find((t) => t.role === 'user')?.content ?? '';
    const answer = composeAnswer(await this.options.finder.find(question));
    if (signal.aborted) throw signal.reason;
    for (const piece of pieces(answer, this.options.pieceSize ?? 16)) {
      await pause(this.options.delayMs, signal);
      yield piece;
    }
  }
}
