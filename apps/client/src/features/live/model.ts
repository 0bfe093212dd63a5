/**
 * Pure state of the text live room (SPEC §2 "Live text chat", §4 "Chat socket"): the message list
 * (keyed by id, ordered by seq), quotes, the composer, the emoji picker and the list layout.
 */
import type { LiveMessage } from '@caixue/contract';

// ---------------------------------------------------------------------------------------------
// Message list

export interface MessageListState {
  /** Oldest first, strictly ascending seq, one entry per id. */
  messages: LiveMessage[];
  /**
   * The highest seq this client has accounted for (shown, or removed because it was closed). It
   * is what "newer than the last" compares against and what a catch-up asks from.
   */
  lastSeq: number;
}

export const EMPTY_LIST: MessageListState = { messages: [], lastSeq: 0 };

function maxSeq(rows: readonly LiveMessage[], start: number): number {
  return rows.reduce((max, row) => (row.seq > max ? row.seq : max), start);
}

/** A fetched copy equal in what the list shows keeps the shown object (no needless re-render). */
function sameMessage(a: LiveMessage, b: LiveMessage): boolean {
  return a === b || (a.seq === b.seq && a.status === b.status && a.content === b.content
    && a.tplId === b.tplId && a.quoteId === b.quoteId && a.quote?.content === b.quote?.content);
}

/**
 * Upserts rows into a seq-ordered list: an id already present is replaced in place (its seq does
 * not change), new ids are inserted in seq order. Returns the same array when nothing changed.
 */
function upsertSorted(list: LiveMessage[], rows: readonly LiveMessage[]): LiveMessage[] {
  if (rows.length === 0) return list;
  const byId = new Map(list.map((message) => [message.id, message] as const));
  let changed = false;
  for (const row of rows) {
    const shown = byId.get(row.id);
    if (shown && sameMessage(shown, row)) continue;
    changed = true;
    byId.set(row.id, row);
  }
  if (!changed) return list;
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.id - b.id);
}

function without(list: LiveMessage[], id: number): LiveMessage[] {
  const index = list.findIndex((message) => message.id === id);
  return index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
}

/** Whether a closed message stays visible to this client: its author (and a moderator) still sees it. */
export function keepsClosed(message: LiveMessage, memberId: number | null | undefined, isModerator = false): boolean {
  return isModerator || isOwn(message, memberId);
}

/** A first page of history (rows oldest first) becomes the list. */
export function listFromPage(rows: readonly LiveMessage[]): MessageListState {
  return { messages: upsertSorted([], rows), lastSeq: maxSeq(rows, 0) };
}

/** True when an incoming message skips sequence numbers: some were missed and must be fetched. */
export function hasGap(state: MessageListState, message: LiveMessage): boolean {
  return message.seq > state.lastSeq + 1;
}

/** SPEC §4: an incoming msg is appended only if it is newer than the last one. */
export function appendIfNewer(state: MessageListState, message: LiveMessage): MessageListState {
  if (message.seq <= state.lastSeq) return state;
  if (state.messages.some((m) => m.id === message.id)) return { ...state, lastSeq: message.seq };
  return { messages: [...state.messages, message], lastSeq: message.seq };
}

/**
 * Catch-up rows (fetched over HTTP after a reconnect or a gap): de-duplicated by id, inserted in
 * seq order. A row already shown is refreshed (e.g. its status changed while away). Closed rows
 * stay out unless this client keeps them.
 */
export function mergeMissed(
  state: MessageListState,
  rows: readonly LiveMessage[],
  memberId: number | null | undefined,
  isModerator = false,
): MessageListState {
  const visible = rows.filter((row) => row.status === 1 || keepsClosed(row, memberId, isModerator));
  const hidden = rows.filter((row) => !visible.includes(row));
  let messages = upsertSorted(state.messages, visible);
  for (const row of hidden) messages = without(messages, row.id);
  const lastSeq = maxSeq(rows, state.lastSeq);
  if (messages === state.messages && lastSeq === state.lastSeq) return state;
  return { messages, lastSeq };
}

/** Older history pages (rows oldest first) go in front, de-duplicated by id. */
export function prependOlder(state: MessageListState, rows: readonly LiveMessage[]): MessageListState {
  const messages = upsertSorted(state.messages, rows);
  const lastSeq = maxSeq(rows, state.lastSeq);
  return messages === state.messages && lastSeq === state.lastSeq ? state : { messages, lastSeq };
}

/**
 * SPEC §4: close (status 0) removes the message, except for its author, who keeps seeing it
 * (marked closed). A moderator also keeps it, so it can be reopened.
 */
export function applyClose(
  state: MessageListState,
  message: LiveMessage,
  memberId: number | null | undefined,
  isModerator = false,
): MessageListState {
  const closed: LiveMessage = { ...message, status: 0 };
  if (keepsClosed(closed, memberId, isModerator)) {
    const present = state.messages.some((m) => m.id === closed.id);
    // An author's own message is shown closed even if it had not arrived yet.
    if (!present && !isOwn(closed, memberId)) return state;
    return { ...state, messages: upsertSorted(state.messages, [closed]) };
  }
  const messages = without(state.messages, message.id);
  return messages === state.messages ? state : { ...state, messages };
}

/** SPEC §4: open (status 1) adds the message back in seq order (or marks a kept one open again). */
export function applyOpen(state: MessageListState, message: LiveMessage): MessageListState {
  return { ...state, messages: upsertSorted(state.messages, [{ ...message, status: 1 }]) };
}

/** Applies a moderation result locally (the teacher's own screen, before the socket echoes it). */
export function applyStatus(
  state: MessageListState,
  id: number,
  status: 0 | 1,
  memberId: number | null | undefined,
  isModerator = false,
): MessageListState {
  const message = state.messages.find((m) => m.id === id);
  if (!message) return state;
  return status === 0 ? applyClose(state, message, memberId, isModerator) : applyOpen(state, message);
}

export function isOwn(message: LiveMessage, memberId: number | null | undefined): boolean {
  return memberId != null && memberId > 0 && message.memberId === memberId;
}

// ---------------------------------------------------------------------------------------------
// Quotes (SPEC §4: choosing a message sets a quote id and shows @name; cleared on send or by the user)

export interface QuoteState {
  quoteId: number;
  atText: string;
}

/** The name shown for a message's author: the teacher's name, else the member's nickname or name. */
export function authorName(message: Pick<LiveMessage, 'teacher' | 'member'>): string {
  return message.teacher?.name || message.member?.nickname || message.member?.name || '';
}

export function chooseQuote(message: LiveMessage): QuoteState {
  return { quoteId: message.id, atText: `@${authorName(message)}` };
}

// ---------------------------------------------------------------------------------------------
// Composer

export const COMPOSER_PLACEHOLDER = '请输入内容';

/** SPEC §2: the send icon once text is entered, otherwise the image-upload icon. */
export function showSend(text: string): boolean {
  return text.length > 0;
}

export interface ComposerState {
  text: string;
  quote: QuoteState | null;
  emojiOpen: boolean;
}

export const EMPTY_COMPOSER: ComposerState = { text: '', quote: null, emojiOpen: false };

export type ComposerAction =
  | { type: 'input'; text: string }
  | { type: 'emoji'; emoji: string }
  | { type: 'toggleEmoji' }
  | { type: 'quote'; message: LiveMessage }
  | { type: 'clearQuote' }
  /** The message went out: the text and the quote are cleared. */
  | { type: 'sent' };

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'input': return { ...state, text: action.text };
    case 'emoji': return { ...state, text: state.text + action.emoji };
    case 'toggleEmoji': return { ...state, emojiOpen: !state.emojiOpen };
    case 'quote': return { ...state, quote: chooseQuote(action.message) };
    case 'clearQuote': return { ...state, quote: null };
    case 'sent': return { ...state, text: '', quote: null };
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Typed text is sent as HTML: markup characters are escaped, line breaks kept. */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]).replace(/\r?\n/g, '<br/>');
}

/** SPEC §5: an uploaded image's url is sent as an image. */
export function imageToHtml(url: string): string {
  return `<img src="${url.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch])}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Emoji picker (SPEC §2: 6 pages of 24)

export const EMOJI_PER_PAGE = 24;

export const EMOJI_PAGES: string[][] = [
  ['😀', '😂', '🤣', '😊', '😍', '😘', '😎', '🤔', '😭', '😡', '👍', '👎', '👏', '🙏', '💪', '👌', '🤝', '🌹', '🔥', '💯', '📈', '📉', '💰', '🎉'],
  ['😃', '😄', '😁', '😆', '😅', '😇', '🙂', '🙃', '😉', '😌', '🥰', '😋', '😛', '😝', '😜', '🤪', '🤓', '🤩', '🥳', '😏', '😒', '😞', '😔', '😟'],
  ['😕', '🙁', '😣', '😫', '😩', '🥺', '😢', '😤', '😠', '🤬', '🤯', '😳', '🥵', '🥶', '😱', '😨', '😰', '😥', '😓', '🤗', '🤭', '🤫', '🤥', '😶'],
  ['😐', '😑', '😬', '🙄', '😯', '😮', '😲', '😴', '🤤', '😵', '🤧', '😷', '🤒', '🤕', '🤑', '🤠', '😈', '✌️', '🤞', '🙌', '👊', '✊', '🤙', '👋'],
  ['👆', '👇', '👉', '👈', '✋', '🤚', '🖐️', '💴', '💵', '💸', '🏦', '💹', '🎊', '🎁', '🏆', '🥇', '⭐', '🌟', '✨', '💎', '🚀', '🥀', '💐', '🍀'],
  ['☕', '🍵', '🍺', '🧧', '🏮', '❤️', '💔', '💕', '💖', '💗', '💙', '💚', '💛', '🧡', '💜', '🆗', '🆙', '🈵', '🉐', '💡', '⏰', '🔔', '📢', '📊'],
];

// ---------------------------------------------------------------------------------------------
// List layout (SPEC §2, §9)

export const LIST_HEIGHT_RAISED = 260;
export const LIST_HEIGHT_RESTORED = 0;
export const BACK_TO_BOTTOM_THRESHOLD = 2000;

/** The height button switches between raised (260) and restored (0). */
export function toggleListHeight(current: number): number {
  return current === LIST_HEIGHT_RAISED ? LIST_HEIGHT_RESTORED : LIST_HEIGHT_RAISED;
}

export function distanceFromBottom(scrollHeight: number, scrollTop: number, clientHeight: number): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

/** SPEC §2: the back-to-bottom button appears when scrolled more than 2000 from the bottom. */
export function shouldShowBackToBottom(distance: number): boolean {
  return distance > BACK_TO_BOTTOM_THRESHOLD;
}

// ---------------------------------------------------------------------------------------------
// Screenshot mode: the chosen messages, in list order

export function toggleSelected(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** The chosen ids in the order the messages appear (the picture reads top to bottom). */
export function selectedInOrder(messages: readonly LiveMessage[], selected: readonly number[]): number[] {
  const chosen = new Set(selected);
  return messages.filter((m) => chosen.has(m.id)).map((m) => m.id);
}
