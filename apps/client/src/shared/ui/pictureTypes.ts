import type { ImageProps } from '@tarojs/components';

/** Props of Picture, shared by the mini-program (Picture.tsx) and browser (Picture.h5.tsx) versions. */
export interface PictureProps extends Omit<ImageProps, 'imgProps' | 'ariaLabel'> {
  /**
   * What the picture shows, for screen readers and when it fails to load: a banner's or a cover's title.
   * '' for a picture the text beside it already says (an avatar beside the name, an icon beside its label).
   */
  alt: string;
}
