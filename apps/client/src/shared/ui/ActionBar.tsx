import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './ActionBar.scss';

export interface ActionBarItem {
  /** Names the item's class (`news-actions__<key>`). */
  key: string;
  icon: ReactNode;
  label: string;
  on?: boolean;
  onClick: () => void;
}

/**
 * The bar fixed at the foot of a content page (news, viewpoints): the 写评论 entry, then icon
 * buttons (comments, like, favorite, share). The page leaves room for it (64 px + safe area).
 */
export function ActionBar({ entry, onEntry, items }: { entry: string; onEntry: () => void; items: ActionBarItem[] }) {
  return (
    <View className='news-actions'>
      <View className='news-actions__entry' onClick={onEntry}>
        <Text>{entry}</Text>
      </View>
      {items.map((item) => (
        <View key={item.key} className={`news-actions__item news-actions__${item.key}${item.on ? ' news-actions__item--on' : ''}`} onClick={item.onClick}>
          {item.icon}
          <Text>{item.label}</Text>
        </View>
      ))}
    </View>
  );
}
