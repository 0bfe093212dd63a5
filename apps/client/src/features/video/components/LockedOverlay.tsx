import { Text, View } from '@tarojs/components';
import { imageUrl } from '@/shared/ui/imageUrl';
import './LockedOverlay.scss';
import { Picture } from '@/shared/ui/Picture';

export interface LockedOverlayProps {
  title: string;
  hint: string;
  action: string;
  onAction: () => void;
  /** The item's cover, dimmed behind the lock. */
  poster?: string;
}

/** Drawn in place of the player for content the member has not bought: 解锁后观看 + 立即开通. */
export function LockedOverlay({ title, hint, action, onAction, poster }: LockedOverlayProps) {
  return (
    <View className='locked-overlay'>
      {poster ? <Picture alt='' className='locked-overlay__poster' src={imageUrl(poster)} mode='aspectFill' /> : null}
      <View className='locked-overlay__shade' />
      <View className='locked-overlay__body'>
        <View className='locked-overlay__icon'>🔒</View>
        <Text className='locked-overlay__title'>{title}</Text>
        <Text className='locked-overlay__hint'>{hint}</Text>
        <View className='locked-overlay__action' onClick={onAction}>{action}</View>
      </View>
    </View>
  );
}
