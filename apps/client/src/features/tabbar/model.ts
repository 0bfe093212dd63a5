/** Pure rules of the tab bar (SPEC §2 "Tab bar", §4 "Tab bar fetched once, cached"). */
import { normalizePagePath, type FooterNavItem } from '@caixue/contract';
import homeIcon from '@/assets/tab-home.png';
import homeActiveIcon from '@/assets/tab-home-active.png';
import mineIcon from '@/assets/tab-mine.png';
import mineActiveIcon from '@/assets/tab-mine-active.png';

/** The two locally configured tabs, used when nothing is cached and the server cannot be reached. */
export const FALLBACK_TABS: readonly FooterNavItem[] = [
  { id: -1, title: '首页', link: '/pages/index/index', icon: homeIcon, iconActive: homeActiveIcon },
  { id: -2, title: '我的', link: '/pages/mine/index/index', icon: mineIcon, iconActive: mineActiveIcon },
];

/** '/', '/pages/index' and '/pages/index/index' are all the home page. */
function pageKey(path: string): string {
  const normalized = normalizePagePath(path);
  return normalized === '' ? '/pages' : normalized;
}

function parseQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [key, value = ''] = pair.split('=');
    result[decodeURIComponent(key)] = decodeURIComponent(value);
  }
  return result;
}

/**
 * Whether a tab's link is the page on screen. A link with a query (the information tab is the news
 * list with id=15) matches only when the page was opened with the same values.
 */
export function linkMatchesPage(link: string, pagePath: string, params: Record<string, string | undefined> = {}): boolean {
  const [linkPath, linkQuery = ''] = link.split('?');
  if (pageKey(linkPath) !== pageKey(pagePath)) return false;
  return Object.entries(parseQuery(linkQuery)).every(([key, value]) => params[key] === value);
}

export function isHomeLink(link: string): boolean {
  return pageKey(link.split('?')[0]) === '/pages';
}

/** The tab for the page on screen; the home tab when none matches (SPEC: home selected by default). */
export function selectedTabIndex(
  items: readonly FooterNavItem[],
  pagePath: string,
  params: Record<string, string | undefined> = {},
): number {
  const matching = items.findIndex((item) => linkMatchesPage(item.link, pagePath, params));
  if (matching >= 0) return matching;
  const home = items.findIndex((item) => isHomeLink(item.link));
  return Math.max(home, 0);
}

/** The server's list when it has entries; an empty answer would leave no way around the app. */
export function usableTabs(fromServer: readonly FooterNavItem[] | undefined): readonly FooterNavItem[] | undefined {
  return fromServer && fromServer.length > 0 ? fromServer : undefined;
}
