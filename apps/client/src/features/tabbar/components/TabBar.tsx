import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { TAB_INACTIVE_COLOR, TINT } from '@caixue/contract';
import { redirectTo } from '@/shared/navigation/navigation';
import { imageUrl } from '@/shared/ui/imageUrl';
import { footerNavStore, type FooterNavStore } from '../hooks/footerNavStore';
import { useFooterNav } from '../hooks/useFooterNav';
import { linkMatchesPage, selectedTabIndex } from '../model';
import './TabBar.scss';
import { Picture } from '@/shared/ui/Picture';

/** The bottom tab bar of the tab pages (SPEC §2): server items, red when selected, black otherwise. */
export function TabBar({ store = footerNavStore }: { store?: FooterNavStore }) {
  const items = useFooterNav(store);
  const router = useRouter();
  const path = router.path ?? '/';
  const pageIndex = selectedTabIndex(items, path, router.params);
  // A tap on the page's own tab only marks it; remembered by id so a refreshed list keeps it.
  const [markedId, setMarkedId] = useState<number>();
  const markedIndex = items.findIndex((item) => item.id === markedId);
  const selected = markedIndex >= 0 ? markedIndex : pageIndex;

  return (
    <View className='tabbar'>
      {items.map((item, index) => {
        const active = index === selected;
        const onTap = () => {
          if (linkMatchesPage(item.link, path, router.params)) setMarkedId(item.id);
          else void redirectTo(item.link);
        };
        return (
          <View
            key={item.id}
            className={classNames('tabbar-item', active && 'tabbar-item--active')}
            onClick={onTap}
          >
            <Picture alt='' className='tabbar-item__icon' src={imageUrl(active ? item.iconActive : item.icon)} mode='aspectFit' />
            <Text className='tabbar-item__title' style={{ color: active ? TINT : TAB_INACTIVE_COLOR }}>{item.title}</Text>
          </View>
        );
      })}
    </View>
  );
}
