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
  /** A red count pill (e.g. unread messages); nothing when empty. */
  badge?: string;
  onClick: () => void;
}

/** A card of member-centre entries, one row each. */
export function MineMenu({ title, entries }: { title: string; entries: MineMenuEntry[] }) {
  return (
    <View className='mine-menu'>
      <SectionHead title={title} />
      {entries.map((entry) => (
        <View key={entry.key} className={`mine-menu__row mine-entry--${entry.key}`} onClick={entry.onClick}>
          <View className='mine-menu__icon'>{entry.icon}</View>
          <Text className='mine-menu__label'>{entry.title}</Text>
          {entry.badge ? <Text className='mine-badge'>{entry.badge}</Text> : null}
          {entry.value ? <Text className='mine-menu__value'>{entry.value}</Text> : null}
          <ArrowRight size={12} color='#b6bbc3' />
        </View>
      ))}
    </View>
  );
}

/** The most used entries as a row of big icons under the profile (like the stock apps' member pages). */
export function MineGrid({ entries }: { entries: MineMenuEntry[] }) {
  return (
    <View className='mine-grid'>
      {entries.map((entry) => (
        <View key={entry.key} className={`mine-grid__item mine-entry--${entry.key}`} onClick={entry.onClick}>
          <View className='mine-grid__icon'>
            {entry.icon}
            {entry.badge ? <Text className='mine-badge mine-grid__badge'>{entry.badge}</Text> : null}
          </View>
          <Text className='mine-grid__label'>{entry.title}</Text>
        </View>
      ))}
    </View>
  );
}
