import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { TeacherRef, VideoSource } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { playCount } from '@/shared/format/count';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { VideoPlayer } from '@/shared/ui/VideoPlayer';
import { VIDEO_TEXT, formatDateTime } from '../model';
import { openNoPermission } from '../noPermission';
import { LockedOverlay } from './LockedOverlay';
import { ShareButton } from './ShareButton';
import './VideoDetail.scss';
import { Picture } from '@/shared/ui/Picture';

/** What a playback and a media video both show on their detail page. */
export interface MediaDetailItem {
  id: number;
  title: string;
  description: string;
  pic: string;
  visits: number;
  dateTime: string;
  locked: boolean;
  /** [] when locked. */
  videoSources: VideoSource[];
  moduleId?: number | null;
}

export interface MediaDetailProps {
  item: MediaDetailItem;
  /** The page's own class next to video-detail, e.g. playback-detail. */
  className: string;
  /** A tag before the title, e.g. 回看. */
  badge?: string;
  teachers: TeacherRef[];
  sharePath: string;
  /** The heading of the list under the details, and the list; no list without a heading. */
  moreTitle?: string;
  more?: ReactNode;
  /** Fetches the item again when its signed media urls expire during a viewing (VideoPlayer). */
  onSourcesExpired?: () => void;
}

/** While the details load: the player's place and `lines` grey lines (title first). */
export function MediaDetailSkeleton({ lines }: { lines: 2 | 3 }) {
  return (
    <View className='video-detail'>
      <View className='video-player' />
      <View className='video-detail__info'>
        <SkeletonBlock width='86%' height='18px' />
        <SkeletonBlock width='50%' height='12px' />
        {lines === 3 ? <SkeletonBlock width='36%' height='12px' /> : null}
      </View>
    </View>
  );
}

function TeacherChips({ teachers }: { teachers: TeacherRef[] }) {
  if (teachers.length === 0) return null;
  return (
    <View className='video-detail__teachers'>
      {teachers.map((teacher) => (
        <View key={teacher.id} className='video-detail__teacher'>
          <Picture alt='' className='video-detail__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' />
          <Text className='video-detail__teacher-name'>{teacher.name}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The detail page of a playback or a media video: the player (next source on a load error), title,
 * plays and date, share, teachers, description and a list under it. A locked item shows 解锁后观看
 * with 立即开通 instead of the player (its sources never reach the client).
 */
export function MediaDetail({ item, className, badge, teachers, sharePath, moreTitle, more, onSourcesExpired }: MediaDetailProps) {
  const overlay = item.locked ? (
    <LockedOverlay
      poster={item.pic}
      title={VIDEO_TEXT.lockedTitle}
      hint={VIDEO_TEXT.lockedHint}
      action={VIDEO_TEXT.openNow}
      onAction={() => void openNoPermission(item)}
    />
  ) : undefined;
  const title = <Text className='video-detail__title'>{item.title}</Text>;
  return (
    <View className={`video-detail ${className}`} data-id={item.id} data-locked={item.locked ? '1' : '0'}>
      <View className='video-detail__player'>
        <VideoPlayer sources={item.videoSources} poster={imageUrl(item.pic)} autoplay overlay={overlay} onSourcesExpired={onSourcesExpired} />
      </View>
      <View className='video-detail__info'>
        {badge ? (
          <View className='video-detail__title-row'>
            <Text className='video-detail__badge'>{badge}</Text>
            {title}
          </View>
        ) : title}
        <View className='video-detail__meta'>
          <Text>{playCount(item.visits)}</Text>
          <Text>{formatDateTime(item.dateTime)}</Text>
          <View className='video-detail__spacer' />
          <ShareButton path={sharePath} title={item.title} />
        </View>
        <TeacherChips teachers={teachers} />
        {item.description ? <Text className='video-detail__description'>{item.description}</Text> : null}
      </View>
      {moreTitle ? (
        <>
          <View className='video-detail__section'>
            <Text className='video-detail__section-title'>{moreTitle}</Text>
          </View>
          {more}
        </>
      ) : null}
    </View>
  );
}
