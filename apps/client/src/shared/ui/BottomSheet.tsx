import type { ReactNode } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import './BottomSheet.scss';

export interface BottomSheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** data-testid of the sheet. */
  testId?: string;
}

/**
 * A titled bottom sheet over a dimmed page, its body scrolling (the coupon centre, the checkout's
 * coupon picker). Built from Taro View/Text so it renders in unit tests too; mount it only while open.
 */
export function BottomSheet({ title, onClose, children, className, testId }: BottomSheetProps) {
  return (
    <View className='bottom-sheet-mask' onClick={onClose} catchMove>
      <View className={classNames('bottom-sheet', className)} data-testid={testId} onClick={(event) => event.stopPropagation()}>
        <View className='bottom-sheet__head'>
          <Text className='bottom-sheet__title'>{title}</Text>
          <View role='button' className='bottom-sheet__close' aria-label='关闭' onClick={onClose}><Text>×</Text></View>
        </View>
        <ScrollView scrollY className='bottom-sheet__body'>{children}</ScrollView>
      </View>
    </View>
  );
}
