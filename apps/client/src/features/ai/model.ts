/** The AI chat's pure rules: messages on screen, how stream events change them, input checks. */
import { AI_RULES, AI_TEXT, type AiMessage, type AiStreamEvent } from '@caixue/contract';

/** waiting: asked, nothing written yet (AI_TEXT.thinking); streaming: text arriving. */
export type ChatStatus = 'waiting' | 'streaming' | 'done' | 'filtered' | 'stopped' | 'error';

export interface ChatItem {
  /** Stable React key (server ids arrive later for new messages). */
  key: string;
  id?: number;
  role: 'user' | 'assistant';
  /** Markdown (assistant) or plain text (user). */
  content: string;
  status: ChatStatus;
  /** Assistant, status error: what went wrong, for the member. */
  error?: string;
  riskTip?: string | null;
  /** Assistant: the question it answers (regenerate, retry). */
  question?: string;
  /** Assistant: being written by a stream this page does not hold (a reopened conversation): shows 正在生成…. */
  remote?: boolean;
}

let keySeq = 0;
export function newKey(prefix: string): string {
  keySeq += 1;
  return `${prefix}-${Date.now().toString(36)}-${keySeq}`;
}

/** A conversation's stored messages as chat items (answers know their question). */
export function fromHistory(messages: AiMessage[]): ChatItem[] {
  let question = '';
  return messages.map((message) => {
    if (message.role === 'user') {
      question = message.content;
      return { key: `m-${message.id}`, id: message.id, role: 'user', content: message.content, status: 'done' };
    }
    if (message.state === 'streaming') {
      return { key: `m-${message.id}`, id: message.id, role: 'assistant', content: message.content, status: 'streaming', remote: true, riskTip: null, question };
    }
    return {
      key: `m-${message.id}`,
      id: message.id,
      role: 'assistant',
      content: message.content,
      status: message.state,
      error: message.state === 'error' ? AI_TEXT.failed : undefined,
      riskTip: message.riskTip,
      question,
    };
  });
}

/** An answer of the loaded history is still being written elsewhere: the page asks again until it ends. */
export function hasRemoteAnswer(items: ChatItem[]): boolean {
  return items.some((item) => item.remote === true);
}

/** The pair a new question adds: the question and its (waiting) answer. */
export function askItems(question: string): [ChatItem, ChatItem] {
  return [
    { key: newKey('q'), role: 'user', content: question, status: 'done' },
    { key: newKey('a'), role: 'assistant', content: '', status: 'waiting', question },
  ];
}

export interface EventEffects {
  conversationId?: number;
  remaining?: number;
}

/** Applies a stream event to the answer `answerKey` (and its question); returns the new list. */
export function applyEvent(items: ChatItem[], answerKey: string, event: AiStreamEvent, effects: EventEffects = {}): ChatItem[] {
  const at = items.findIndex((item) => item.key === answerKey);
  if (at < 0) return items;
  const answer = items[at];
  let next: ChatItem = answer;
  switch (event.type) {
    case 'start': {
      effects.conversationId = event.conversationId;
      next = { ...answer, id: event.answerId };
      const out = items.slice();
      const question = out[at - 1];
      if (question?.role === 'user') out[at - 1] = { ...question, id: event.questionId };
      out[at] = next;
      return out;
    }
    case 'delta':
      next = { ...answer, content: answer.content + event.content, status: 'streaming' };
      break;
    case 'replace':
      next = { ...answer, content: event.content, status: 'streaming' };
      break;
    case 'done':
      effects.remaining = event.remaining;
      next = { ...answer, status: event.state, riskTip: event.riskTip };
      break;
    case 'error':
      next = { ...answer, status: 'error', error: event.msg || AI_TEXT.failed };
      break;
    default:
      return items;
  }
  const out = items.slice();
  out[at] = next;
  return out;
}

/** The answer after its stream closed: an answer still open there was cut off (stopped or failed). */
export function settleAnswer(items: ChatItem[], answerKey: string, how: { stopped: true } | { error: string }): ChatItem[] {
  return items.map((item) => {
    if (item.key !== answerKey || (item.status !== 'waiting' && item.status !== 'streaming')) return item;
    return 'stopped' in how ? { ...item, status: 'stopped' } : { ...item, status: 'error', error: how.error };
  });
}

export function isOpen(status: ChatStatus): boolean {
  return status === 'waiting' || status === 'streaming';
}

/** Why a question cannot be sent, or null. */
export function questionProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return AI_TEXT.questionEmpty;
  if ([...trimmed].length > AI_RULES.questionMax) return AI_TEXT.questionTooLong;
  return null;
}

/** The last answer (regenerate is offered on it only). */
export function lastAnswerKey(items: ChatItem[]): string | undefined {
  for (let i = items.length - 1; i >= 0; i -= 1) if (items[i].role === 'assistant') return items[i].key;
  return undefined;
}

/** Drops the last question and its answer (regenerate asks it again as a new pair). */
export function withoutLastPair(items: ChatItem[]): ChatItem[] {
  const key = lastAnswerKey(items);
  const at = items.findIndex((item) => item.key === key);
  if (at < 0) return items;
  const from = at > 0 && items[at - 1].role === 'user' ? at - 1 : at;
  return items.slice(0, from).concat(items.slice(at + 1));
}

/** The conversation list's time: today HH:mm, this year M月D日, else YYYY-MM-DD (China time). */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const china = (d: Date) => new Date(d.getTime() + 8 * 3_600_000);
  const c = china(date);
  const n = china(now);
  const pad = (v: number) => String(v).padStart(2, '0');
  if (c.getUTCFullYear() === n.getUTCFullYear() && c.getUTCMonth() === n.getUTCMonth() && c.getUTCDate() === n.getUTCDate()) {
    return `${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
  }
  if (c.getUTCFullYear() === n.getUTCFullYear()) return `${c.getUTCMonth() + 1}月${c.getUTCDate()}日`;
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`;
}

/** Plain text of an answer for the clipboard: the markdown as written. */
export function copyText(item: ChatItem): string {
  return item.content.trim();
}
