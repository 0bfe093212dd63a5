import { Text, View } from '@tarojs/components';

/** The wheel's centre button: our own view over the drawn hub, so it reads and taps alike everywhere. */
export function WheelHub({ text, busy, onTap }: { text: string; busy: boolean; onTap: () => void }) {
  return (
    <View className={`prize-wheel__hub${busy ? ' prize-wheel__hub--busy' : ''}`} data-testid='wheel-draw' onClick={onTap} ariaRole='button' ariaLabel={text}>
      <Text className='prize-wheel__hub-text'>{text}</Text>
    </View>
  );
}
