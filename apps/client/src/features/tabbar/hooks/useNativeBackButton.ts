/**
 * The Android hardware back button in the native app: it walks back through the page stack and leaves
 * the app only from a tab page (a page of the footer tabs) or from the first page of the stack.
 */
import { useEffect } from 'react';
import Taro from '@tarojs/taro';
import { nativePlugin, type PluginListener } from '@/shared/platform/native';
import { linkMatchesPage } from '../model';
import { footerNavStore, type FooterNavStore } from './footerNavStore';

/** The page on screen: its path ('/pages/...') and query. */
function pageOnScreen(): { path: string; params: Record<string, string | undefined> } {
  const router = Taro.getCurrentInstance()?.router;
  return { path: router?.path?.split('?')[0] ?? '/', params: router?.params ?? {} };
}

export async function handleBackButton(store: FooterNavStore = footerNavStore): Promise<'back' | 'exit'> {
  const { path, params } = pageOnScreen();
  const onTab = store.get().some((tab) => linkMatchesPage(tab.link, path, params));
  if (onTab || Taro.getCurrentPages().length <= 1) {
    await nativePlugin('App')?.exitApp();
    return 'exit';
  }
  await Taro.navigateBack({ delta: 1 });
  return 'back';
}

export function useNativeBackButton(): void {
  useEffect(() => {
    const app = nativePlugin('App');
    if (!app) return undefined;
    let listener: PluginListener | undefined;
    let stopped = false;
    void Promise.resolve(app.addListener('backButton', () => { void handleBackButton(); })).then((handle) => {
      if (stopped) void handle.remove();
      else listener = handle;
    });
    return () => {
      stopped = true;
      void listener?.remove();
    };
  }, []);
}
