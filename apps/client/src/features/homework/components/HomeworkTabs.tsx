import { Text, View } from '@tarojs/components';
import './HomeworkTabs.scss';

export interface HomeworkTab<K extends string> {
  key: K;
  label: string;
  /** A count after the label (hidden when absent). */
  count?: number;
}

/** The segmented tabs of the homework lists (待完成 / 已提交 / 已批改, 待批改 / 已批改 / 全部). */
export function HomeworkTabs<K extends string>({ tabs, active, onSelect }: { tabs: HomeworkTab<K>[]; active: K; onSelect: (key: K) => void }) {
  return (
    <View className='hw-tabs' role='tablist'>
      {tabs.map((tab) => (
        <View
          key={tab.key}
          role='tab'
          aria-selected={tab.key === active}
          className={`hw-tabs__item${tab.key === active ? ' hw-tabs__item--active' : ''}`}
          data-tab={tab.key}
          onClick={() => onSelect(tab.key)}
        >
          <Text className='hw-tabs__label'>{tab.label}</Text>
          {tab.count ? <Text className='hw-tabs__count'>{tab.count > 99 ? '99+' : tab.count}</Text> : null}
        </View>
      ))}
    </View>
  );
}
