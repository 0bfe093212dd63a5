import type { CSSProperties, ReactNode } from 'react';
import { View } from '@tarojs/components';
import classNames from 'classnames';
import { DEFAULT_FONT_SIZE } from '@caixue/contract';
import { useFontScale } from '@/shared/platform/fontSize';
import { useAccessLog } from '@/shared/navigation/accessLog';
import { useRouteGuard } from '@/shared/navigation/navigation';
import './PageShell.scss';

export interface PageShellProps {
  /** A custom navigation bar (pages whose config sets navigationStyle 'custom'). */
  navBar?: ReactNode;
  /** The bottom tab bar of the tab pages; the page then keeps room for it. */
  tabBar?: ReactNode;
  /** white: a form page on white instead of the grey app background. */
  background?: 'grey' | 'white';
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of every page: runs the route guard, logs the visit (when logging is on), applies the member's font size and keeps content
 * clear of the safe areas and the tab bar. A page the guard is about to leave renders nothing, so a
 * protected page never flashes before the login page.
 */
export function PageShell({ navBar, tabBar, background = 'grey', className, children }: PageShellProps) {
  const allowed = useRouteGuard();
  useAccessLog();
  const fontScale = useFontScale();
  // Stylesheets size text as design px times --cx-font-scale; the default setting (1.2) is the design size.
  // An object, not a string: the browser build renders plain React DOM, which refuses string styles.
  const style = { '--cx-font-scale': (fontScale / DEFAULT_FONT_SIZE).toFixed(4) } as CSSProperties;
  return (
    <View
      className={classNames('page-shell', `page-shell--${background}`, tabBar ? 'page-shell--with-tabbar' : null, className)}
      style={style}
    >
      {allowed ? (
        <>
          {navBar}
          <View className='page-shell__body'>{children}</View>
          {tabBar}
        </>
      ) : null}
    </View>
  );
}
