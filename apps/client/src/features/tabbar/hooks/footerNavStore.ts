/**
 * The footer tabs for the whole app run (SPEC §4): fetched once, cached in storage as footerNav,
 * refetched when the network comes back; while the server cannot be reached it retries every
 * second. Every mounted TabBar reads the same store.
 */
import Taro from '@tarojs/taro';
import { NETWORK_RETRY_MS, type FooterNavItem } from '@caixue/contract';
import { RequestError } from '@/shared/request/request';
import { getItem, setItem } from '@/shared/platform/storage';
import { fetchFooterNav } from '../api';
import { FALLBACK_TABS, usableTabs } from '../model';

export interface FooterNavStore {
  /** The tabs to show now: fetched, else cached, else the two bundled ones. */
  get: () => readonly FooterNavItem[];
  subscribe: (listener: () => void) => () => void;
  /** Called by every TabBar on mount; only the first call of the app run fetches. */
  ensure: () => void;
  load: () => Promise<void>;
}

/** No connection or a time-out: worth retrying soon. A server that answered an error is not. */
function isUnreachable(error: unknown): boolean {
  return error instanceof RequestError && error.kind === 'transport' && error.code === 0;
}

export function createFooterNavStore(
  fetchTabs: () => Promise<FooterNavItem[]> = fetchFooterNav,
  retryMs: number = NETWORK_RETRY_MS,
): FooterNavStore {
  let items: readonly FooterNavItem[] | undefined;
  let fetched = false;
  let inFlight = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchingNetwork = false;
  const listeners = new Set<() => void>();

  const get = () => {
    items ??= usableTabs(getItem('footerNav')) ?? FALLBACK_TABS;
    return items;
  };

  const scheduleRetry = () => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void load();
    }, retryMs);
  };

  async function load(): Promise<void> {
    if (inFlight) return;
    inFlight = true;
    try {
      const fresh = usableTabs(await fetchTabs());
      fetched = true;
      if (fresh) {
        items = fresh;
        setItem('footerNav', [...fresh]);
        listeners.forEach((listener) => listener());
      }
    } catch (error) {
      if (isUnreachable(error)) scheduleRetry();
      else console.warn('footer nav: keeping the cached tabs', error);
    } finally {
      inFlight = false;
    }
  }

  const ensure = () => {
    if (!watchingNetwork) {
      watchingNetwork = true;
      Taro.onNetworkStatusChange(({ isConnected }) => { if (isConnected) void load(); });
    }
    if (!fetched) void load();
  };

  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    ensure,
    load,
  };
}

/** The app's one store. */
export const footerNavStore = createFooterNavStore();
