import { useEffect, useSyncExternalStore } from 'react';
import type { FooterNavItem } from '@caixue/contract';
import { footerNavStore, type FooterNavStore } from './footerNavStore';

export function useFooterNav(store: FooterNavStore = footerNavStore): readonly FooterNavItem[] {
  const items = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => store.ensure(), [store]);
  return items;
}
