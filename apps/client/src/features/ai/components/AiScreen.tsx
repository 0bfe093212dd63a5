import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ScrollView, Text, Textarea, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { Clock, Edit } from '@nutui/icons-react-taro';
import { AI_RULES, AI_TEXT, type AiInfo } from '@caixue/contract';
import { goToLogin } from '@/shared/navigation/navigation';
import { isLoggedIn } from '@/shared/session/auth';
import { NavBar } from '@/shared/ui/NavBar';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchAiInfo } from '../api';
import { useAiChat } from '../hooks/useAiChat';
import { lastAnswerKey, questionProblem } from '../model';
import { AiAvatar, AnswerBubble, QuestionBubble } from './ChatBubbles';
import { HistoryDrawer } from './HistoryDrawer';
import { AI_UI_TEXT } from './uiText';
import './AiScreen.scss';

/** Closer than this to the bottom counts as "at the bottom": the answer keeps the list stuck there. */
const STICK_DISTANCE = 120;
/** The character count shows from here on. */
const COUNT_FROM = AI_RULES.questionMax - 200;

type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };
function domBox(node: unknown): ScrollBox | null {
  return node && typeof (node as HTMLElement).scrollHeight === 'number' ? (node as ScrollBox) : null;
}

function Welcome({ info, loading, onAsk }: { info: AiInfo | null; loading: boolean; onAsk: (q: string) => void }) {
  const suggestions = info?.enabled ? info.suggestions : [];
  return (
    <View className='ai-welcome' data-testid='ai-welcome'>
      <View className='ai-welcome__hero'>
        <AiAvatar size='large' />
        <Text className='ai-welcome__title'>{AI_TEXT.title}</Text>
        <Text className='ai-welcome__text'>{AI_TEXT.welcome}</Text>
      </View>
      {loading ? (
        <View className='ai-suggest'>
          {[0, 1, 2].map((i) => <View key={i} className='ai-skeleton ai-skeleton--chip' />)}
        </View>
      ) : null}
      {suggestions.length > 0 ? (
        <View className='ai-suggest'>
          <Text className='ai-suggest__title'>{AI_TEXT.suggestionsTitle}</Text>
          {suggestions.map((question) => (
            <View key={question} className='ai-suggest__item' data-testid='ai-suggestion' onClick={() => onAsk(question)}>
              <Text className='ai-suggest__text'>{question}</Text>
              <Text className='ai-suggest__arrow'>›</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

function VisitorView() {
  return (
    <View className='ai-visitor' data-testid='ai-visitor'>
      <AiAvatar size='large' />
      <Text className='ai-welcome__title'>{AI_TEXT.title}</Text>
      <Text className='ai-welcome__text'>{AI_TEXT.welcome}</Text>
      <Text className='ai-visitor__prompt'>{AI_TEXT.loginRequired}</Text>
      <View className='ai-visitor__login' data-testid='ai-login' onClick={() => void goToLogin()}>
        <Text>{AI_TEXT.login}</Text>
      </View>
    </View>
  );
}

/** The notice over the input: the assistant is off or unreachable, or today's questions are used up. */
function Notice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <View className='ai-notice' data-testid='ai-notice'>
      <Text className='ai-notice__text'>{text}</Text>
      {onRetry ? <Text className='ai-notice__retry' onClick={onRetry}>{AI_UI_TEXT.retry}</Text> : null}
    </View>
  );
}

function Chat() {
  const { state: infoState, reload: reloadInfo } = useAsyncData(fetchAiInfo);
  /** Today's questions left, as the last answer told (the info's count until then). */
  const [remainingNow, setRemainingNow] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const [drawer, setDrawer] = useState(false);
  const scrollRef = useRef<unknown>(null);
  const atBottom = useRef(true);
  const [scrollTop, setScrollTop] = useState<number | undefined>(undefined);

  const info = infoState.status === 'ready' ? infoState.data : null;
  const enabled = Boolean(info?.enabled);
  const chat = useAiChat({ enabled, onRemaining: setRemainingNow });
  const remaining = remainingNow ?? info?.remaining ?? null;
  const used = remaining !== null && remaining <= 0;

  const scrollToBottom = useCallback(() => {
    const box = domBox(scrollRef.current);
    if (box) box.scrollTop = box.scrollHeight;
    else setScrollTop((top) => (top === undefined || top < 1e7 ? 1e7 : top + 1));
    atBottom.current = true;
  }, []);

  // New text keeps the member at the bottom, unless they scrolled up to read.
  useLayoutEffect(() => {
    if (atBottom.current) scrollToBottom();
  }, [chat.items, scrollToBottom]);

  const lastTop = useRef(0);
  const onScroll = (event: { detail: { scrollTop: number; scrollHeight: number } }) => {
    const { scrollTop: top, scrollHeight } = event.detail;
    const box = domBox(scrollRef.current);
    if (box) atBottom.current = scrollHeight - top - box.clientHeight < STICK_DISTANCE;
    // The mini-program's scroll-view has no DOM to measure: scrolling up lets go, reaching the end sticks again.
    else if (top < lastTop.current - 4) atBottom.current = false;
    lastTop.current = top;
  };

  const ask = (question: string) => {
    if (chat.streaming || !enabled) return;
    if (used) {
      toast(AI_TEXT.dailyLimit);
      return;
    }
    const problem = questionProblem(question);
    if (problem) {
      toast(problem);
      return;
    }
    atBottom.current = true;
    chat.send(question);
    setDraft('');
  };

  let notice: { text: string; onRetry?: () => void } | null = null;
  if (infoState.status === 'error') notice = { text: AI_TEXT.unreachable, onRetry: reloadInfo };
  else if (info && !info.enabled) notice = { text: info.notice || AI_TEXT.disabled };
  else if (used) notice = { text: AI_TEXT.dailyLimit };

  const inputOff = !enabled || chat.streaming || used;
  const lastKey = lastAnswerKey(chat.items);
  const length = [...draft].length;

  return (
    <View className='ai'>
      <NavBar
        back
        title={AI_TEXT.title}
        right={(
          <View className='ai-head-actions'>
            <View role='button' className='ai-head-action' data-testid='ai-history' onClick={() => setDrawer(true)} aria-label={AI_TEXT.conversations}>
              <Clock size={18} color='#1f2329' />
              <Text className='ai-head-action__text'>{AI_TEXT.conversations}</Text>
            </View>
            <View role='button' className='ai-head-action' data-testid='ai-new' onClick={chat.newChat} aria-label={AI_TEXT.newChat}>
              <Edit size={18} color='#1f2329' />
              <Text className='ai-head-action__text'>{AI_TEXT.newChat}</Text>
            </View>
          </View>
        )}
      />
      <ScrollView
        ref={scrollRef as never}
        className='ai-list'
        scrollY
        enhanced
        showScrollbar={false}
        scrollTop={scrollTop}
        lowerThreshold={STICK_DISTANCE}
        onScrollToLower={() => { atBottom.current = true; }}
        onScroll={onScroll as never}
      >
        {chat.history === 'loading' ? (
          <View className='ai-history-state'><Text>{AI_UI_TEXT.loading}</Text></View>
        ) : null}
        {chat.history === 'error' ? (
          <View className='ai-history-state' onClick={chat.reloadHistory}><Text>{AI_UI_TEXT.historyError}</Text></View>
        ) : null}
        {chat.items.length === 0 && chat.history === 'idle' ? (
          <Welcome info={info} loading={infoState.status === 'loading'} onAsk={ask} />
        ) : null}
        {chat.items.map((item) => (item.role === 'user' ? (
          <QuestionBubble key={item.key} item={item} />
        ) : (
          <AnswerBubble
            key={item.key}
            item={item}
            last={item.key === lastKey}
            busy={chat.streaming || !enabled || used}
            fallbackRiskTip={info?.riskTip ?? ''}
            onRegenerate={chat.regenerate}
          />
        )))}
        <View className='ai-list__end' />
      </ScrollView>
      <View className='ai-bottom'>
        {chat.streaming ? (
          <View className='ai-stop' data-testid='ai-stop' onClick={chat.stop}>
            <View className='ai-stop__square' />
            <Text>{AI_TEXT.stop}</Text>
          </View>
        ) : null}
        {notice ? <Notice text={notice.text} onRetry={notice.onRetry} /> : null}
        <View className={`ai-composer${inputOff ? ' ai-composer--off' : ''}`} data-testid='ai-composer'>
          <Textarea
            className='ai-composer__input'
            value={draft}
            placeholder={AI_TEXT.placeholder}
            placeholderClass='ai-composer__placeholder'
            maxlength={AI_RULES.questionMax}
            disabled={inputOff}
            autoHeight
            cursorSpacing={16}
            showConfirmBar={false}
            confirmType='send'
            onInput={(event) => setDraft(event.detail.value)}
            onConfirm={() => ask(draft)}
            data-testid='ai-input'
          />
          <View
            className={`ai-composer__send${inputOff || draft.trim() === '' ? ' ai-composer__send--off' : ''}`}
            data-testid='ai-send'
            onClick={() => { if (!inputOff) ask(draft); }}
          >
            <Text>{AI_TEXT.send}</Text>
          </View>
        </View>
        <View className='ai-meta'>
          <Text className='ai-meta__remaining' data-testid='ai-remaining'>{remaining !== null && enabled ? AI_TEXT.remaining(Math.max(0, remaining)) : ''}</Text>
          {length >= COUNT_FROM ? <Text className='ai-meta__count' data-testid='ai-count'>{`${length}/${AI_RULES.questionMax}`}</Text> : null}
        </View>
      </View>
      <HistoryDrawer
        open={drawer}
        activeId={chat.conversationId}
        onClose={() => setDrawer(false)}
        onOpen={(id) => { atBottom.current = true; chat.openConversation(id); }}
        onNewChat={chat.newChat}
        onDeleted={(id) => { if (id === chat.conversationId) chat.newChat(); }}
      />
    </View>
  );
}

/** AI 助手 (/pages/ai/index/index, SPEC §2 ai/index): a member's chat; a visitor is asked to log in first. */
export function AiScreen() {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useDidShow(() => setLoggedIn(isLoggedIn()));
  if (!loggedIn) {
    return (
      <View className='ai'>
        <NavBar back title={AI_TEXT.title} />
        <VisitorView />
      </View>
    );
  }
  return <Chat />;
}
