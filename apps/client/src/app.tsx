import { useEffect, type PropsWithChildren } from 'react';
import { useLaunch, usePageNotFound } from '@tarojs/taro';
import { NOT_FOUND_PAGE_URL, WECHAT_DETECT_DELAY_MS } from '@caixue/contract';
import { captureEntryQuery } from '@/shared/navigation/entry';
import { redirectTo } from '@/shared/navigation/navigation';
import { firstPageShown, watchPageLoads } from '@/shared/navigation/pageLoading';
import { removeAppShell } from '@/shared/platform/appShell';
import { isH5 } from '@/shared/platform/platform';
import { startShareConfigRefresh } from '@/shared/platform/wechat';
import { useVersionCheck } from '@/features/system/hooks/useVersionCheck';
import { useNativeBackButton } from '@/features/tabbar/hooks/useNativeBackButton';
import '@nutui/icons-react-taro/dist/style_icon.css';
import './styles/platform';
import './app.scss';

// Before the router resolves the first page, so its chunk load is watched too. The inline app shell
// of index.html goes once that page is on screen.
if (isH5()) {
  watchPageLoads();
  void firstPageShown().then(() => removeAppShell());
}

export default function App({ children }: PropsWithChildren) {
  // A shared link's parentMemberId and crmUserId are kept for the request headers (SPEC §3).
  useLaunch((options) => captureEntryQuery(options?.query));
  // Unknown routes land on the 404 page (SPEC §2), in the browser and in the mini-program.
  usePageNotFound(() => { void redirectTo(NOT_FOUND_PAGE_URL); });
  useVersionCheck();
  // The native app's Android back button (no-op elsewhere).
  useNativeBackButton();
  // Inside WeChat's browser: sign the page for the JS-SDK share card, and again every hour (§7).
  useEffect(() => {
    let stop = () => undefined as void;
    const timer = setTimeout(() => { stop = startShareConfigRefresh(); }, WECHAT_DETECT_DELAY_MS);
    return () => { clearTimeout(timer); stop(); };
  }, []);
  return children;
}
