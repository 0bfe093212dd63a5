import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { LiveMessage } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { getMemberId } from '@/shared/session/auth';
import { chatTime } from '@/shared/format/relativeTime';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Skeleton } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchSelfReplied, fetchWordRooms } from '../api';
import { isOwn } from '../model';
import { chatPageUrl } from './LiveRoomList';
import { LIVE_UI_TEXT } from './liveText';
import { authorAvatar, authorName } from './messageView';
import { RichHtml } from '@/shared/ui/RichHtml';
import { htmlToText } from '@/shared/ui/richHtml';
import './ChatRecords.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchRecords: FetchPage<LiveMessage, object> = ({ pageNum }) => fetchSelfReplied(pageNum);
const NO_PARAMS = {};

export function ChatRecordRow({ message, roomTitle, memberId }: { message: LiveMessage; roomTitle: string; memberId: number | undefined }) {
  const mine = isOwn(message, memberId);
  return (
    <View className='chat-record' data-id={message.id} onClick={() => void navigateTo(chatPageUrl(message.liveId))}>
      <View className='chat-record__head'>
        <Text className={`chat-record__kind${mine ? '' : ' chat-record__kind--reply'}`}>{mine ? LIVE_UI_TEXT.recordMine : LIVE_UI_TEXT.recordReply}</Text>
        <Text className='chat-record__room'>{roomTitle}</Text>
        <Text className='chat-record__time'>{chatTime(message.dateTime)}</Text>
      </View>
      <View className='chat-record__body'>
        <Picture alt='' className='chat-record__avatar' src={imageUrl(authorAvatar(message)) || defaultAvatar} mode='aspectFill' lazyLoad />
        <View className='chat-record__main'>
          <Text className='chat-record__author'>{authorName(message)}{message.teacher ? <Text className='chat-record__badge'>{LIVE_UI_TEXT.teacherBadge}</Text> : null}</Text>
          <RichHtml className='chat-record__content' html={message.content} />
          {message.quote ? (
            <View className='chat-record__quote'>
              <Text className='chat-record__quote-author'>@{authorName(message.quote)}：</Text>
              <Text>{htmlToText(message.quote.content)}</Text>
            </View>
          ) : null}
        </View>
      </View>
    </View>
  );
}

/** My sent messages and the replies quoting them (/pages/applets/chatRecords/index), paged. */
export function ChatRecords() {
  const list = usePagedList(fetchRecords, NO_PARAMS);
  const rooms = useAsyncData(fetchWordRooms);
  const memberId = getMemberId();
  useReachBottom(() => list.loadMore());
  const titles = useMemo(() => new Map((rooms.state.data ?? []).map((room) => [room.id, room.title] as const)), [rooms.state.data]);

  if (list.rows.length === 0) {
    if (list.status === 'loading') return <View className='chat-records'>{[0, 1, 2].map((key) => <Skeleton key={key} avatar rows={2} />)}</View>;
    if (list.error) return <ErrorState onRetry={list.reload} />;
    return <EmptyData />;
  }
  return (
    <View className='chat-records'>
      {list.rows.map((message) => (
        <ChatRecordRow key={message.id} message={message} memberId={memberId} roomTitle={titles.get(message.liveId) ?? LIVE_UI_TEXT.chatTitle} />
      ))}
      <LoadMore status={list.status} onLoadMore={list.loadMore} />
    </View>
  );
}
