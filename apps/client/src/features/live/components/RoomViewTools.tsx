import { Text, View } from '@tarojs/components';
import { LIVE_UI_TEXT } from './liveText';

/** The nav bar's view tools of the text room: raise or restore the message list, full screen. */
export function RoomViewTools({ raised, onToggleHeight, onFullscreen }: {
  raised: boolean;
  onToggleHeight: () => void;
  onFullscreen: () => void;
}) {
  return (
    <View className='chat-nav-tools'>
      <View role='button' className='chat-nav-tool chat-height-toggle' onClick={onToggleHeight} aria-label={raised ? LIVE_UI_TEXT.restore : LIVE_UI_TEXT.raise}>
        <Text className='chat-nav-tool__glyph'>{raised ? '⇩' : '⇧'}</Text>
        <Text className='chat-nav-tool__label'>{raised ? LIVE_UI_TEXT.restore : LIVE_UI_TEXT.raise}</Text>
      </View>
      <View role='button' className='chat-nav-tool chat-fullscreen-toggle' onClick={onFullscreen} aria-label={LIVE_UI_TEXT.fullscreen}>
        <Text className='chat-nav-tool__glyph'>⤢</Text>
        <Text className='chat-nav-tool__label'>{LIVE_UI_TEXT.fullscreen}</Text>
      </View>
    </View>
  );
}
