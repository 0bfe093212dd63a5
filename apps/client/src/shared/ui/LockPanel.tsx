import { Text, View } from '@tarojs/components';
import { LockIcon } from './LockIcon';
import './LockPanel.scss';

/** What a locked item shows in place of its content: a padlock, why, and the 立即开通 button (when it has one). */
export function LockPanel({ title, hint, action, onUnlock }: { title: string; hint: string; action: string; onUnlock?: () => void }) {
  return (
    <View className='news-lock-panel'>
      <LockIcon large />
      <Text className='news-lock-panel__title'>{title}</Text>
      <Text className='news-lock-panel__hint'>{hint}</Text>
      {onUnlock ? (
        <View className='news-lock-panel__button' onClick={onUnlock}>
          <Text>{action}</Text>
        </View>
      ) : null}
    </View>
  );
}
