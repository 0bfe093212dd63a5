import { Image } from '@tarojs/components';
import type { PictureProps } from './pictureTypes';

export type { PictureProps } from './pictureTypes';

/** The app's picture on the mini-program: Taro's image with its text alternative as aria-label. */
export function Picture({ alt, ...props }: PictureProps) {
  return <Image {...props} ariaLabel={alt || undefined} />;
}
