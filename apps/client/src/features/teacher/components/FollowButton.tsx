import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { TEACHER_TEXT } from '../model';
import './FollowButton.scss';

export function FollowButton({ followed, onToggle, theme = 'tint' }: { followed: boolean; onToggle: () => void; theme?: 'tint' | 'light' }) {
  return (
    <View
      className={classNames('teacher-follow', `teacher-follow--${theme}`, followed && 'teacher-follow--on')}
      onClick={(event) => { event.stopPropagation(); onToggle(); }}
    >
      <Text>{followed ? TEACHER_TEXT.followed : TEACHER_TEXT.follow}</Text>
    </View>
  );
}
