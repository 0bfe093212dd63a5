/**
 * Geometry of a custom navigation bar. In the mini-program the bar must line up with WeChat's
 * capsule button (top right) and leave room for it; in a browser it is a plain 44 px bar under
 * the safe area.
 */
import Taro from '@tarojs/taro';
import { isWeapp } from '@/shared/platform/platform';

export interface NavBarMetrics {
  /** Height of the system status bar above the bar, px (0 in a browser: CSS safe-area handles it). */
  statusBarHeight: number;
  /** Height of the bar itself, px. */
  contentHeight: number;
  /** Space kept free on the right for the capsule button, px. */
  capsuleSpace: number;
}

const BROWSER_METRICS: NavBarMetrics = { statusBarHeight: 0, contentHeight: 44, capsuleSpace: 0 };

let cached: NavBarMetrics | undefined;

function measureWeapp(): NavBarMetrics {
  const info = Taro.getSystemInfoSync();
  const capsule = Taro.getMenuButtonBoundingClientRect();
  const statusBarHeight = info.statusBarHeight ?? 20;
  return {
    statusBarHeight,
    contentHeight: (capsule.top - statusBarHeight) * 2 + capsule.height,
    capsuleSpace: info.windowWidth - capsule.left,
  };
}

export function getNavBarMetrics(): NavBarMetrics {
  if (!cached) {
    try {
      cached = isWeapp() ? measureWeapp() : BROWSER_METRICS;
    } catch {
      cached = { ...BROWSER_METRICS, statusBarHeight: 20 };
    }
  }
  return cached;
}
