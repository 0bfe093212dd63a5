import { describe, expect, it } from 'vitest';
import type { FooterNavItem } from '@caixue/contract';
import { FALLBACK_TABS, isHomeLink, linkMatchesPage, selectedTabIndex, usableTabs } from './model';

const tab = (id: number, link: string): FooterNavItem => ({ id, title: `t${id}`, link, icon: 'i', iconActive: 'a' });
const THREE_TABS = [tab(1, '/pages/index/index'), tab(2, '/pages/news/list/index?id=15'), tab(3, '/pages/mine/index/index')];

describe('tab bar model', () => {
  it('treats /, /pages/index and /pages/index/index as the home page', () => {
    expect(isHomeLink('/pages/index/index')).toBe(true);
    expect(linkMatchesPage('/pages/index/index', '/')).toBe(true);
    expect(linkMatchesPage('/pages/index/index', '/pages/index')).toBe(true);
    expect(linkMatchesPage('/', '/pages/index/index')).toBe(true);
    expect(linkMatchesPage('/pages/index/index', '/pages/page/index/index')).toBe(false);
  });

  it('tells the two tab hubs apart', () => {
    expect(linkMatchesPage('/pages/page/index/index', '/pages/page/index2/index')).toBe(false);
    expect(linkMatchesPage('/pages/page/index2/index', '/pages/page/index2/index')).toBe(true);
  });

  it('matches a link with a query only on the page opened with those values', () => {
    expect(linkMatchesPage('/pages/news/list/index?id=15', '/pages/news/list/index', { id: '15' })).toBe(true);
    expect(linkMatchesPage('/pages/news/list/index?id=15', '/pages/news/list/index', { id: '16' })).toBe(false);
    expect(linkMatchesPage('/pages/news/list/index?id=15', '/pages/news/list/index')).toBe(false);
  });

  it('selects the tab of the page on screen, else home', () => {
    expect(selectedTabIndex(THREE_TABS, '/pages/mine/index/index')).toBe(2);
    expect(selectedTabIndex(THREE_TABS, '/pages/news/list/index', { id: '15' })).toBe(1);
    expect(selectedTabIndex(THREE_TABS, '/pages/login/index/index')).toBe(0);
    expect(selectedTabIndex([tab(1, '/pages/mine/index/index'), tab(2, '/pages/index/index')], '/pages/404/index')).toBe(1);
    expect(selectedTabIndex([tab(1, '/pages/mine/index/index')], '/pages/404/index')).toBe(0);
  });

  it('falls back to the two bundled tabs, 首页 and 我的, when the server has none', () => {
    expect(usableTabs([])).toBeUndefined();
    expect(usableTabs(undefined)).toBeUndefined();
    expect(usableTabs(THREE_TABS)).toBe(THREE_TABS);
    expect(FALLBACK_TABS.map((t) => t.title)).toEqual(['首页', '我的']);
    expect(FALLBACK_TABS.every((t) => t.icon && t.iconActive)).toBe(true);
  });
});
