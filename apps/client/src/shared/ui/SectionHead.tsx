import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './SectionHead.scss';

export interface SectionHeadProps {
  title: string;
  subtitle?: string;
  /** Right-aligned extra, e.g. a 更多 link. */
  extra?: ReactNode;
}

/** The heading of a card section: a red mark, the title and a grey subtitle. */
export function SectionHead({ title, subtitle, extra }: SectionHeadProps) {
  return (
    <View className='section-head'>
      <Text className='section-head__title'>{title}</Text>
      {subtitle ? <Text className='section-head__subtitle'>{subtitle}</Text> : null}
      {extra ? <View className='section-head__extra'>{extra}</View> : null}
    </View>
  );
}
