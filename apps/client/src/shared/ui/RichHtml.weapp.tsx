import { useState } from 'react';
import { RichText, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { previewImage } from './imagePreview';
import { compressRows, expandRowsText, imageSources, splitImages, type RichHtmlProps } from './richHtml';
import './RichHtml.scss';
import { Picture } from './Picture';

/**
 * Mini-program version: rich-text cannot report taps on its images, so images are split out as
 * Image components (tap to preview) and the text between them stays rich text. Tables over 50
 * rows show 50 until expanded (SPEC §9).
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const [expanded, setExpanded] = useState(false);
  const compressed = compressRows(html);
  // Expanding shows the hidden table rows; over-long text rows stay flattened.
  const shown = expanded ? compressRows(html, { allTableRows: true }).html : compressed.html;
  const urls = imageSources(html);
  return (
    <View className={classNames('rich-html', className)}>
      {splitImages(shown).map((segment, index) => (segment.kind === 'image' ? (
        <Picture alt=''
          key={index}
          className='rich-html__image'
          src={segment.src}
          mode='widthFix'
          onClick={(event) => { event.stopPropagation(); previewImage(segment.src, urls); }}
        />
      ) : (
        <RichText key={index} className='rich-html__text' nodes={segment.html} />
      )))}
      {!expanded && compressed.hidden > 0 ? (
        <View className='rich-html__expand' onClick={() => setExpanded(true)}><Text>{expandRowsText(compressed.hidden)}</Text></View>
      ) : null}
    </View>
  );
}
