import { View } from '@tarojs/components';
import { EMOJI_PAGES } from '../model';
import { EmojiPages } from './EmojiPages';
import './EmojiPanel.scss';

/** The emoji picker under the input: 6 swipeable pages of 24; a tap inserts into the input. */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <View className='emoji-panel'>
      <EmojiPages pages={EMOJI_PAGES} onPick={onPick} />
    </View>
  );
}
