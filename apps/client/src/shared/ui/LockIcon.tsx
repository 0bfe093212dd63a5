import { View } from '@tarojs/components';
import classNames from 'classnames';
import './LockIcon.scss';

/** A drawn padlock (no emoji: it looks the same on every phone). */
export function LockIcon({ large, className }: { large?: boolean; className?: string }) {
  return (
    <View className={classNames('news-lock-icon', large && 'news-lock-icon--large', className)} role='img' aria-label='已锁定'>
      <View className='news-lock-icon__shackle' />
      <View className='news-lock-icon__body'>
        <View className='news-lock-icon__hole' />
      </View>
    </View>
  );
}
