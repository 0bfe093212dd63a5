import { useEffect, useSyncExternalStore } from 'react';
import type { FooterNavItem } from '@caixue/contract';
import { ensureFooterNav, getFooterNav, subscribeFooterNav } from './footerNavStore';

export function useFooterNav(): readonly FooterNavItem[] {
  const items = useSyncExternalStore(subscribeFooterNav, getFooterNav, getFooterNav);
  useEffect(ensureFooterNav, []);
  return items;
}
