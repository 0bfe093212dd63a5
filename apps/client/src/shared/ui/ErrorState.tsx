import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import errorImage from '@/assets/error.png';
import { Button } from './nutui/button';
import './StatePanel.scss';
import { Picture } from './Picture';

export const ERROR_STATE_TEXT = {
  title: '加载失败',
  description: '网络开小差了，请检查网络后重试',
  retry: '重新加载',
} as const;

export interface ErrorStateProps {
  title?: string;
  /** What went wrong, in words for the member (e.g. the error's message). */
  message?: string;
  onRetry?: () => void;
  /** The retry button's text (default 重新加载). */
  retryText?: string;
  compact?: boolean;
  className?: string;
}

/** A failed load with a retry button. */
export function ErrorState({ title = ERROR_STATE_TEXT.title, message, onRetry, retryText = ERROR_STATE_TEXT.retry, compact, className }: ErrorStateProps) {
  return (
    <View className={classNames('state-panel', 'error-state', compact && 'state-panel--compact', className)}>
      <Picture alt='' className='state-panel__image' src={errorImage} mode='aspectFit' />
      <Text className='state-panel__title'>{title}</Text>
      <Text className='state-panel__description'>{message || ERROR_STATE_TEXT.description}</Text>
      {onRetry ? (
        <View className='state-panel__action'>
          <Button type='primary' fill='outline' size='small' onClick={onRetry}>{retryText}</Button>
        </View>
      ) : null}
    </View>
  );
}
