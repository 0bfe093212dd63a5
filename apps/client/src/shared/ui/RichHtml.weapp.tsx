import { Image, RichText, View } from '@tarojs/components';
import classNames from 'classnames';
import { previewImage } from './imagePreview';
import { imageSources, splitImages, type RichHtmlProps } from './richHtml';
import './RichHtml.scss';

/**
 * Mini-program version: rich-text cannot report taps on its images, so images are split out as
 * Image components (tap to preview) and the text between them stays rich text.
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const urls = imageSources(html);
  return (
    <View className={classNames('rich-html', className)}>
      {splitImages(html).map((segment, index) => (segment.kind === 'image' ? (
        <Image
          key={index}
          className='rich-html__image'
          src={segment.src}
          mode='widthFix'
          onClick={(event) => { event.stopPropagation(); previewImage(segment.src, urls); }}
        />
      ) : (
        <RichText key={index} className='rich-html__text' nodes={segment.html} />
      )))}
    </View>
  );
}
