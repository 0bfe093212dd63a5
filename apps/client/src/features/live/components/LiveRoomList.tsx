import { Text, View } from '@tarojs/components';
import type { LiveRoom } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { timeAgo } from '@/shared/format/relativeTime';
import { navigateTo } from '@/shared/navigation/navigation';
import { AsyncList } from '@/shared/ui/AsyncList';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchWordRooms } from '../api';
import { LIVE_UI_TEXT } from './liveText';
import './LiveRoomList.scss';
import { Picture } from '@/shared/ui/Picture';

export const CHAT_PAGE = '/pages/applets/chat/index';

export function chatPageUrl(id: number): string {
  return `${CHAT_PAGE}?id=${id}`;
}

function RoomSkeleton() {
  return (
    <View className='live-room-card live-room-card--skeleton'>
      <SkeletonBlock width='100%' height='136px' />
      <View className='live-room-card__main'>
        <SkeletonBlock width='70%' height='16px' />
        <SkeletonBlock width='100%' height='12px' />
        <SkeletonBlock width='48%' height='12px' />
      </View>
    </View>
  );
}

export function LiveRoomCard({ room, onOpen }: { room: LiveRoom; onOpen: (room: LiveRoom) => void }) {
  const teacher = room.teacher ?? room.teachers[0] ?? null;
  return (
    <View className='live-room-row live-room-card' data-id={room.id} onClick={() => onOpen(room)}>
      <View className='live-room-card__cover'>
        <Picture alt='' className='live-room-card__pic' src={imageUrl(room.pic || room.picList[0])} mode='aspectFill' lazyLoad />
        <View className='live-room-card__live'><View className='live-room-card__dot' />{LIVE_UI_TEXT.listTitle}</View>
        {room.locked ? <View className='live-room-card__lock'>🔒 {LIVE_UI_TEXT.locked}</View> : null}
      </View>
      <View className='live-room-card__main'>
        <Text className='live-room-card__title'>{room.title}</Text>
        <Text className='live-room-card__description'>{room.description}</Text>
        <View className='live-room-card__foot'>
          {teacher ? (
            <View className='live-room-card__teacher'>
              <Picture alt='' className='live-room-card__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
              <Text className='live-room-card__teacher-name'>{teacher.name}</Text>
            </View>
          ) : <View />}
          <Text className='live-room-card__time'>{timeAgo(room.dateTime)}</Text>
        </View>
      </View>
    </View>
  );
}

/**
 * The word-live rooms (/pages/applets/index/index). Locked rooms open too: the room's calls answer
 * 206 and the request layer opens the no-permission flow.
 */
export function LiveRoomList() {
  const { state, reload } = useAsyncData(fetchWordRooms);
  const open = (room: LiveRoom) => void navigateTo(chatPageUrl(room.id));
  return (
    <View className='live-room-list'>
      <AsyncList state={state} onRetry={reload} loading={[0, 1, 2, 3].map((key) => <RoomSkeleton key={key} />)}>
        {(rooms) => rooms.map((room) => <LiveRoomCard key={room.id} room={room} onOpen={open} />)}
      </AsyncList>
    </View>
  );
}
