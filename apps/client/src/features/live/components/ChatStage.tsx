import { Text, View } from '@tarojs/components';
import type { LiveMessage } from '@caixue/contract';
import { EmptyData } from '@/shared/ui/EmptyData';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { LiveRoomState } from '../hooks/useLiveRoom';
import { ChatSearch } from './ChatSearch';
import { LIVE_UI_TEXT } from './liveText';
import { MessageList, type MessageListProps } from './MessageList';

export function RoomSkeleton() {
  return (
    <View className='live-chat__skeleton'>
      <Skeleton avatar rows={1} />
      {[0, 1, 2, 3].map((key) => <Skeleton key={key} avatar rows={2} title={false} />)}
    </View>
  );
}

/** What the stage passes through to the message list unchanged. */
type StageListProps = Pick<MessageListProps,
  'memberId' | 'canModerate' | 'activeId' | 'selectMode' | 'selectedIds' | 'onTap' | 'onQuote' | 'onModerate' | 'jumpTo' | 'onJumped'>;

export interface ChatStageProps extends StageListProps {
  liveId: number;
  room: LiveRoomState;
  /** Shown above the list (the risk notice), or null. */
  notice: React.ReactNode;
  /** Closes an open message's actions (a tap on the stage outside a message). */
  onClearActive: () => void;
  onJumpToMessage: (message: LiveMessage) => void;
  fullscreen: boolean;
  onExitFullscreen: () => void;
  searchOpen: boolean;
  onCloseSearch: () => void;
}

/**
 * The text room's stage: the message list with the notice above it, the way out of full screen,
 * the reconnecting banner and the search overlay.
 */
export function ChatStage(props: ChatStageProps) {
  const {
    liveId, room, notice, onClearActive, onJumpToMessage, fullscreen, onExitFullscreen, searchOpen, onCloseSearch, ...list
  } = props;
  return (
    <View className='live-chat__stage' onClick={onClearActive}>
      {notice}
      <MessageList
        {...list}
        messages={room.messages}
        hasOlder={room.hasOlder}
        loadOlder={room.loadOlder}
        empty={room.loading ? <RoomSkeleton /> : <EmptyData compact text={LIVE_UI_TEXT.emptyRoom} />}
      />
      {fullscreen ? (
        <View className='chat-tool chat-fullscreen-toggle' onClick={(event) => { event.stopPropagation(); onExitFullscreen(); }}>
          <Text className='chat-tool__glyph'>⤡</Text>
          <Text className='chat-tool__label'>{LIVE_UI_TEXT.exitFullscreen}</Text>
        </View>
      ) : null}
      {room.connection === 'reconnecting' && room.messages.length > 0 ? (
        <View className='live-chat__banner'>{LIVE_UI_TEXT.reconnecting}</View>
      ) : null}
      {searchOpen ? (
        <ChatSearch
          liveId={liveId}
          onClose={onCloseSearch}
          onPick={(message) => { onCloseSearch(); onJumpToMessage(message); }}
        />
      ) : null}
    </View>
  );
}
