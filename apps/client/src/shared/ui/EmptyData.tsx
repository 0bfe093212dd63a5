import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { TEXT } from '@caixue/contract';
import emptyImage from '@/assets/empty.png';
import './StatePanel.scss';
import { Picture } from './Picture';

export interface EmptyDataProps {
  text?: string;
  description?: string;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Less vertical space, for use inside a card. */
  compact?: boolean;
  className?: string;
}

/** The empty-list placeholder (SPEC §2 "Empty lists show an empty-data placeholder"). */
export function EmptyData({ text = TEXT.emptyData, description, action, compact, className }: EmptyDataProps) {
  return (
    <View className={classNames('state-panel', 'empty-data', compact && 'state-panel--compact', className)}>
      <Picture alt='' className='state-panel__image' src={emptyImage} mode='aspectFit' />
      <Text className='state-panel__title'>{text}</Text>
      {description ? <Text className='state-panel__description'>{description}</Text> : null}
      {action ? <View className='state-panel__action'>{action}</View> : null}
    </View>
  );
}
