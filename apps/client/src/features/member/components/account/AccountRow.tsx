import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { ArrowRight } from '@nutui/icons-react-taro';
import classNames from 'classnames';
import './account.scss';
import { Picture } from '@/shared/ui/Picture';

export interface AccountRowProps {
  title: string;
  value?: ReactNode;
  /** A round picture on the right (the avatar row). */
  image?: string;
  /** Grey placeholder text when there is no value. */
  placeholder?: string;
  onClick?: () => void;
  danger?: boolean;
  /** Hides the arrow on rows that do not open anything. */
  plain?: boolean;
  className?: string;
}

/** One row of a grouped settings list: title left, value (or picture) and arrow right. */
export function AccountRow({ title, value, image, placeholder, onClick, danger, plain, className }: AccountRowProps) {
  const empty = value === undefined || value === null || value === '';
  return (
    <View
      className={classNames('account-row', onClick && 'account-row--pressable', danger && 'account-row--danger', plain && 'account-row--plain', className)}
      onClick={onClick}
    >
      <Text className='account-row__title'>{title}</Text>
      <View className='account-row__value'>
        {image ? <Picture alt='' className='account-row__image' src={image} mode='aspectFill' /> : null}
        {!image && empty && placeholder ? <Text className='account-row__placeholder'>{placeholder}</Text> : null}
        {!empty ? <Text className='account-row__text'>{value}</Text> : null}
      </View>
      {plain ? null : <ArrowRight className='account-row__arrow' size={12} color='#b6bbc3' />}
    </View>
  );
}

export function AccountGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className='account-group'>
      {title ? <Text className='account-group__title'>{title}</Text> : null}
      <View className='account-group__body'>{children}</View>
    </View>
  );
}
