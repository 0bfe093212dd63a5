import { Text, View } from '@tarojs/components';
import type { LiveMessage } from '@caixue/contract';
import { EmptyData } from '@/shared/ui/EmptyData';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { LiveRoomState } from '../hooks/useLiveRoom';
import { ChatSearch } from './ChatSearch';
import { LIVE_UI_TEXT } from './liveText';
import { MessageList } from './MessageList';

export function RoomSkeleton() {
  return (
    <View className='live-chat__skeleton'>
      <Skeleton avatar rows={1} />
      {[0, 1, 2, 3].map((key) => <Skeleton key={key} avatar rows={2} title={false} />)}
    </View>
  );
}

export interface ChatStageProps {
  liveId: number;
  room: LiveRoomState;
  memberId: number | undefined;
  canModerate: boolean;
  /** Shown above the list (the risk notice), or null. */
  notice: React.ReactNode;
  activeId: number | null;
  /** Closes an open message's actions (a tap on the stage outside a message). */
  onClearActive: () => void;
  selectMode: boolean;
  selectedIds: readonly number[];
  onTap: (message: LiveMessage) => void;
  onQuote: (message: LiveMessage) => void;
  onModerate: (message: LiveMessage, status: 0 | 1) => void;
  jumpTo: number | null;
  onJumped: () => void;
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
  const { room, fullscreen } = props;
  return (
    <View className='live-chat__stage' onClick={props.onClearActive}>
      {props.notice}
      <MessageList
        messages={room.messages}
        memberId={props.memberId}
        canModerate={props.canModerate}
        hasOlder={room.hasOlder}
        loadOlder={room.loadOlder}
        activeId={props.activeId}
        selectMode={props.selectMode}
        selectedIds={props.selectedIds}
        onTap={props.onTap}
        onQuote={props.onQuote}
        onModerate={props.onModerate}
        jumpTo={props.jumpTo}
        onJumped={props.onJumped}
        empty={room.loading ? <RoomSkeleton /> : <EmptyData compact text={LIVE_UI_TEXT.emptyRoom} />}
      />
      {fullscreen ? (
        <View className='chat-tool chat-fullscreen-toggle' onClick={(event) => { event.stopPropagation(); props.onExitFullscreen(); }}>
          <Text className='chat-tool__glyph'>⤡</Text>
          <Text className='chat-tool__label'>{LIVE_UI_TEXT.exitFullscreen}</Text>
        </View>
      ) : null}
      {room.connection === 'reconnecting' && room.messages.length > 0 ? (
        <View className='live-chat__banner'>{LIVE_UI_TEXT.reconnecting}</View>
      ) : null}
      {props.searchOpen ? (
        <ChatSearch
          liveId={props.liveId}
          onClose={props.onCloseSearch}
          onPick={(message) => { props.onCloseSearch(); props.onJumpToMessage(message); }}
        />
      ) : null}
    </View>
  );
}
