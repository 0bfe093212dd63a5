/**
 * Page navigation with the route guard applied before the page opens (SPEC §2 "Access without
 * login"): no flash of a protected page, and the last visited URL recorded for the return after
 * login. Works on H5 (Taro's browser router) and weapp (paths without the '/' alias).
 */
import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { HOME_PAGE_URL, LOGIN_PAGE_URL, isLoginPage, isPublicPage, normalizePagePath } from '@caixue/contract';
import { isLoggedIn } from '../session/auth';
import { getItem, setItem } from '../platform/storage';

export type RouteDecision = 'allow' | { redirect: string };
type NavigateMethod = 'navigateTo' | 'redirectTo' | 'reLaunch';

/** The page file behind the '/' alias; weapp knows only this one. */
export const HOME_PAGE_PATH = '/pages/index/index';

/** Pure guard rule: visitors stay on public pages, members skip the login pages. */
export function decideRoute(path: string, hasToken: boolean): RouteDecision {
  if (!hasToken && !isPublicPage(path)) return { redirect: LOGIN_PAGE_URL };
  if (hasToken && isLoginPage(path)) return { redirect: HOME_PAGE_URL };
  return 'allow';
}

/** Maps '/' and '/pages/index' to the home page file, keeping the query. */
export function toPageFileUrl(url: string): string {
  const [path, query] = splitQuery(url);
  const file = normalizePagePath(path) === '/pages' || normalizePagePath(path) === '' ? HOME_PAGE_PATH : path;
  return query ? `${file}?${query}` : file;
}

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** Query keys Taro adds to a page's params on H5; they are not part of the page's address. */
const TARO_INTERNAL_PARAMS = new Set(['$taroTimestamp', 'stamp']);

export function pageUrl(path: string, params: Record<string, string | undefined> = {}): string {
  const base = `/${path.split('?')[0].replace(/^\/+/, '')}`;
  const query = Object.entries(params)
    .filter(([key, value]) => value !== undefined && !TARO_INTERNAL_PARAMS.has(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value as string)}`)
    .join('&');
  return query ? `${base}?${query}` : base;
}

/** The current page's address with its query, e.g. '/pages/news/details/index?id=3'. */
export function currentPageUrl(): string {
  const router = Taro.getCurrentInstance()?.router;
  return router?.path ? pageUrl(router.path, router.params) : HOME_PAGE_URL;
}

function recordVisit(url: string): void {
  if (!isLoginPage(url)) setItem('lastPageUrl', url);
}

async function callTaro(method: NavigateMethod, url: string): Promise<void> {
  const fileUrl = toPageFileUrl(url);
  try {
    await Taro[method]({ url: fileUrl });
  } catch (error) {
    // navigateTo fails for weapp tab pages and beyond 10 stacked pages; reLaunch opens any page.
    if (method === 'reLaunch') throw error;
    await Taro.reLaunch({ url: fileUrl });
  }
}

async function openPage(method: NavigateMethod, url: string): Promise<void> {
  const decision = decideRoute(url, isLoggedIn());
  recordVisit(url);
  if (decision === 'allow') return callTaro(method, url);
  // A member sent home from a login page starts a fresh stack; a visitor keeps the page it came from.
  return callTaro(decision.redirect === HOME_PAGE_URL ? 'reLaunch' : method, decision.redirect);
}

export function navigateTo(url: string): Promise<void> {
  return openPage('navigateTo', url);
}

export function redirectTo(url: string): Promise<void> {
  return openPage('redirectTo', url);
}

export function reLaunch(url: string): Promise<void> {
  return openPage('reLaunch', url);
}

/** Back one page; a page opened directly (no history, e.g. a shared H5 link) goes home instead. */
export async function navigateBack(): Promise<void> {
  if (Taro.getCurrentPages().length > 1) {
    await Taro.navigateBack({ delta: 1 });
    return;
  }
  await reLaunch(HOME_PAGE_URL);
}

export function goToLogin(): Promise<void> {
  return navigateTo(LOGIN_PAGE_URL);
}

/** For a member-only action (like, comment, follow): true when a visitor was sent to login instead. */
export function sentToLogin(): boolean {
  if (isLoggedIn()) return false;
  void goToLogin();
  return true;
}

/** After a login: back to the recorded last page, else home. */
export function returnAfterLogin(): Promise<void> {
  const last = getItem('lastPageUrl');
  return reLaunch(last && !isLoginPage(last) ? last : HOME_PAGE_URL);
}

/**
 * Called by every page (through PageShell). Each time the page shows it records the visit and
 * sends a visitor on a protected page to login (replacing the page, so Back does not return to it)
 * and a member on a login page home. Returns whether the page may render: false only for a visitor
 * on a protected page, which must never flash; a login page stays drawn while a fresh login
 * navigates away from it.
 */
export function useRouteGuard(): boolean {
  const router = useRouter();
  const url = pageUrl(router.path ?? HOME_PAGE_URL, router.params);
  useDidShow(() => {
    const decision = decideRoute(url, isLoggedIn());
    recordVisit(url);
    if (decision === 'allow') return;
    void callTaro(decision.redirect === HOME_PAGE_URL ? 'reLaunch' : 'redirectTo', decision.redirect);
  });
  const decision = decideRoute(url, isLoggedIn());
  return decision === 'allow' || decision.redirect !== LOGIN_PAGE_URL;
}
