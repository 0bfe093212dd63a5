import { Text, View } from '@tarojs/components';
import { Carousel } from '@/shared/ui/Carousel';
import { EMOJI_PAGES } from '../model';
import './EmojiPanel.scss';

/** The emoji picker under the input: 6 swipeable pages of 24; a tap inserts into the input. */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <View className='emoji-panel'>
      <Carousel className='emoji-pages' interval={0} dots='dark'>
        {EMOJI_PAGES.map((page, pageIndex) => (
          <View key={pageIndex} className='emoji-page'>
            {page.map((emoji) => (
              <Text key={emoji} className='emoji-item' onClick={() => onPick(emoji)}>{emoji}</Text>
            ))}
          </View>
        ))}
      </Carousel>
    </View>
  );
}
