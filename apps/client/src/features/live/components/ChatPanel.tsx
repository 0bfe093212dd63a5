import { useCallback, useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import type { LiveTypeCode } from '@caixue/contract';
import { getMemberId, isLoggedIn } from '@/shared/session/auth';
import { goToLogin } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useChatActions } from '../hooks/useChatActions';
import { useLiveRoom } from '../hooks/useLiveRoom';
import { ChatComposer } from './ChatComposer';
import { LIVE_UI_TEXT } from './liveText';
import { MessageList } from './MessageList';
import './ChatPanel.scss';

export interface ChatPanelProps {
  liveId: number;
  /** Whose chat: a text room's (default) or a video room's. */
  liveTypeCode?: LiveTypeCode;
  /** Tighter spacing, for a panel under a video player. */
  compact?: boolean;
  className?: string;
  /** The room's online count as the socket reports it (members only: visitors have no chat). */
  onOnline?: (count: number) => void;
}

const NO_SELECTION: readonly number[] = [];

function PanelSkeleton() {
  return (
    <View className='chat-panel__skeleton'>
      {[0, 1, 2].map((key) => <Skeleton key={key} avatar rows={2} title={false} />)}
    </View>
  );
}

/**
 * The chat of one room without the room's page around it (messages, quote, emoji, image upload,
 * reply box), for pages that compose it, e.g. the video room under its player. A visitor is asked
 * to log in: the message calls need a token.
 */
export function ChatPanel(props: ChatPanelProps) {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useDidShow(() => setLoggedIn(isLoggedIn()));
  const className = classNames('chat-panel', props.compact && 'chat-panel--compact', props.className);
  if (!loggedIn) {
    return (
      <View className={className} data-live-id={props.liveId}>
        <EmptyData
          compact
          className='chat-panel__login'
          text={LIVE_UI_TEXT.loginToInteract}
          description={LIVE_UI_TEXT.loginToWatch}
          action={<View className='chat-panel__login-action' onClick={() => void goToLogin()}>{LIVE_UI_TEXT.loginAction}</View>}
        />
      </View>
    );
  }
  return <MemberChatPanel {...props} className={className} />;
}

function MemberChatPanel({ liveId, liveTypeCode = 'word', className, onOnline }: ChatPanelProps) {
  const room = useLiveRoom(liveId, liveTypeCode);
  useEffect(() => { if (room.online > 0) onOnline?.(room.online); }, [room.online, onOnline]);
  const { composer, dispatch, activeId, setActiveId, toggleActive, onQuote, onModerate, onSend, onUpload } = useChatActions(room);
  const [memberId, setMemberId] = useState(getMemberId);
  useDidShow(() => setMemberId(getMemberId()));
  const noJump = useCallback(() => undefined, []);

  let body: React.ReactNode;
  if (!room.info && room.error) body = <ErrorState message={room.error} onRetry={room.reload} />;
  else if (!room.info) body = <PanelSkeleton />;
  else {
    body = (
      <>
        <View className='chat-panel__stage' onClick={() => setActiveId(null)}>
          <MessageList
            messages={room.messages}
            memberId={memberId}
            canModerate={room.info.canModerate}
            hasOlder={room.hasOlder}
            loadOlder={room.loadOlder}
            activeId={activeId}
            selectMode={false}
            selectedIds={NO_SELECTION}
            onTap={toggleActive}
            onQuote={onQuote}
            onModerate={onModerate}
            jumpTo={null}
            onJumped={noJump}
            empty={room.loading ? <PanelSkeleton /> : <EmptyData compact text={LIVE_UI_TEXT.emptyRoom} />}
          />
          {room.connection === 'reconnecting' && room.messages.length > 0 ? (
            <View className='chat-panel__banner'>{LIVE_UI_TEXT.reconnecting}</View>
          ) : null}
        </View>
        <ChatComposer
          open={room.info.isOpenComment === 1}
          loggedIn
          state={composer}
          dispatch={dispatch}
          onSend={onSend}
          onUpload={onUpload}
          onLogin={() => void goToLogin()}
        />
      </>
    );
  }
  return <View className={className} data-live-id={liveId} data-online={room.online}>{body}</View>;
}
