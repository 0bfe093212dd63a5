import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, type FooterNavItem } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { createFooterNavStore } from './footerNavStore';
import { FALLBACK_TABS } from '../model';

const SERVER_TABS: FooterNavItem[] = [
  { id: 1, title: '首页', link: '/pages/index/index', icon: '/uploads/h.svg', iconActive: '/uploads/ha.svg' },
  { id: 2, title: '资讯', link: '/pages/news/list/index?id=15', icon: '/uploads/n.svg', iconActive: '/uploads/na.svg' },
  { id: 3, title: '我的', link: '/pages/mine/index/index', icon: '/uploads/m.svg', iconActive: '/uploads/ma.svg' },
];

function serveTabs(tabs: FooterNavItem[] = SERVER_TABS) {
  taroMock.server.on('GET', API.nav.footerList, { data: { code: 200, msg: '', data: tabs } });
}

function footerCalls() {
  return taroMock.server.requests.filter((r) => r.path.endsWith(API.nav.footerList));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('footer nav store', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const quietWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('asks for the footer of this version and platform without a token', async () => {
    taroMock.storage.set('token', 'secret');
    serveTabs();
    const store = createFooterNavStore();
    store.ensure();
    await settle();
    const [call] = footerCalls();
    expect(call.query.get('categoryCode')).toBe('footer');
    expect(call.query.get('versionSn')).toBe('2.0.30');
    expect(call.query.get('linkTypeCode')).toBe('h5');
    expect(call.header.Authorization).toBeUndefined();
  });

  it('fetches once per run, caches the list and tells subscribers', async () => {
    serveTabs();
    const store = createFooterNavStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(FALLBACK_TABS);
    store.ensure();
    store.ensure();
    await settle();
    store.ensure();
    await settle();
    expect(footerCalls()).toHaveLength(1);
    expect(store.get()).toEqual(SERVER_TABS);
    expect(taroMock.storage.get('footerNav')).toEqual(SERVER_TABS);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts from the cached list, and keeps it when the fetch fails', async () => {
    const warn = quietWarnings();
    taroMock.storage.set('footerNav', SERVER_TABS);
    taroMock.server.on('GET', API.nav.footerList, { data: { code: 500, msg: 'boom' } });
    const store = createFooterNavStore();
    store.ensure();
    await settle();
    expect(store.get()).toEqual(SERVER_TABS);
    expect(taroMock.toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the bundled tabs when nothing is cached and the server answers an empty list', async () => {
    serveTabs([]);
    const store = createFooterNavStore();
    store.ensure();
    await settle();
    expect(store.get()).toBe(FALLBACK_TABS);
  });

  it('retries every second while the server cannot be reached', async () => {
    vi.useFakeTimers();
    taroMock.server.on('GET', API.nav.footerList, { fail: 'request:fail net::ERR_INTERNET_DISCONNECTED' });
    const store = createFooterNavStore();
    store.ensure();
    await vi.advanceTimersByTimeAsync(0);
    expect(footerCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(footerCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(footerCalls()).toHaveLength(3);
    serveTabs();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.get()).toEqual(SERVER_TABS);
    await vi.advanceTimersByTimeAsync(5000);
    expect(footerCalls()).toHaveLength(4);
  });

  it('does not hammer a server that answered with an error', async () => {
    quietWarnings();
    vi.useFakeTimers();
    taroMock.server.on('GET', API.nav.footerList, { data: { code: 500, msg: 'boom' } });
    const store = createFooterNavStore();
    store.ensure();
    await vi.advanceTimersByTimeAsync(5000);
    expect(footerCalls()).toHaveLength(1);
  });

  it('fetches again when the network comes back', async () => {
    serveTabs();
    const store = createFooterNavStore();
    store.ensure();
    await settle();
    serveTabs([SERVER_TABS[0], SERVER_TABS[2]]);
    taroMock.setNetwork(false);
    taroMock.setNetwork(true);
    await settle();
    expect(footerCalls()).toHaveLength(2);
    expect(store.get().map((t) => t.title)).toEqual(['首页', '我的']);
  });
});
