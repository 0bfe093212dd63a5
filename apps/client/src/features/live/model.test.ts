import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '@caixue/contract';
import {
  EMOJI_PAGES, EMPTY_COMPOSER, EMPTY_LIST, LIST_HEIGHT_RAISED, LIST_HEIGHT_RESTORED, appendIfNewer, applyClose, applyOpen,
  applyStatus, authorName, chooseQuote, composerReducer, distanceFromBottom, hasGap, imageToHtml, isOwn, listFromPage,
  mergeMissed, prependOlder, selectedInOrder, shouldShowBackToBottom, showSend, textToHtml, toggleListHeight, toggleSelected,
  type MessageListState,
} from './model';

const ME = 41;

function msg(seq: number, patch: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id: 1000 + seq, liveId: 3, seq, categoryId: 1, content: `<p>第${seq}条</p>`, dateTime: '2026-11-22 10:00:00', tplId: 0,
    memberId: 50, member: { id: 50, name: '王五', nickname: '小王', avatar: '' }, teacher: null,
    quoteId: null, quote: null, status: 1, ...patch,
  };
}

const seqs = (state: MessageListState) => state.messages.map((m) => m.seq);
const ids = (state: MessageListState) => state.messages.map((m) => m.id);

describe('message list', () => {
  it('builds from a page, ordered by seq, last seq the highest', () => {
    const state = listFromPage([msg(3), msg(1), msg(2)]);
    expect(seqs(state)).toEqual([1, 2, 3]);
    expect(state.lastSeq).toBe(3);
    expect(listFromPage([])).toEqual(EMPTY_LIST);
  });

  it('appends only messages newer than the last', () => {
    const state = listFromPage([msg(1), msg(2)]);
    const next = appendIfNewer(state, msg(3));
    expect(seqs(next)).toEqual([1, 2, 3]);
    expect(next.lastSeq).toBe(3);
    expect(appendIfNewer(next, msg(3))).toBe(next);
    expect(appendIfNewer(next, msg(2, { content: 'changed' }))).toBe(next);
    expect(appendIfNewer(next, msg(1))).toBe(next);
  });

  it('never appends an id twice, even with a newer seq', () => {
    const state = listFromPage([msg(1)]);
    const next = appendIfNewer(state, { ...msg(5), id: msg(1).id });
    expect(next.messages).toHaveLength(1);
    expect(next.lastSeq).toBe(5);
  });

  it('detects a gap in the sequence', () => {
    const state = listFromPage([msg(1), msg(2)]);
    expect(hasGap(state, msg(3))).toBe(false);
    expect(hasGap(state, msg(4))).toBe(true);
    expect(hasGap(state, msg(2))).toBe(false);
    expect(hasGap(EMPTY_LIST, msg(1))).toBe(false);
    expect(hasGap(EMPTY_LIST, msg(2))).toBe(true);
  });

  it('merges catch-up rows de-duplicated by id, in seq order, with no gaps', () => {
    // 1, 2 loaded; 5 arrived live; the catch-up answers 3..6 (5 again).
    let state = appendIfNewer(listFromPage([msg(1), msg(2)]), msg(5));
    state = mergeMissed(state, [msg(3), msg(4), msg(5), msg(6)], ME);
    expect(seqs(state)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(ids(state)).size).toBe(6);
    expect(state.lastSeq).toBe(6);
    // A second identical catch-up changes nothing (same object).
    expect(mergeMissed(state, [msg(3), msg(4), msg(5), msg(6)], ME)).toBe(state);
  });

  it('catch-up refreshes a shown row and drops rows closed while away (but keeps my own)', () => {
    const state = listFromPage([msg(1), msg(2), msg(3, { memberId: ME })]);
    const merged = mergeMissed(state, [
      msg(1, { content: '<p>edited</p>' }),
      msg(2, { status: 0 }),
      msg(3, { memberId: ME, status: 0 }),
      msg(4, { status: 0 }),
      msg(5),
    ], ME);
    expect(seqs(merged)).toEqual([1, 3, 5]);
    expect(merged.messages[0].content).toBe('<p>edited</p>');
    expect(merged.messages[1].status).toBe(0);
    expect(merged.lastSeq).toBe(5);
  });

  it('prepends older pages without duplicates and keeps the last seq', () => {
    const state = listFromPage([msg(21), msg(22), msg(23)]);
    const next = prependOlder(state, [msg(19), msg(20), msg(21)]);
    expect(seqs(next)).toEqual([19, 20, 21, 22, 23]);
    expect(next.lastSeq).toBe(23);
    expect(prependOlder(next, [])).toBe(next);
  });

  it('close removes a message for everyone but its author', () => {
    const state = listFromPage([msg(1), msg(2), msg(3, { memberId: ME })]);
    const other = applyClose(state, msg(2, { status: 0 }), ME);
    expect(seqs(other)).toEqual([1, 3]);
    expect(other.lastSeq).toBe(3);

    const mine = applyClose(state, msg(3, { memberId: ME, status: 0 }), ME);
    expect(seqs(mine)).toEqual([1, 2, 3]);
    expect(mine.messages[2].status).toBe(0);

    // A visitor (no member id) never keeps a closed message, even one without an author id.
    expect(seqs(applyClose(listFromPage([msg(1, { memberId: null })]), msg(1, { memberId: null }), undefined))).toEqual([]);
    // Closing something not shown changes nothing.
    expect(applyClose(state, msg(9), ME)).toBe(state);
  });

  it('a moderator keeps a closed message (marked closed) so it can reopen it', () => {
    const state = listFromPage([msg(1), msg(2)]);
    const next = applyClose(state, msg(2), 7, true);
    expect(seqs(next)).toEqual([1, 2]);
    expect(next.messages[1].status).toBe(0);
  });

  it('open adds a message back in seq order, or restores a kept one', () => {
    const state = listFromPage([msg(1), msg(3), msg(4)]);
    const reopened = applyOpen(state, msg(2, { status: 1 }));
    expect(seqs(reopened)).toEqual([1, 2, 3, 4]);
    expect(reopened.lastSeq).toBe(4);

    const closedMine = applyClose(listFromPage([msg(1, { memberId: ME })]), msg(1, { memberId: ME }), ME);
    const restored = applyOpen(closedMine, msg(1, { memberId: ME }));
    expect(restored.messages).toHaveLength(1);
    expect(restored.messages[0].status).toBe(1);
  });

  it('applies a moderation result locally', () => {
    const state = listFromPage([msg(1), msg(2)]);
    expect(seqs(applyStatus(state, msg(2).id, 0, 7))).toEqual([1]);
    const kept = applyStatus(state, msg(2).id, 0, 7, true);
    expect(kept.messages[1].status).toBe(0);
    expect(applyStatus(kept, msg(2).id, 1, 7, true).messages[1].status).toBe(1);
    expect(applyStatus(state, 999, 0, 7)).toBe(state);
  });

  it('a long random mix of live, catch-up and history stays unique and ordered', () => {
    const all = Array.from({ length: 200 }, (_, i) => msg(i + 1));
    let state = listFromPage(all.slice(150, 170));
    let seed = 7;
    const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let step = 0; step < 300; step += 1) {
      const pick = rand(3);
      if (pick === 0) state = appendIfNewer(state, all[rand(200)]);
      else if (pick === 1) { const from = rand(200); state = mergeMissed(state, all.slice(from, from + rand(10)), ME); }
      else { const from = rand(150); state = prependOlder(state, all.slice(from, from + 20)); }
      const s = seqs(state);
      expect(s).toEqual([...s].sort((a, b) => a - b));
      expect(new Set(ids(state)).size).toBe(state.messages.length);
    }
  });
});

describe('own messages and quotes', () => {
  it('a message is mine when its member id equals mine', () => {
    expect(isOwn(msg(1, { memberId: ME }), ME)).toBe(true);
    expect(isOwn(msg(1, { memberId: 50 }), ME)).toBe(false);
    expect(isOwn(msg(1, { memberId: null }), undefined)).toBe(false);
    expect(isOwn(msg(1, { memberId: 0 }), 0)).toBe(false);
  });

  it('quoting shows @ and the teacher name, else the nickname, else the name', () => {
    expect(chooseQuote(msg(1, { teacher: { id: 2, name: '李老师', avatar: '' } }))).toEqual({ quoteId: 1001, atText: '@李老师' });
    expect(chooseQuote(msg(2)).atText).toBe('@小王');
    expect(chooseQuote(msg(3, { member: { id: 50, name: '王五', nickname: '', avatar: '' } })).atText).toBe('@王五');
    expect(authorName(msg(4, { member: null }))).toBe('');
  });

  it('the composer sets a quote on choose and clears it on send or when closed', () => {
    let state = composerReducer(EMPTY_COMPOSER, { type: 'quote', message: msg(5) });
    expect(state.quote).toEqual({ quoteId: 1005, atText: '@小王' });
    state = composerReducer(state, { type: 'input', text: '同意' });
    state = composerReducer(state, { type: 'emoji', emoji: '👍' });
    expect(state.text).toBe('同意👍');
    const sent = composerReducer(state, { type: 'sent' });
    expect(sent).toMatchObject({ text: '', quote: null });
    expect(composerReducer(state, { type: 'clearQuote' })).toMatchObject({ text: '同意👍', quote: null });
    expect(composerReducer(EMPTY_COMPOSER, { type: 'toggleEmoji' }).emojiOpen).toBe(true);
  });

  it('shows the send icon once text is entered, the upload icon otherwise', () => {
    expect(showSend('')).toBe(false);
    expect(showSend('a')).toBe(true);
    expect(showSend(' ')).toBe(true);
  });

  it('escapes typed text and wraps image urls as HTML', () => {
    expect(textToHtml('<b>a&b</b>\n"x"')).toBe('&lt;b&gt;a&amp;b&lt;/b&gt;<br/>&quot;x&quot;');
    expect(imageToHtml('/uploads/chat/a.png')).toBe('<img src="/uploads/chat/a.png"/>');
    expect(imageToHtml('/x.png" onerror="alert(1)')).not.toContain('" onerror');
  });
});

describe('emoji picker', () => {
  it('has 6 pages of 24 different emoji, each one character cluster', () => {
    expect(EMOJI_PAGES).toHaveLength(6);
    EMOJI_PAGES.forEach((page) => expect(page).toHaveLength(24));
    const all = EMOJI_PAGES.flat();
    expect(new Set(all).size).toBe(144);
    const segmenter = new Intl.Segmenter('zh', { granularity: 'grapheme' });
    all.forEach((emoji) => {
      expect([...segmenter.segment(emoji)]).toHaveLength(1);
      expect(emoji).toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F100}-\u{1F2FF}]/u);
    });
    ['😀', '😂', '👍', '🙏', '🔥', '📈', '📉', '💰'].forEach((emoji) => expect(all).toContain(emoji));
  });
});

describe('list layout', () => {
  it('toggles the list height between raised 260 and restored 0', () => {
    expect(toggleListHeight(LIST_HEIGHT_RESTORED)).toBe(260);
    expect(toggleListHeight(LIST_HEIGHT_RAISED)).toBe(0);
  });

  it('shows back-to-bottom only when more than 2000 from the bottom', () => {
    expect(shouldShowBackToBottom(2000)).toBe(false);
    expect(shouldShowBackToBottom(2001)).toBe(true);
    expect(shouldShowBackToBottom(0)).toBe(false);
    expect(distanceFromBottom(5000, 1000, 800)).toBe(3200);
    expect(distanceFromBottom(5000, 4300, 800)).toBe(0);
  });
});

describe('screenshot selection', () => {
  it('toggles ids and reports them in list order', () => {
    let selected = toggleSelected([], 1003);
    selected = toggleSelected(selected, 1001);
    expect(selected).toEqual([1003, 1001]);
    expect(selectedInOrder([msg(1), msg(2), msg(3)], selected)).toEqual([1001, 1003]);
    expect(toggleSelected(selected, 1003)).toEqual([1001]);
  });
});
