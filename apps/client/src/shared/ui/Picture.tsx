import { Image, type ImageProps } from '@tarojs/components';

export interface PictureProps extends Omit<ImageProps, 'imgProps' | 'ariaLabel'> {
  /**
   * What the picture shows, for screen readers and when it fails to load: a banner's or a cover's title.
   * '' for a picture the text beside it already says (an avatar beside the name, an icon beside its label).
   */
  alt: string;
}

/** The app's picture: Taro's Image with its text alternative (the H5 img's alt, the weapp image's aria-label). */
export function Picture({ alt, ...props }: PictureProps) {
  if (process.env.TARO_ENV === 'h5') return <Image {...props} imgProps={{ alt }} />;
  return <Image {...props} ariaLabel={alt || undefined} />;
}
