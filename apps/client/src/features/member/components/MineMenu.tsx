import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { ArrowRight } from '@nutui/icons-react-taro';
import { SectionHead } from '@/shared/ui/SectionHead';
import './MineMenu.scss';

export interface MineMenuEntry {
  key: string;
  title: string;
  icon: ReactNode;
  /** Shown on the right before the arrow, e.g. the current font size. */
  value?: string;
  onClick: () => void;
}

/** A card of member-centre entries, one row each. */
export function MineMenu({ title, entries }: { title: string; entries: MineMenuEntry[] }) {
  return (
    <View className='mine-menu'>
      <SectionHead title={title} />
      {entries.map((entry) => (
        <View key={entry.key} className='mine-menu__row' onClick={entry.onClick}>
          <View className='mine-menu__icon'>{entry.icon}</View>
          <Text className='mine-menu__label'>{entry.title}</Text>
          {entry.value ? <Text className='mine-menu__value'>{entry.value}</Text> : null}
          <ArrowRight size={12} color='#b6bbc3' />
        </View>
      ))}
    </View>
  );
}
