import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { API, TAB_INACTIVE_COLOR, TINT, type FooterNavItem } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { createFooterNavStore } from '../hooks/footerNavStore';
import { TabBar } from './TabBar';

const TABS: FooterNavItem[] = [
  { id: 1, title: '首页', link: '/pages/index/index', icon: '/uploads/h.svg', iconActive: '/uploads/ha.svg' },
  { id: 2, title: '直播', link: '/pages/page/index/index', icon: '/uploads/l.svg', iconActive: '/uploads/la.svg' },
  { id: 3, title: '我的', link: '/pages/mine/index/index', icon: '/uploads/m.svg', iconActive: '/uploads/ma.svg' },
];

async function renderOn(page: string) {
  taroMock.setPages(page);
  taroMock.storage.set('token', 't');
  taroMock.server.on('GET', API.nav.footerList, { data: { code: 200, msg: '', data: TABS } });
  const view = render(<TabBar store={createFooterNavStore()} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

function item(title: string): HTMLElement {
  return screen.getByText(title).closest('.tabbar-item') as HTMLElement;
}

describe('TabBar', () => {
  it('shows the server tabs and marks the current page red, the others black', async () => {
    await renderOn('/pages/page/index/index');
    expect(document.querySelectorAll('.tabbar-item')).toHaveLength(3);
    expect(item('直播').className).toContain('tabbar-item--active');
    expect(item('首页').className).not.toContain('tabbar-item--active');
    expect(screen.getByText('直播').style.color).toBe(hexToRgb(TINT));
    expect(screen.getByText('首页').style.color).toBe(hexToRgb(TAB_INACTIVE_COLOR));
    expect(item('直播').querySelector('img')?.getAttribute('src')).toBe('/uploads/la.svg');
    expect(item('首页').querySelector('img')?.getAttribute('src')).toBe('/uploads/h.svg');
  });

  it('selects home when the page has no tab', async () => {
    await renderOn('/pages/404/index');
    expect(item('首页').className).toContain('tabbar-item--active');
  });

  it('redirects to another page\u2019s tab, and only marks the tab of the page on screen', async () => {
    await renderOn('/pages/mine/index/index');
    fireEvent.click(item('直播'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(taroMock.navigations).toEqual([{ method: 'redirectTo', url: '/pages/page/index/index' }]);

    fireEvent.click(item('我的'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(taroMock.navigations).toHaveLength(1);
    expect(item('我的').className).toContain('tabbar-item--active');
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
