import { Text, View } from '@tarojs/components';
import type { Viewpoint } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { formatCount } from '@/shared/format/count';
import { navigateTo } from '@/shared/navigation/navigation';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LockIcon } from '@/shared/ui/LockIcon';
import { cardLine, cardTime, detailsUrl } from '../model';
import './ViewpointCard.scss';
import { Picture } from '@/shared/ui/Picture';

/** One viewpoint in a list: the teacher, the time, the title and the teaser; a locked one carries a padlock. */
export function ViewpointCard({ item }: { item: Viewpoint }) {
  return (
    <View className='viewpoint-card' data-id={item.id} onClick={() => void navigateTo(detailsUrl(item.id))}>
      <View className='viewpoint-card__head'>
        <Picture alt='' className='viewpoint-card__avatar' src={imageUrl(item.teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
        <Text className='viewpoint-card__name'>{item.teacher.name}</Text>
        <Text className='viewpoint-card__time'>{cardTime(item)}</Text>
      </View>
      <View className='viewpoint-card__title-row'>
        {item.locked ? <LockIcon className='viewpoint-card__lock' /> : null}
        <Text className='viewpoint-card__title'>{item.title}</Text>
      </View>
      <Text className='viewpoint-card__teaser'>{cardLine(item)}</Text>
      <View className='viewpoint-card__foot'>
        <Text>{`阅读 ${formatCount(item.visits)}`}</Text>
        <Text>{`评论 ${formatCount(item.comments)}`}</Text>
        <Text>{`点赞 ${formatCount(item.likes)}`}</Text>
        {item.locked ? <Text className='viewpoint-card__vip'>会员专享</Text> : null}
      </View>
    </View>
  );
}
