import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { ArrowLeft } from '@nutui/icons-react-taro';
import classNames from 'classnames';
import { navigateBack } from '@/shared/navigation/navigation';
import { isWeapp } from '@/shared/platform/platform';
import { getNavBarMetrics } from './navBarMetrics';
import './NavBar.scss';

export interface NavBarProps {
  title?: ReactNode;
  /** Show a back arrow (pages opened directly go home instead, see navigateBack). */
  back?: boolean;
  /** Replaces the back arrow, e.g. a brand mark. */
  left?: ReactNode;
  right?: ReactNode;
  /** brand: red bar with white text; light: white bar; transparent: over a coloured header. */
  theme?: 'brand' | 'light' | 'transparent';
  className?: string;
}

/** The custom navigation bar of pages with navigationStyle 'custom' (home, mine, register). */
export function NavBar({ title, back = false, left, right, theme = 'light', className }: NavBarProps) {
  const metrics = getNavBarMetrics();
  // Only the mini-program needs measured sizes; the browser bar is sized by the stylesheet.
  const outerStyle = isWeapp() ? { paddingTop: `${metrics.statusBarHeight}px` } : undefined;
  const innerStyle = isWeapp()
    ? { height: `${metrics.contentHeight}px`, paddingRight: `${metrics.capsuleSpace}px` }
    : undefined;
  const iconColor = theme === 'light' ? '#1f2329' : '#ffffff';
  return (
    <View className={classNames('nav-bar', `nav-bar--${theme}`, className)} style={outerStyle}>
      <View className='nav-bar__inner' style={innerStyle}>
        <View className='nav-bar__side nav-bar__side--left'>
          {left ?? (back ? (
            <View role='button' className='nav-bar__back' onClick={() => void navigateBack()} aria-label='返回'>
              <ArrowLeft size={20} color={iconColor} />
            </View>
          ) : null)}
        </View>
        <View className='nav-bar__title'>{typeof title === 'string' ? <Text>{title}</Text> : title}</View>
        <View className='nav-bar__side nav-bar__side--right'>{right}</View>
      </View>
    </View>
  );
}
