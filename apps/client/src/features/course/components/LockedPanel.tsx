import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { COURSE_TEXT } from '../model';
import './LockedPanel.scss';

export interface LockedPanelProps {
  title?: string;
  hint?: string;
  onUnlock: () => void;
  /** dark: over the player; light: inside an article. */
  theme?: 'dark' | 'light';
}

/** What a member sees instead of a section they have not bought: 解锁后观看 and 立即开通. */
export function LockedPanel({ title = COURSE_TEXT.lockTitle, hint = COURSE_TEXT.lockHint, onUnlock, theme = 'dark' }: LockedPanelProps) {
  return (
    <View className={classNames('course-locked', `course-locked--${theme}`)}>
      <View className='course-locked__icon'><Text>🔒</Text></View>
      <Text className='course-locked__title'>{title}</Text>
      <Text className='course-locked__hint'>{hint}</Text>
      <View className='course-locked__action' onClick={onUnlock}>
        <Text>{COURSE_TEXT.lockAction}</Text>
      </View>
    </View>
  );
}
