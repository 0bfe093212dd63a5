import { View } from '@tarojs/components';
import classNames from 'classnames';
import './Skeleton.scss';

export interface SkeletonBlockProps {
  /** CSS length, e.g. '60%' or '48px'. */
  width?: string;
  height?: string;
  round?: boolean;
  className?: string;
}

/** One shimmering placeholder block; compose them into the shape of what is loading. */
export function SkeletonBlock({ width = '100%', height = '14px', round, className }: SkeletonBlockProps) {
  return (
    <View
      className={classNames('skeleton-block', round && 'skeleton-block--round', className)}
      style={{ width, height }}
    />
  );
}

export interface SkeletonProps {
  /** Text lines under the title. */
  rows?: number;
  avatar?: boolean;
  title?: boolean;
  className?: string;
}

/** A generic loading placeholder: optional avatar, a title line and text lines. */
export function Skeleton({ rows = 3, avatar = false, title = true, className }: SkeletonProps) {
  return (
    <View className={classNames('skeleton', className)} aria-busy>
      {avatar ? <SkeletonBlock className='skeleton__avatar' width='44px' height='44px' round /> : null}
      <View className='skeleton__content'>
        {title ? <SkeletonBlock width='42%' height='16px' /> : null}
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonBlock key={index} className='skeleton__row' width={index === rows - 1 ? '64%' : '100%'} />
        ))}
      </View>
    </View>
  );
}
