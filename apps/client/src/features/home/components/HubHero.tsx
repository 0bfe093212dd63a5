import { Text, View } from '@tarojs/components';
import './HubHero.scss';

export interface HubHeroProps {
  title: string;
  subtitle: string;
  /** Short selling points shown as pills. */
  highlights: readonly string[];
  /** A small badge in the corner, e.g. LIVE. */
  badge?: string;
}

/** The red header card at the top of the 直播 and 学堂 hubs. */
export function HubHero({ title, subtitle, highlights, badge }: HubHeroProps) {
  return (
    <View className='hub-hero'>
      {badge ? (
        <View className='hub-hero__badge'>
          <View className='hub-hero__pulse' />
          <Text>{badge}</Text>
        </View>
      ) : null}
      <Text className='hub-hero__title'>{title}</Text>
      <Text className='hub-hero__subtitle'>{subtitle}</Text>
      <View className='hub-hero__highlights'>
        {highlights.map((item) => <Text key={item} className='hub-hero__pill'>{item}</Text>)}
      </View>
    </View>
  );
}
