/**
 * Lazy pages on H5 (SPEC §2, §9): Taro's router fetches a page's chunk when it is first opened. The
 * loading indicator appears only if that takes longer than 200 ms, and after 60 s the person gets an
 * error with a retry instead of a blank screen. The router announces the start
 * (`__taroRouterChange`) and the page being shown (`__afterTaroRouterChange`).
 */
import Taro from '@tarojs/taro';
import { TEXT, TIMEOUT } from '@caixue/contract';
import { beginLoading, endLoading } from '../request/loading';
import { confirm } from '../ui/toast';

export const PAGE_RETRY_TEXT = '重试';

export interface PageLoadWatchOptions {
  delay?: number;
  timeout?: number;
  /** What retry does; the default reloads the page the person was opening. */
  retry?: () => void;
}

let firstPage: Promise<void> | undefined;

/**
 * Taro's H5 router closes the dialogs of the page it leaves, including one opened at launch before
 * its first page was shown. Watching starts with watchPageLoads (before the router starts).
 */
function watchFirstPage(): void {
  firstPage ??= new Promise((resolve) => { Taro.eventCenter.once('__afterTaroRouterChange', () => resolve()); });
}

/** Resolves once the first page is on screen (at once when not watched: the mini-program, unit tests). */
export function firstPageShown(): Promise<void> {
  return firstPage ?? Promise.resolve();
}

export function watchPageLoads({
  delay = TIMEOUT.asyncPageDelay,
  timeout = TIMEOUT.asyncPage,
  retry = () => window.location.reload(),
}: PageLoadWatchOptions = {}): () => void {
  let delayTimer: ReturnType<typeof setTimeout> | undefined;
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  let showing = false;

  const settle = () => {
    clearTimeout(delayTimer);
    clearTimeout(timeoutTimer);
    if (showing) endLoading();
    showing = false;
  };
  const onStart = () => {
    settle();
    delayTimer = setTimeout(() => { showing = true; beginLoading(); }, delay);
    timeoutTimer = setTimeout(() => {
      settle();
      void confirm({ content: TEXT.pageLoadTimeout, confirmText: PAGE_RETRY_TEXT }).then((again) => { if (again) retry(); });
    }, timeout);
  };

  watchFirstPage();
  Taro.eventCenter.on('__taroRouterChange', onStart);
  Taro.eventCenter.on('__afterTaroRouterChange', settle);
  return () => {
    settle();
    Taro.eventCenter.off('__taroRouterChange', onStart);
    Taro.eventCenter.off('__afterTaroRouterChange', settle);
  };
}
