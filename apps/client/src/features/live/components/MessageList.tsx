import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import type { LiveMessage } from '@caixue/contract';
import { distanceFromBottom, isOwn, shouldShowBackToBottom } from '../model';
import { ChatMessage } from './ChatMessage';
import { LIVE_UI_TEXT } from './liveText';
import { messageAnchorId } from './messageView';
import './MessageList.scss';

/** Closer than this to the bottom counts as "at the bottom": new messages keep the list stuck there. */
const STICK_DISTANCE = 80;

export interface MessageListProps {
  messages: LiveMessage[];
  memberId: number | undefined;
  canModerate: boolean;
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  activeId: number | null;
  selectMode: boolean;
  selectedIds: readonly number[];
  onTap: (message: LiveMessage) => void;
  onQuote: (message: LiveMessage) => void;
  onModerate: (message: LiveMessage, status: 0 | 1) => void;
  /** A message to bring into view (a search result); cleared through onJumped. */
  jumpTo: number | null;
  onJumped: () => void;
  /** Shown above the messages (e.g. the risk notice). */
  header?: React.ReactNode;
  /** Shown when there are no messages. */
  empty?: React.ReactNode;
}

type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

/** The browser's scroll container (a div); the mini-program's scroll-view has no DOM, so null there. */
function domBox(node: unknown): (ScrollBox & HTMLElement) | null {
  return node && typeof (node as HTMLElement).scrollHeight === 'number' ? (node as ScrollBox & HTMLElement) : null;
}

/**
 * The scrolling message list: opens at the newest message, stays stuck to the bottom while the
 * member is there (else counts 新消息), loads older history at the top keeping what is on screen in
 * place, and offers back-to-bottom when more than 2000 from the bottom (SPEC §2).
 */
export function MessageList(props: MessageListProps) {
  const { messages, memberId, hasOlder, loadOlder, jumpTo, onJumped } = props;
  const scrollRef = useRef<unknown>(null);
  const atBottom = useRef(true);
  const olderAnchor = useRef<{ fromBottom: number; firstId: number } | null>(null);
  const loadingOlder = useRef(false);
  const [olderBusy, setOlderBusy] = useState(false);
  const [unread, setUnread] = useState(0);
  const [showBack, setShowBack] = useState(false);
  // The mini-program scrolls through props: a growing scrollTop means "to the bottom".
  const [scrollTop, setScrollTop] = useState<number | undefined>(undefined);
  const [intoView, setIntoView] = useState('');

  const scrollToBottom = useCallback(() => {
    const box = domBox(scrollRef.current);
    if (box) box.scrollTop = box.scrollHeight;
    else setScrollTop((top) => (top === undefined || top < 1e7 ? 1e7 : top + 1));
    atBottom.current = true;
    setUnread(0);
    setShowBack(false);
  }, []);

  const first = messages[0];
  const last = messages[messages.length - 1];
  const seen = useRef<{ firstId?: number; lastId?: number; count: number }>({ count: 0 });

  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = { firstId: first?.id, lastId: last?.id, count: messages.length };
    if (!last) return;
    const box = domBox(scrollRef.current);
    if (before.count === 0) {
      scrollToBottom();
      return;
    }
    const anchor = olderAnchor.current;
    if (anchor && first && first.id !== anchor.firstId) {
      // Older rows went in above: keep the same distance from the bottom, so nothing jumps.
      olderAnchor.current = null;
      if (box) box.scrollTop = box.scrollHeight - box.clientHeight - anchor.fromBottom;
      else setIntoView(messageAnchorId(anchor.firstId));
      return;
    }
    if (last.id !== before.lastId) {
      if (atBottom.current || isOwn(last, memberId)) scrollToBottom();
      else setUnread((n) => n + 1);
    }
  }, [first, last, messages.length, memberId, scrollToBottom]);

  // The list shrinks when the emoji panel or the keyboard opens: a member at the bottom stays there.
  useEffect(() => {
    const box = domBox(scrollRef.current);
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const keepAtBottom = () => {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    };
    const observer = new ResizeObserver(keepAtBottom);
    observer.observe(box);
    // A picture that finishes loading makes its message taller; 'load' does not bubble, but it
    // passes the list in the capture phase.
    box.addEventListener('load', keepAtBottom, true);
    return () => {
      observer.disconnect();
      box.removeEventListener('load', keepAtBottom, true);
    };
  }, []);

  useEffect(() => {
    if (jumpTo == null) return;
    const box = domBox(scrollRef.current);
    const node = typeof document !== 'undefined' ? document.getElementById(messageAnchorId(jumpTo)) : null;
    if (box && node) {
      box.scrollTop = Math.max(0, node.offsetTop - box.clientHeight / 3);
      node.classList.add('chat-message--flash');
      setTimeout(() => node.classList.remove('chat-message--flash'), 1600);
    } else {
      setIntoView(messageAnchorId(jumpTo));
    }
    onJumped();
  }, [jumpTo, onJumped]);

  const requestOlder = useCallback(() => {
    if (!hasOlder || loadingOlder.current || !first) return;
    const box = domBox(scrollRef.current);
    olderAnchor.current = { fromBottom: box ? distanceFromBottom(box.scrollHeight, box.scrollTop, box.clientHeight) : 0, firstId: first.id };
    loadingOlder.current = true;
    setOlderBusy(true);
    loadOlder().catch(() => undefined).finally(() => {
      loadingOlder.current = false;
      setOlderBusy(false);
    });
  }, [hasOlder, first, loadOlder]);

  const onScroll = (event: { detail: { scrollTop: number; scrollHeight: number }; currentTarget?: unknown }) => {
    const box = domBox(scrollRef.current);
    const { scrollTop: top, scrollHeight } = event.detail;
    const clientHeight = box ? box.clientHeight : 0;
    const distance = distanceFromBottom(scrollHeight, top, clientHeight);
    atBottom.current = distance < STICK_DISTANCE;
    if (atBottom.current) setUnread(0);
    setShowBack(shouldShowBackToBottom(distance));
    if (box && top < 40) requestOlder();
  };

  return (
    <View className='chat-list-wrap'>
      <ScrollView
        ref={scrollRef as never}
        className='chat-list'
        scrollY
        enhanced
        showScrollbar={false}
        scrollTop={scrollTop}
        scrollIntoView={intoView}
        upperThreshold={40}
        onScrollToUpper={requestOlder}
        onScroll={onScroll as never}
      >
        {props.header}
        {messages.length > 0 ? (
          <View className='chat-list__older' onClick={requestOlder}>
            <Text>{olderBusy ? LIVE_UI_TEXT.olderLoading : hasOlder ? LIVE_UI_TEXT.olderMore : LIVE_UI_TEXT.olderNone}</Text>
          </View>
        ) : props.empty}
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            own={isOwn(message, memberId)}
            active={props.activeId === message.id}
            canModerate={props.canModerate}
            selectMode={props.selectMode}
            selected={props.selectedIds.includes(message.id)}
            onTap={props.onTap}
            onQuote={props.onQuote}
            onModerate={props.onModerate}
          />
        ))}
        <View className='chat-list__end' />
      </ScrollView>
      {unread > 0 ? (
        <View className='chat-new-hint' onClick={scrollToBottom}>↓ {unread} 条{LIVE_UI_TEXT.newMessages}</View>
      ) : null}
      {showBack ? (
        <View role='button' className='chat-back-bottom' onClick={scrollToBottom} aria-label={LIVE_UI_TEXT.backToBottom}>
          <Text className='chat-back-bottom__arrow'>↓</Text>
          <Text className='chat-back-bottom__text'>{LIVE_UI_TEXT.backToBottom}</Text>
        </View>
      ) : null}
    </View>
  );
}
