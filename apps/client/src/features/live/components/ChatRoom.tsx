import { useCallback, useState } from 'react';
import { View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import { NO_PERMISSION_PAGE_URL, type LiveMessage, type LiveRoom } from '@caixue/contract';
import { getMemberId, isLoggedIn } from '@/shared/session/auth';
import { goToLogin, navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';
import { withParentMemberId } from '@/shared/navigation/share';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { NavBar } from '@/shared/ui/NavBar';
import { Button } from '@/shared/ui/nutui/button';
import { ShareSheet } from '@/shared/ui/ShareSheet';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchWordRooms } from '../api';
import { useChatActions } from '../hooks/useChatActions';
import { useJumpToMessage } from '../hooks/useJumpToMessage';
import { useLiveRoom } from '../hooks/useLiveRoom';
import { useRoomExtras } from '../hooks/useRoomExtras';
import { useScreenshotSelection } from '../hooks/useScreenshotSelection';
import { LIST_HEIGHT_RAISED, toggleListHeight } from '../model';
import { ChatComposer } from './ChatComposer';
import { ChatHeader, RiskNotice, TopMessages } from './ChatHeader';
import { ChatStage, RoomSkeleton } from './ChatStage';
import { chatPageUrl } from './LiveRoomList';
import { LIVE_UI_TEXT } from './liveText';
import { RoomTabs } from './RoomTabs';
import { RoomViewTools } from './RoomViewTools';
import { ScreenshotBar, ScreenshotPreview } from './ScreenshotPanel';
import './ChatRoom.scss';

/** The room's address to share; the member id rides along as parentMemberId (SPEC §6). */
export function shareLink(liveId: number, memberId: number | undefined): string {
  const path = withParentMemberId(chatPageUrl(liveId), memberId);
  return isH5() && typeof location !== 'undefined' ? `${location.origin}${path}` : path;
}

/**
 * The text live room (SPEC §2 "Live text chat"): /pages/applets/chat/index?id=… It composes the
 * room's session (useLiveRoom), the stage (ChatStage), the screenshot selection
 * (useScreenshotSelection) and the extras around the chat (useRoomExtras), and owns the view only:
 * list height, full screen, search.
 */
export function ChatRoom({ liveId }: { liveId: number }) {
  const room = useLiveRoom(liveId);
  const { info } = room;
  const rooms = useAsyncData(fetchWordRooms);
  const { composer, dispatch, activeId, setActiveId, toggleActive, onQuote, onModerate, onSend, onUpload } = useChatActions(room);
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  const [memberId, setMemberId] = useState(getMemberId);
  useDidShow(() => { setLoggedIn(isLoggedIn()); setMemberId(getMemberId()); });

  const [lift, setLift] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const jump = useJumpToMessage(room.messages);
  const screenshot = useScreenshotSelection(room.messages, () => setActiveId(null));
  const extras = useRoomExtras(liveId);

  const { selectMode, toggleMessage } = screenshot;
  const onTap = useCallback((message: LiveMessage) => {
    if (selectMode) toggleMessage(message);
    else toggleActive(message);
  }, [selectMode, toggleMessage, toggleActive]);

  const openRoom = (next: LiveRoom) => void redirectTo(chatPageUrl(next.id));

  const roomList = rooms.state.data ?? [];
  const online = room.online || extras.heats?.online || 0;
  const raised = lift === LIST_HEIGHT_RAISED;

  const locked = roomList.find((r) => r.id === liveId)?.locked ?? false;
  let body: React.ReactNode;
  if (!info && room.error && locked) {
    // Back from the no-permission page: say what this room needs rather than "加载失败".
    body = (
      <EmptyData
        className='chat-locked'
        text={LIVE_UI_TEXT.lockedTitle}
        description={room.error}
        action={<Button type='primary' size='small' onClick={() => void navigateTo(NO_PERMISSION_PAGE_URL)}>{LIVE_UI_TEXT.lockedAction}</Button>}
      />
    );
  } else if (!info && room.error) {
    body = <ErrorState message={room.error} onRetry={room.reload} />;
  } else if (!info) {
    body = <RoomSkeleton />;
  } else {
    body = (
      <>
        {fullscreen ? null : (
          <View className={classNames('live-chat__head', raised && 'live-chat__head--raised')} style={{ maxHeight: `${LIST_HEIGHT_RAISED - lift}px` }}>
            <ChatHeader
              info={info}
              online={online}
              connection={room.connection}
              likes={extras.heats?.likes ?? 0}
              liked={extras.liked}
              onLike={extras.like}
              onShare={extras.openShare}
              onSearch={() => setSearchOpen(true)}
              onScreenshot={screenshot.toggleMode}
              screenshotMode={selectMode}
            />
            <TopMessages top={room.top} onOpen={jump.jumpToMessage} />
          </View>
        )}
        <ChatStage
          liveId={liveId}
          room={room}
          memberId={memberId}
          canModerate={Boolean(info.canModerate)}
          notice={!extras.riskClosed && !fullscreen ? <RiskNotice text={extras.riskTip} onClose={extras.closeRisk} /> : null}
          activeId={activeId}
          onClearActive={() => setActiveId(null)}
          selectMode={selectMode}
          selectedIds={screenshot.selected}
          onTap={onTap}
          onQuote={onQuote}
          onModerate={onModerate}
          jumpTo={jump.jumpTo}
          onJumped={jump.onJumped}
          onJumpToMessage={jump.jumpToMessage}
          fullscreen={fullscreen}
          onExitFullscreen={() => setFullscreen(false)}
          searchOpen={searchOpen}
          onCloseSearch={() => setSearchOpen(false)}
        />
        {selectMode ? (
          <ScreenshotBar count={screenshot.selected.length} busy={screenshot.busy} onCancel={screenshot.toggleMode} onConfirm={() => void screenshot.confirm()} />
        ) : (
          <ChatComposer
            open={info.isOpenComment === 1}
            loggedIn={loggedIn}
            state={composer}
            dispatch={dispatch}
            onSend={onSend}
            onUpload={onUpload}
            onLogin={() => void goToLogin()}
          />
        )}
        {screenshot.shot ? <ScreenshotPreview url={screenshot.shot} onClose={screenshot.closeShot} /> : null}
      </>
    );
  }

  return (
    <View className={classNames('live-chat', fullscreen && 'live-chat--fullscreen')} data-live-id={liveId}>
      {fullscreen ? null : (
        <NavBar
          back
          theme='brand'
          title={info?.title ?? LIVE_UI_TEXT.chatTitle}
          right={info ? (
            <RoomViewTools raised={raised} onToggleHeight={() => setLift(toggleListHeight)} onFullscreen={() => setFullscreen(true)} />
          ) : null}
        />
      )}
      {fullscreen ? null : <RoomTabs rooms={roomList} activeId={liveId} onSelect={openRoom} />}
      {body}
      <ShareSheet
        visible={extras.shareOpen}
        url={shareLink(liveId, undefined)}
        title={info?.title ?? LIVE_UI_TEXT.chatTitle}
        onClose={extras.closeShare}
        onShared={extras.onShared}
      />
    </View>
  );
}
