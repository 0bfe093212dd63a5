import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import { LIVE_TEXT, NO_PERMISSION_PAGE_URL, type LiveHeats, type LiveMessage, type LiveRoom } from '@caixue/contract';
import { getMemberId, isLoggedIn } from '@/shared/session/auth';
import { goToLogin, navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';
import { withParentMemberId } from '@/shared/navigation/share';
import { toast } from '@/shared/ui/toast';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { NavBar } from '@/shared/ui/NavBar';
import { Button } from '@/shared/ui/nutui/button';
import { ShareSheet, type ShareChannel } from '@/shared/ui/ShareSheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import {
  fetchHeats, fetchRiskTip, fetchWordRooms, likeRoom, requestScreenshot, shareRoom,
} from '../api';
import { useChatActions } from '../hooks/useChatActions';
import { useLiveRoom } from '../hooks/useLiveRoom';
import { LIST_HEIGHT_RAISED, selectedInOrder, toggleListHeight, toggleSelected } from '../model';
import { ChatComposer } from './ChatComposer';
import { ChatHeader, RiskNotice, TopMessages } from './ChatHeader';
import { ChatSearch } from './ChatSearch';
import { chatPageUrl } from './LiveRoomList';
import { LIVE_UI_TEXT } from './liveText';
import { MessageList } from './MessageList';
import { RoomTabs } from './RoomTabs';
import { ScreenshotBar, ScreenshotPreview } from './ScreenshotPanel';
import './ChatRoom.scss';

/** The server refuses more in one picture (LIVE_TEXT.screenshotTooMany). */
export const SCREENSHOT_MAX = 30;

/** The room's address to share; the member id rides along as parentMemberId (SPEC §6). */
export function shareLink(liveId: number, memberId: number | undefined): string {
  const path = withParentMemberId(chatPageUrl(liveId), memberId);
  return isH5() && typeof location !== 'undefined' ? `${location.origin}${path}` : path;
}

function RoomSkeleton() {
  return (
    <View className='live-chat__skeleton'>
      <Skeleton avatar rows={1} />
      {[0, 1, 2, 3].map((key) => <Skeleton key={key} avatar rows={2} title={false} />)}
    </View>
  );
}

/** The text live room (SPEC §2 "Live text chat"): /pages/applets/chat/index?id=… */
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
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [shotBusy, setShotBusy] = useState(false);
  const [shot, setShot] = useState<string | null>(null);
  const [riskTip, setRiskTip] = useState('');
  const [riskClosed, setRiskClosed] = useState(false);
  const [heats, setHeats] = useState<LiveHeats | null>(null);
  const [liked, setLiked] = useState(false);

  useEffect(() => {
    let current = true;
    fetchRiskTip().then((text) => { if (current) setRiskTip(text); }, () => undefined);
    fetchHeats(liveId).then((value) => { if (current) setHeats(value); }, () => undefined);
    return () => { current = false; };
  }, [liveId]);

  const canModerate = Boolean(info?.canModerate);
  const onTap = useCallback((message: LiveMessage) => {
    if (selectMode) {
      setSelected((ids) => {
        if (!ids.includes(message.id) && ids.length >= SCREENSHOT_MAX) {
          toast(LIVE_TEXT.screenshotTooMany);
          return ids;
        }
        return toggleSelected(ids, message.id);
      });
      return;
    }
    toggleActive(message);
  }, [selectMode, toggleActive]);

  const onJumped = useCallback(() => setJumpTo(null), []);
  const jumpToMessage = (message: LiveMessage) => {
    if (room.messages.some((m) => m.id === message.id)) setJumpTo(message.id);
    else toast(LIVE_UI_TEXT.searchNotLoaded);
  };

  const onLike = () => {
    setLiked(true);
    setHeats((h) => (h ? { ...h, likes: h.likes + 1 } : h));
    likeRoom(liveId).then(setHeats, () => undefined);
  };

  const [shareOpen, setShareOpen] = useState(false);
  /** The sheet has copied or handed over the link (it adds parentMemberId itself); count the share. */
  const onShared = (channel: ShareChannel) => {
    shareRoom(liveId, channel).then(setHeats, () => undefined);
  };

  const toggleScreenshot = () => {
    setSelectMode((on) => !on);
    setSelected([]);
    setActiveId(null);
  };

  const confirmScreenshot = async () => {
    const ids = selectedInOrder(room.messages, selected);
    if (ids.length === 0) { toast(LIVE_TEXT.screenshotEmpty); return; }
    if (shotBusy) return;
    setShotBusy(true);
    try {
      setShot(await requestScreenshot(ids));
    } catch {
      // The request layer has shown the reason.
    } finally {
      setShotBusy(false);
    }
  };

  const closeShot = () => {
    setShot(null);
    setSelectMode(false);
    setSelected([]);
  };

  const openRoom = (next: LiveRoom) => void redirectTo(chatPageUrl(next.id));

  const roomList = rooms.state.data ?? [];
  const online = room.online || heats?.online || 0;
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
              likes={heats?.likes ?? 0}
              liked={liked}
              onLike={onLike}
              onShare={() => setShareOpen(true)}
              onSearch={() => setSearchOpen(true)}
              onScreenshot={toggleScreenshot}
              screenshotMode={selectMode}
            />
            <TopMessages top={room.top} onOpen={jumpToMessage} />
          </View>
        )}
        <View className='live-chat__stage' onClick={() => setActiveId(null)}>
          {!riskClosed && !fullscreen ? <RiskNotice text={riskTip} onClose={() => setRiskClosed(true)} /> : null}
          <MessageList
            messages={room.messages}
            memberId={memberId}
            canModerate={canModerate}
            hasOlder={room.hasOlder}
            loadOlder={room.loadOlder}
            activeId={activeId}
            selectMode={selectMode}
            selectedIds={selected}
            onTap={onTap}
            onQuote={onQuote}
            onModerate={onModerate}
            jumpTo={jumpTo}
            onJumped={onJumped}
            empty={room.loading ? <RoomSkeleton /> : <EmptyData compact text={LIVE_UI_TEXT.emptyRoom} />}
          />
          {fullscreen ? (
            <View className='chat-tool chat-fullscreen-toggle' onClick={(event) => { event.stopPropagation(); setFullscreen(false); }}>
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
              onClose={() => setSearchOpen(false)}
              onPick={(message) => { setSearchOpen(false); jumpToMessage(message); }}
            />
          ) : null}
        </View>
        {selectMode ? (
          <ScreenshotBar count={selected.length} busy={shotBusy} onCancel={toggleScreenshot} onConfirm={() => void confirmScreenshot()} />
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
        {shot ? <ScreenshotPreview url={shot} onClose={closeShot} /> : null}
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
            <View className='chat-nav-tools'>
              <View className='chat-nav-tool chat-height-toggle' onClick={() => setLift(toggleListHeight)} aria-label={raised ? LIVE_UI_TEXT.restore : LIVE_UI_TEXT.raise}>
                <Text className='chat-nav-tool__glyph'>{raised ? '⇩' : '⇧'}</Text>
                <Text className='chat-nav-tool__label'>{raised ? LIVE_UI_TEXT.restore : LIVE_UI_TEXT.raise}</Text>
              </View>
              <View className='chat-nav-tool chat-fullscreen-toggle' onClick={() => setFullscreen(true)} aria-label={LIVE_UI_TEXT.fullscreen}>
                <Text className='chat-nav-tool__glyph'>⤢</Text>
                <Text className='chat-nav-tool__label'>{LIVE_UI_TEXT.fullscreen}</Text>
              </View>
            </View>
          ) : null}
        />
      )}
      {fullscreen ? null : <RoomTabs rooms={roomList} activeId={liveId} onSelect={openRoom} />}
      {body}
      <ShareSheet
        visible={shareOpen}
        url={shareLink(liveId, undefined)}
        title={info?.title ?? LIVE_UI_TEXT.chatTitle}
        onClose={() => setShareOpen(false)}
        onShared={onShared}
      />
    </View>
  );
}
