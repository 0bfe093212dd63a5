/**
 * The footer tabs for the whole app run (SPEC §4): fetched once, cached in storage as footerNav,
 * refetched when the network comes back; while the server cannot be reached it retries every
 * second. Every mounted TabBar reads the same list.
 */
import Taro from '@tarojs/taro';
import { NETWORK_RETRY_MS, type FooterNavItem } from '@caixue/contract';
import { RequestError } from '@/shared/request';
import { getItem, setItem } from '@/shared/storage';
import { fetchFooterNav } from '../api';
import { FALLBACK_TABS, usableTabs } from '../model';

type Listener = () => void;

let items: readonly FooterNavItem[] | undefined;
let fetchedThisRun = false;
let inFlight = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let watchingNetwork = false;
const listeners = new Set<Listener>();

export function getFooterNav(): readonly FooterNavItem[] {
  items ??= usableTabs(getItem('footerNav')) ?? FALLBACK_TABS;
  return items;
}

export function subscribeFooterNav(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** No connection or a time-out: worth retrying soon. A server that answered an error is not. */
function isUnreachable(error: unknown): boolean {
  return error instanceof RequestError && error.kind === 'transport' && error.code === 0;
}

function scheduleRetry(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void loadFooterNav();
  }, NETWORK_RETRY_MS);
}

export async function loadFooterNav(): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  try {
    const fresh = usableTabs(await fetchFooterNav());
    fetchedThisRun = true;
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

function watchNetwork(): void {
  if (watchingNetwork) return;
  watchingNetwork = true;
  Taro.onNetworkStatusChange(({ isConnected }) => {
    if (isConnected) void loadFooterNav();
  });
}

/** Called by every TabBar on mount; only the first call of the app run fetches. */
export function ensureFooterNav(): void {
  watchNetwork();
  if (!fetchedThisRun) void loadFooterNav();
}
