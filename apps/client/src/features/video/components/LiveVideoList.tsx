import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import classNames from 'classnames';
import type { LiveVideoRoom } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { fetchLiveVideoRooms, type OwnerFilter } from '../api';
import { VIDEO_TEXT, formatDateTime, liveRoomUrl, roomStatus } from '../model';
import './LiveVideoList.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<LiveVideoRoom, OwnerFilter> = (query) => fetchLiveVideoRooms(query);

export function LiveVideoRow({ room, onOpen }: { room: LiveVideoRoom; onOpen: (room: LiveVideoRoom) => void }) {
  const status = roomStatus(room);
  const teacher = room.teacher ?? room.teachers[0] ?? null;
  return (
    <View className={classNames('live-video-row', room.locked && 'live-video-row--locked')} data-id={room.id} onClick={() => onOpen(room)}>
      <View className='live-video-row__cover'>
        <Picture alt='' className='live-video-row__pic' src={imageUrl(room.pic || room.picList[0])} mode='aspectFill' lazyLoad />
        <View className={`live-video-row__status live-video-row__status--${status}`}>
          {status === 'onAir' ? <View className='live-video-row__dot' /> : null}
          <Text>{status === 'onAir' ? VIDEO_TEXT.onAir : VIDEO_TEXT.upcoming}</Text>
        </View>
        {room.locked ? <Text className='live-video-row__lock'>🔒 {VIDEO_TEXT.locked}</Text> : null}
      </View>
      <View className='live-video-row__main'>
        <View className='live-video-row__text'>
          <Text className='live-video-row__title'>{room.title}</Text>
          <View className='live-video-row__sub'>
            {teacher ? <Picture alt='' className='live-video-row__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad /> : null}
            <Text className='live-video-row__sub-text'>{[teacher?.name, formatDateTime(room.dateTime)].filter(Boolean).join(' · ')}</Text>
          </View>
        </View>
        <View className='live-video-row__enter'>{VIDEO_TEXT.enterRoom}</View>
      </View>
    </View>
  );
}

function RowSkeleton() {
  return (
    <View className='live-video-row live-video-row--skeleton'>
      <SkeletonBlock className='live-video-row__cover' width='100%' height='150px' />
      <View className='live-video-row__main'>
        <View className='live-video-row__text'>
          <SkeletonBlock width='70%' height='15px' />
          <SkeletonBlock width='45%' height='12px' />
        </View>
        <SkeletonBlock width='84px' height='28px' />
      </View>
    </View>
  );
}

/**
 * The video live rooms (SPEC §2 "Live video list"): picture with 直播中 / 即将开始, a one-line title,
 * the 进入直播间 button, the empty placeholder and the load-more footer. Locked rooms show a lock and
 * open to their locked overlay.
 */
export function LiveVideoList({ teacherId, goodsId }: OwnerFilter) {
  const params = useMemo(() => ({ teacherId, goodsId }), [teacherId, goodsId]);
  const list = usePagedList(fetchPage, params);
  useReachBottom(() => list.loadMore());
  const open = (room: LiveVideoRoom) => void navigateTo(liveRoomUrl(room.id));
  return (
    <View className='live-video-list'>
      <PagedBody
        list={list}
        className='live-video-list__rows'
        emptyText={VIDEO_TEXT.liveEmpty}
        emptyHint={VIDEO_TEXT.liveEmptyHint}
        skeleton={[0, 1, 2].map((key) => <RowSkeleton key={key} />)}
      >
        {(rows) => rows.map((room) => <LiveVideoRow key={room.id} room={room} onOpen={open} />)}
      </PagedBody>
    </View>
  );
}
