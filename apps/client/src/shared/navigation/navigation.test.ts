import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { HOME_PAGE_URL, LOGIN_PAGE_URL } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import {
  currentPageUrl, decideRoute, goToLogin, navigateBack, navigateTo, reLaunch, redirectTo, returnAfterLogin, toPageFileUrl, useRouteGuard,
} from './navigation';
import { getItem, setItem } from '../platform/storage';

const toLogin = { redirect: LOGIN_PAGE_URL };
const toHome = { redirect: HOME_PAGE_URL };

describe('decideRoute', () => {
  it.each([
    '/', '/pages/index', '/pages/index/index', '/pages/404/index', '/pages/news/details/index?id=3',
    '/pages/mine/index/index', '/pages/login/index/index', '/pages/login/mobile/index', '/pages/playback/detail/index',
  ])('lets a visitor open the public page %s', (path) => {
    expect(decideRoute(path, false)).toBe('allow');
  });

  it.each(['/pages/mine/course/index', '/pages/goods/order/index', '/pages/mine/noPermission/index', '/pages/unknown/thing'])(
    'sends a visitor from %s to login', (path) => {
      expect(decideRoute(path, false)).toEqual(toLogin);
    },
  );

  it.each(['/pages/login/index/index', '/pages/login/mobile/index', '/pages/login/register/index?from=x'])(
    'sends a member from the login page %s home', (path) => {
      expect(decideRoute(path, true)).toEqual(toHome);
    },
  );

  it('lets a member open protected pages', () => {
    expect(decideRoute('/pages/mine/course/index', true)).toBe('allow');
  });
});

describe('toPageFileUrl', () => {
  it('maps the home aliases to the home page file and keeps the query', () => {
    expect(toPageFileUrl('/')).toBe('/pages/index/index');
    expect(toPageFileUrl('/?a=1')).toBe('/pages/index/index?a=1');
    expect(toPageFileUrl('/pages/index')).toBe('/pages/index/index');
    expect(toPageFileUrl('/pages/news/list/index?id=15')).toBe('/pages/news/list/index?id=15');
  });
});

describe('navigation helpers', () => {
  it('open an allowed page and record it as the last visited url', async () => {
    await navigateTo('/pages/news/details/index?id=5');
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/news/details/index?id=5' }]);
    expect(getItem('lastPageUrl')).toBe('/pages/news/details/index?id=5');
  });

  it('send a visitor to login instead of a protected page, without opening it first, and remember it', async () => {
    await navigateTo('/pages/mine/course/index?tab=2');
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: LOGIN_PAGE_URL }]);
    expect(getItem('lastPageUrl')).toBe('/pages/mine/course/index?tab=2');
  });

  it('send a member from a login page home on a fresh stack, and do not record login pages', async () => {
    setItem('token', 'tok');
    setItem('lastPageUrl', '/pages/news/list/index');
    await redirectTo('/pages/login/mobile/index');
    expect(taroMock.navigations).toEqual([{ method: 'reLaunch', url: '/pages/index/index' }]);
    expect(getItem('lastPageUrl')).toBe('/pages/news/list/index');
  });

  it('use the method asked for', async () => {
    await redirectTo('/pages/news/list/index');
    await reLaunch('/');
    expect(taroMock.navigations.map((n) => n.method)).toEqual(['redirectTo', 'reLaunch']);
    expect(taroMock.pages).toEqual([{ route: 'pages/index/index', options: {} }]);
  });

  it('fall back to reLaunch when navigateTo is refused (weapp tab pages, full stack)', async () => {
    setItem('token', 'tok');
    taroMock.failNavigation('navigateTo');
    await navigateTo('/pages/page/index/index');
    expect(taroMock.navigations.map((n) => n.method)).toEqual(['navigateTo', 'reLaunch']);
    expect(taroMock.currentPage.route).toBe('pages/page/index/index');
  });

  it('goToLogin opens the login page above the current one', async () => {
    taroMock.setPages('/pages/index/index', '/pages/mine/index/index');
    await goToLogin();
    expect(taroMock.pages.map((p) => p.route)).toEqual(['pages/index/index', 'pages/mine/index/index', 'pages/login/index/index']);
  });

  it('navigateBack goes back, or home when the page was opened directly', async () => {
    taroMock.setPages('/pages/index/index', '/pages/news/list/index');
    await navigateBack();
    expect(taroMock.pages.map((p) => p.route)).toEqual(['pages/index/index']);
    taroMock.setPages('/pages/news/details/index?id=1');
    await navigateBack();
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/index/index' });
  });
});

describe('returnAfterLogin', () => {
  it('goes back to the recorded page with its query', async () => {
    setItem('token', 'tok');
    setItem('lastPageUrl', '/pages/mine/course/index?tab=2');
    await returnAfterLogin();
    expect(taroMock.pages).toEqual([{ route: 'pages/mine/course/index', options: { tab: '2' } }]);
  });

  it('goes home when nothing was recorded', async () => {
    setItem('token', 'tok');
    await returnAfterLogin();
    expect(taroMock.navigations).toEqual([{ method: 'reLaunch', url: '/pages/index/index' }]);
  });
});

describe('currentPageUrl', () => {
  it('is the current page path with its query, without Taro’s own params', () => {
    taroMock.setPages('/pages/index/index', '/pages/news/details/index?id=9&$taroTimestamp=123&from=share');
    expect(currentPageUrl()).toBe('/pages/news/details/index?id=9&from=share');
  });
});

describe('useRouteGuard', () => {
  it('allows a public page and records it', () => {
    taroMock.setPages('/pages/news/list/index?id=15');
    const { result } = renderHook(() => useRouteGuard());
    expect(result.current).toBe(true);
    expect(getItem('lastPageUrl')).toBe('/pages/news/list/index?id=15');
    expect(taroMock.navigations).toEqual([]);
  });

  it('does not render a protected page for a visitor and replaces it with login', () => {
    taroMock.setPages('/pages/index/index', '/pages/mine/course/index?tab=1');
    const { result } = renderHook(() => useRouteGuard());
    expect(result.current).toBe(false);
    expect(taroMock.navigations).toEqual([{ method: 'redirectTo', url: LOGIN_PAGE_URL }]);
    expect(getItem('lastPageUrl')).toBe('/pages/mine/course/index?tab=1');
  });

  it('sends a member on a login page home without recording it, keeping the page drawn meanwhile', () => {
    setItem('token', 'tok');
    taroMock.setPages('/pages/login/index/index');
    const { result } = renderHook(() => useRouteGuard());
    expect(result.current).toBe(true);
    expect(taroMock.navigations).toEqual([{ method: 'reLaunch', url: '/pages/index/index' }]);
    expect(getItem('lastPageUrl')).toBeUndefined();
  });

  it('checks again each time the page shows (e.g. after a logout elsewhere)', () => {
    setItem('token', 'tok');
    taroMock.setPages('/pages/mine/course/index');
    const { result, rerender } = renderHook(() => useRouteGuard());
    expect(result.current).toBe(true);
    expect(taroMock.navigations).toEqual([]);
    taroMock.storage.delete('token');
    taroMock.triggerShow();
    expect(taroMock.navigations).toEqual([{ method: 'redirectTo', url: LOGIN_PAGE_URL }]);
    rerender();
    expect(result.current).toBe(false);
  });
});
