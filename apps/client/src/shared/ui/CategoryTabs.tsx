import { ScrollView, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import './CategoryTabs.scss';

/** SPEC §9: tabs are centred when there are 4 or fewer. */
export const CENTRED_TAB_LIMIT = 4;

export interface CategoryTab {
  id: number;
  label: string;
  /** Shows a lock after the label (the caller lacks the tab's module). */
  locked?: boolean;
}

export interface CategoryTabsProps<T extends CategoryTab> {
  tabs: T[];
  activeId: number;
  onSelect: (tab: T) => void;
  /** Hide the bar when there is only one tab (the live room tabs). */
  hideSingle?: boolean;
  className?: string;
}

/** Roughly where the active tab starts, so it shows with one tab before it (tabs are up to 120 px). */
function activeLeft(tabs: CategoryTab[], activeId: number): number {
  const index = tabs.findIndex((tab) => tab.id === activeId);
  return Math.max(0, (index - 1) * 96);
}

/**
 * A bar of category tabs (live rooms, news categories, course categories): centred when there are
 * 4 or fewer, else a horizontal scroller that keeps the active tab in view.
 */
export function CategoryTabs<T extends CategoryTab>({ tabs, activeId, onSelect, hideSingle, className }: CategoryTabsProps<T>) {
  if (tabs.length === 0 || (hideSingle && tabs.length <= 1)) return null;
  const centred = tabs.length <= CENTRED_TAB_LIMIT;
  const items = tabs.map((tab) => {
    const active = tab.id === activeId;
    return (
      <View
        key={tab.id}
        className={classNames('category-tab', active && 'category-tab--active')}
        data-id={tab.id}
        onClick={() => { if (!active) onSelect(tab); }}
      >
        <Text className='category-tab__title'>{tab.label}</Text>
        {tab.locked ? <Text className='category-tab__lock'>🔒</Text> : null}
      </View>
    );
  });
  return centred ? (
    <View className={classNames('category-tabs category-tabs--centred', className)}>{items}</View>
  ) : (
    <ScrollView className={classNames('category-tabs category-tabs--scroll', className)} scrollX enhanced showScrollbar={false} scrollLeft={activeLeft(tabs, activeId)}>
      <View className='category-tabs__track'>{items}</View>
    </ScrollView>
  );
}
