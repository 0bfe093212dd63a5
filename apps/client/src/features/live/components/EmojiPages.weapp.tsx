import { useState } from 'react';
import { Swiper, SwiperItem, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { EmojiPagesProps } from './emojiTypes';

/** Mini-program version: the native swiper, one page of 24 per item, with dots. */
export function EmojiPages({ pages, onPick }: EmojiPagesProps) {
  const [index, setIndex] = useState(0);
  return (
    <View className='emoji-pages'>
      <Swiper className='emoji-pages__swiper' current={index} onChange={(event) => setIndex(event.detail.current)}>
        {pages.map((page, pageIndex) => (
          <SwiperItem key={pageIndex}>
            <View className='emoji-page'>
              {page.map((emoji) => (
                <Text key={emoji} className='emoji-item' onClick={() => onPick(emoji)}>{emoji}</Text>
              ))}
            </View>
          </SwiperItem>
        ))}
      </Swiper>
      <View className='emoji-pages__dots'>
        {pages.map((_, dot) => (
          <View key={dot} className={classNames('emoji-pages__dot', dot === index && 'emoji-pages__dot--active')} onClick={() => setIndex(dot)} />
        ))}
      </View>
    </View>
  );
}
