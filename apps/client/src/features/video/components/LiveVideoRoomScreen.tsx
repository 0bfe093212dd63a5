import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import type { LiveVideoInfo } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { isLoggedIn } from '@/shared/session/auth';
import { goToLogin } from '@/shared/navigation/navigation';
import { CategoryTabs } from '@/shared/ui/CategoryTabs';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { NavBar } from '@/shared/ui/NavBar';
import { RichHtml } from '@/shared/ui/RichHtml';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import { formatCount } from '@/shared/format/count';
import { fetchLiveVideoInfo, fetchRoomHeats, likeLiveRoom, shareLiveRoom } from '../api';
import { VIDEO_TEXT, formatDateTime, liveRoomUrl, roomStatus } from '../model';
import { openNoPermission } from '../noPermission';
import { AdList } from './AdList';
import { LockedOverlay } from './LockedOverlay';
import { PlaybackList } from './PlaybackList';
import { ShareButton } from './ShareButton';
import './LiveVideoRoomScreen.scss';
import { Picture } from '@/shared/ui/Picture';

export interface ChatSlotProps {
  /** The chat reports the room's online count as its socket learns it. */
  onOnline: (count: number) => void;
}

export interface LiveVideoRoomScreenProps {
  liveId: number;
  /** The room's chat, composed by the page (features/live ChatPanel with liveTypeCode 'video'). */
  renderChat: (props: ChatSlotProps) => ReactNode;
}

const TABS = [
  { id: 1, label: VIDEO_TEXT.tabChat },
  { id: 2, label: VIDEO_TEXT.tabIntro },
  { id: 3, label: VIDEO_TEXT.tabPlayback },
];

function StageSkeleton() {
  return (
    <>
      <View className='video-player' />
      <View className='live-video-bar'>
        <SkeletonBlock width='70%' height='16px' />
        <SkeletonBlock width='40%' height='12px' />
      </View>
    </>
  );
}

function UpcomingOverlay({ room, onPlaybacks }: { room: LiveVideoInfo; onPlaybacks: () => void }) {
  return (
    <View className='live-video-upcoming'>
      {room.pic ? <Picture alt='' className='live-video-upcoming__poster' src={imageUrl(room.pic)} mode='aspectFill' /> : null}
      <View className='live-video-upcoming__body'>
        <Text className='live-video-upcoming__badge'>{VIDEO_TEXT.upcoming}</Text>
        <Text className='live-video-upcoming__time'>{formatDateTime(room.dateTime)}</Text>
        <Text className='live-video-upcoming__hint'>{VIDEO_TEXT.notOnAir}</Text>
        <View className='live-video-upcoming__action' onClick={onPlaybacks}>{VIDEO_TEXT.tabPlayback}</View>
      </View>
    </View>
  );
}

/**
 * /pages/liveVideo/index/index?id= : the room's player (a looped live stream), its bar (teacher,
 * online count, likes, share) and three tabs: the chat, the introduction with the teacher's ads,
 * and the room's playbacks. A locked room shows 会员专享直播 with 开通服务 over the player and no chat.
 */
export function LiveVideoRoomScreen({ liveId, renderChat }: LiveVideoRoomScreenProps) {
  const load = useCallback(() => fetchLiveVideoInfo(liveId), [liveId]);
  const { state, reload } = useAsyncData(load);
  const [tab, setTab] = useState(1);
  const [visited, setVisited] = useState<number[]>([1]);
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  const [online, setOnline] = useState(0);
  const [likes, setLikes] = useState<number | null>(null);
  const playbackPager = useRef<(() => void) | null>(null);
  const [liked, setLiked] = useState(false);
  useDidShow(() => setLoggedIn(isLoggedIn()));

  const room = state.data;
  const open = Boolean(room && !room.locked);
  useEffect(() => {
    // Heats need a token; a visitor sees the room's visits instead.
    if (!loggedIn || !open) return undefined;
    let current = true;
    fetchRoomHeats(liveId).then((heats) => {
      if (!current || !heats) return;
      setLikes(heats.likes);
      setOnline((n) => n || heats.online);
    }, () => undefined);
    return () => { current = false; };
  }, [liveId, loggedIn, open]);

  const select = (id: number) => {
    setTab(id);
    setVisited((v) => (v.includes(id) ? v : [...v, id]));
  };
  const onOnline = useCallback((count: number) => setOnline(count), []);

  const onLike = () => {
    if (!loggedIn) { void goToLogin(); return; }
    if (liked) return;
    setLiked(true);
    setLikes((n) => (n ?? 0) + 1);
    likeLiveRoom(liveId).then((heats) => { if (heats) setLikes(heats.likes); }, () => undefined);
  };

  let stage: ReactNode;
  if (!room && state.status === 'error') stage = <ErrorState message={state.message} onRetry={reload} />;
  else if (!room) stage = <StageSkeleton />;
  else {
    const teacher = room.teacher ?? room.teachers[0] ?? null;
    const status = roomStatus(room);
    let overlay: ReactNode;
    if (room.locked) {
      overlay = (
        <LockedOverlay
          poster={room.pic}
          title={VIDEO_TEXT.lockedRoomTitle}
          hint={VIDEO_TEXT.lockedRoomHint}
          action={VIDEO_TEXT.openService}
          onAction={() => void openNoPermission(room as LiveVideoInfo & { moduleId?: number | null })}
        />
      );
    } else if (status === 'upcoming' && room.videoSources.length === 0) {
      overlay = <UpcomingOverlay room={room} onPlaybacks={() => select(3)} />;
    }
    stage = (
      <>
        <VideoPlayer sources={room.videoSources} poster={imageUrl(room.pic)} autoplay loop live overlay={overlay} onSourcesExpired={reload} />
        <View className='live-video-bar'>
          <View className='live-video-bar__row'>
            <Text className={`live-video-bar__status live-video-bar__status--${status}`}>
              {status === 'onAir' ? VIDEO_TEXT.onAir : VIDEO_TEXT.upcoming}
            </Text>
            <Text className='live-video-bar__title'>{room.title}</Text>
          </View>
          <View className='live-video-bar__row'>
            {teacher ? (
              <View className='live-video-bar__teacher'>
                <Picture alt='' className='live-video-bar__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' />
                <Text className='live-video-bar__name'>{teacher.name}</Text>
              </View>
            ) : null}
            <Text className='live-video-bar__heat live-video-online'>
              {loggedIn && online > 0 ? VIDEO_TEXT.online(formatCount(online)) : `${formatCount(room.visits)}人气`}
            </Text>
            <View className='live-video-bar__spacer' />
            <View className={classNames('live-video-like', liked && 'live-video-like--on')} onClick={onLike}>
              <Text className='live-video-like__glyph'>{liked ? '♥' : '♡'}</Text>
              <Text className='live-video-like__count'>{likes === null ? VIDEO_TEXT.like : formatCount(likes)}</Text>
            </View>
            <ShareButton
              path={liveRoomUrl(room.id)}
              title={room.title}
              onShared={(channel) => { if (loggedIn) void shareLiveRoom(room.id, channel).catch(() => undefined); }}
            />
          </View>
        </View>
      </>
    );
  }

  const teacherId = room?.teacher?.id ?? room?.teachers[0]?.id;
  let chat: ReactNode = null;
  if (room?.locked) {
    const locked = room;
    chat = (
      <EmptyData
        compact
        className='live-video-chat-locked'
        text={VIDEO_TEXT.lockedRoomTitle}
        description={VIDEO_TEXT.lockedRoomHint}
        action={(
          <View className='live-video-chat-locked__action' onClick={() => void openNoPermission(locked as LiveVideoInfo & { moduleId?: number | null })}>
            {VIDEO_TEXT.openService}
          </View>
        )}
      />
    );
  } else if (room) {
    chat = renderChat({ onOnline });
  }

  return (
    <View className='live-video-room' data-live-id={liveId} data-locked={room ? (room.locked ? '1' : '0') : ''}>
      <NavBar back theme='brand' title={room?.title ?? VIDEO_TEXT.liveListTitle} />
      {stage}
      {room ? <CategoryTabs tabs={TABS} activeId={tab} onSelect={(t) => select(t.id)} className='live-video-tabs' /> : null}
      <View className='live-video-room__body'>
        <View className={classNames('live-video-room__pane live-video-room__pane--chat', tab !== 1 && 'live-video-room__pane--hidden')}>
          {chat}
        </View>
        {room && visited.includes(2) ? (
          <ScrollView scrollY className={classNames('live-video-room__pane live-video-intro', tab !== 2 && 'live-video-room__pane--hidden')}>
            <View className='live-video-intro__card'>
              <Text className='live-video-intro__title'>{room.title}</Text>
              <Text className='live-video-intro__time'>{formatDateTime(room.dateTime)}</Text>
              {room.content ? <RichHtml html={room.content} /> : <Text className='live-video-intro__text'>{room.description}</Text>}
            </View>
            {teacherId ? (
              <>
                <Text className='live-video-intro__section'>{VIDEO_TEXT.recommend}</Text>
                <AdList categoryCode='teacherAd' teacherId={teacherId} />
              </>
            ) : null}
          </ScrollView>
        ) : null}
        {room && visited.includes(3) ? (
          <ScrollView
            scrollY
            lowerThreshold={80}
            onScrollToLower={() => playbackPager.current?.()}
            className={classNames('live-video-room__pane live-video-room__playbacks', tab !== 3 && 'live-video-room__pane--hidden')}
          >
            <PlaybackList liveId={room.id} loadOnReachBottom={false} pagerRef={playbackPager} />
          </ScrollView>
        ) : null}
      </View>
    </View>
  );
}
