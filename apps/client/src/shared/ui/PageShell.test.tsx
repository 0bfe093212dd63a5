import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setFontScale } from '@/shared/platform/fontSize';
import { taroMock } from '../../../test/taro';
import { PageShell } from './PageShell';

function shellStyle(): CSSStyleDeclaration {
  return (document.querySelector('.page-shell') as HTMLElement).style;
}

describe('PageShell', () => {
  it('renders a public page with the default font scale (1.2 is the design size)', () => {
    taroMock.setPages('/pages/index/index');
    render(<PageShell navBar={<span>bar</span>} tabBar={<span>tabs</span>}><span>content</span></PageShell>);
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.getByText('bar')).toBeTruthy();
    expect(document.querySelector('.page-shell--with-tabbar')).not.toBeNull();
    expect(shellStyle().getPropertyValue('--cx-font-scale')).toBe('1.0000');
  });

  it('follows the font-size setting at once', () => {
    taroMock.setPages('/pages/index/index');
    render(<PageShell><span>content</span></PageShell>);
    act(() => setFontScale(1.5));
    expect(shellStyle().getPropertyValue('--cx-font-scale')).toBe('1.2500');
  });

  it('renders nothing of a protected page for a visitor, who is sent to login', async () => {
    taroMock.setPages('/pages/page/index/index');
    render(<PageShell><span>secret</span></PageShell>);
    expect(screen.queryByText('secret')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/login/index/index' });
  });
});
