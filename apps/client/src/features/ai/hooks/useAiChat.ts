import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AI_TEXT, type AiStreamEvent } from '@caixue/contract';
import { getMemberId } from '@/shared/session/auth';
import { getItem, removeItem, setItem } from '@/shared/platform/storage';
import type { StreamHandle } from '@/shared/request/stream';
import { askQuestion, fetchMessages } from '../api';
import { applyEvent, askItems, fromHistory, hasRemoteAnswer, lastAnswerKey, settleAnswer, withoutLastPair, type ChatItem, type EventEffects } from '../model';

/** How often a reopened conversation whose answer is still being written is asked again. */
export const REMOTE_POLL_MS = 2000;

export type HistoryState = 'idle' | 'loading' | 'error';

export interface AiChat {
  items: ChatItem[];
  conversationId: number | undefined;
  streaming: boolean;
  /** Loading a stored conversation. */
  history: HistoryState;
  send: (question: string) => void;
  stop: () => void;
  /** Asks the last answer's question again (the answer is replaced). */
  regenerate: () => void;
  newChat: () => void;
  openConversation: (id: number) => void;
  reloadHistory: () => void;
}

/** The conversation reopened with the page: the member's last one on this device. */
function rememberedConversation(): number | undefined {
  const stored = getItem('aiConversation');
  return stored && stored.memberId === getMemberId() ? stored.id : undefined;
}

function remember(id: number | undefined): void {
  const memberId = getMemberId();
  if (id === undefined || memberId === undefined) removeItem('aiConversation');
  else setItem('aiConversation', { memberId, id });
}

/**
 * The chat on screen: the conversation's messages, the answer streaming in, stop, regenerate, and
 * switching conversations (any open stream is stopped first; its late events are dropped).
 */
export function useAiChat({ enabled, onRemaining }: { enabled: boolean; onRemaining: (remaining: number) => void }): AiChat {
  const [items, setItems] = useState<ChatItem[]>([]);
  // The member's last conversation comes back with the page (a reload keeps the chat).
  const [initial] = useState(rememberedConversation);
  const [conversationId, setConversationId] = useState<number | undefined>(initial);
  const [streaming, setStreaming] = useState(false);
  const [history, setHistory] = useState<HistoryState>(initial === undefined ? 'idle' : 'loading');
  const handle = useRef<StreamHandle | null>(null);
  /** The next refresh of a conversation whose answer is being written elsewhere. */
  const poll = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The conversation loader as last rendered (the refresh timer calls it again). */
  const reload = useRef<(id: number, gen: number, auto: boolean) => void>(() => undefined);
  const conversation = useRef<number | undefined>(initial);
  /** Bumped when the conversation on screen changes: work for the previous one is dropped. */
  const generation = useRef(0);
  /** The list as last set (stream events arrive between renders). */
  const itemsRef = useRef<ChatItem[]>([]);
  const remainingRef = useRef(onRemaining);
  useLayoutEffect(() => {
    remainingRef.current = onRemaining;
  });

  const commit = useCallback((list: ChatItem[]) => {
    itemsRef.current = list;
    setItems(list);
  }, []);

  const setConversation = useCallback((id: number | undefined) => {
    conversation.current = id;
    setConversationId(id);
    remember(id);
  }, []);

  const stopStream = useCallback(() => {
    handle.current?.stop();
    handle.current = null;
  }, []);

  const ask = useCallback((question: string, base: ChatItem[], retryOf?: number) => {
    if (poll.current) clearTimeout(poll.current);
    poll.current = null;
    const [q, a] = askItems(question);
    commit([...base, q, a]);
    setStreaming(true);
    const gen = generation.current;
    const onEvents = (events: AiStreamEvent[]) => {
      if (gen !== generation.current) return;
      const effects: EventEffects = {};
      let list = itemsRef.current;
      for (const event of events) list = applyEvent(list, a.key, event, effects);
      commit(list);
      if (effects.conversationId !== undefined && effects.conversationId !== conversation.current) setConversation(effects.conversationId);
      if (effects.remaining !== undefined) remainingRef.current(effects.remaining);
    };
    const current = askQuestion({
      ...(conversation.current ? { conversationId: conversation.current } : {}),
      content: question,
      ...(retryOf !== undefined && conversation.current ? { retryOf } : {}),
    }, onEvents);
    handle.current = current;
    void current.done.then((outcome) => {
      if (handle.current === current) handle.current = null;
      if (gen !== generation.current) return;
      setStreaming(false);
      let how: { stopped: true } | { error: string };
      if (outcome.kind === 'stopped') how = { stopped: true };
      else if (outcome.kind === 'refused') how = { error: outcome.message };
      else if (outcome.kind === 'failed') how = { error: outcome.timedOut ? AI_TEXT.timeout : AI_TEXT.failed };
      // The stream closed without its done or error line: cut off.
      else how = { error: AI_TEXT.failed };
      if (outcome.kind === 'refused' && outcome.message === AI_TEXT.dailyLimit) remainingRef.current(0);
      commit(settleAnswer(itemsRef.current, a.key, how));
    });
  }, [setConversation, commit]);

  const send = useCallback((question: string) => {
    if (!enabled || handle.current) return;
    ask(question.trim(), itemsRef.current);
  }, [enabled, ask]);

  const regenerate = useCallback(() => {
    if (!enabled || handle.current) return;
    const key = lastAnswerKey(itemsRef.current);
    const answer = itemsRef.current.find((item) => item.key === key);
    if (!answer?.question || answer.remote) return;
    // The server asks the stored question again (not stored twice); an answer it never saw is asked anew.
    ask(answer.question, withoutLastPair(itemsRef.current), answer.id);
  }, [enabled, ask]);

  /** Fetches a conversation's messages for the generation `gen` (state changes only when they arrive). */
  const loadConversation = useCallback((id: number, gen: number, auto: boolean) => {
    if (poll.current) clearTimeout(poll.current);
    poll.current = null;
    fetchMessages(id).then(
      (messages) => {
        // A question asked meanwhile has its own stream: the list on screen is newer.
        if (gen !== generation.current || handle.current) return;
        const list = fromHistory(messages);
        commit(list);
        setHistory('idle');
        // An answer still being written (another tab or device): show what is there and refresh until it ends.
        if (hasRemoteAnswer(list)) poll.current = setTimeout(() => { if (gen === generation.current) reload.current(id, gen, false); }, REMOTE_POLL_MS);
      },
      () => {
        if (gen !== generation.current) return;
        if (hasRemoteAnswer(itemsRef.current)) {
          // A failed refresh: try again later, the answer on screen stays.
          poll.current = setTimeout(() => { if (gen === generation.current) reload.current(id, gen, false); }, REMOTE_POLL_MS);
          return;
        }
        // A remembered conversation that is gone (deleted elsewhere): start a new one instead.
        if (auto) {
          setConversation(undefined);
          setHistory('idle');
        } else {
          setHistory('error');
        }
      },
    );
  }, [commit, setConversation]);
  useLayoutEffect(() => {
    reload.current = loadConversation;
  });

  const switchTo = useCallback((id: number | undefined) => {
    stopStream();
    generation.current += 1;
    setStreaming(false);
    setConversation(id);
    commit([]);
    setHistory(id === undefined ? 'idle' : 'loading');
    if (id !== undefined) loadConversation(id, generation.current, false);
  }, [stopStream, setConversation, commit, loadConversation]);

  const newChat = useCallback(() => switchTo(undefined), [switchTo]);
  const openConversation = useCallback((id: number) => switchTo(id), [switchTo]);
  const reloadHistory = useCallback(() => switchTo(conversation.current), [switchTo]);

  useEffect(() => {
    if (initial !== undefined) loadConversation(initial, generation.current, true);
  }, [initial, loadConversation]);

  // Leaving the page stops the answer (the server keeps what was written, as stopped).
  useEffect(() => () => {
    generation.current += 1;
    handle.current?.stop();
    if (poll.current) clearTimeout(poll.current);
  }, []);

  return { items, conversationId, streaming, history, send, stop: stopStream, regenerate, newChat, openConversation, reloadHistory };
}
