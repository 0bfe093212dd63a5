import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
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
      style={{ width: designSize(width), height: designSize(height) }}
    />
  );
}

/**
 * Px in the design's units (375 wide), as the stylesheets are written: the build turns stylesheet px into
 * rem / rpx, and inline styles need the same (Taro.pxTransform), or a placeholder is smaller than what it
 * stands for on wider phones and the page jumps when the content comes.
 */
function designSize(size: string): string {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(size);
  return px ? Taro.pxTransform(Number(px[1])) : size;
}

/**
 * A placeholder line for a text that is loading: it takes the text's class (so its font size and line
 * height, and the space it will take) and shows a shimmering block of `width`. No layout shift when the text comes.
 */
export function SkeletonText({ className, width = '60%', lines = 1 }: { className: string; width?: string; lines?: number }) {
  return (
    <Text className={classNames(className, 'skeleton-text')}>
      {Array.from({ length: lines }, (_, index) => (
        <Text key={index} className='skeleton-block skeleton-text__block' style={{ width: index === lines - 1 ? width : '100%' }}>{'\u3000'}</Text>
      ))}
    </Text>
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
