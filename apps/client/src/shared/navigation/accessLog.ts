import { useDidShow, useRouter } from '@tarojs/taro';
import {
  ACCESS_LOG_LIVE_PAGE, ACCESS_LOG_LIVE_REPEAT_MS, ACCESS_LOG_REPEAT_MS, ACCESS_LOG_TYPE, ENDPOINTS, HOME_PAGE_URL, type AccessLogSaveBody,
} from '@caixue/contract';
import { ENV } from '@/shared/platform/env';
import { isH5 } from '@/shared/platform/platform';
import { http } from '@/shared/request/request';
import { currentPageUrl, pageUrl } from './navigation';

export interface AccessLogDeps {
  enabled: () => boolean;
  /** The page showing now (its url as pageUrl spells it). */
  currentUrl: () => string;
  save: (body: AccessLogSaveBody) => Promise<string | null>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/** The repeat of a logged page: 10 s on the live video page, else 3 s (SPEC §9). */
export function repeatDelay(url: string): number {
  return url.split('?')[0] === ACCESS_LOG_LIVE_PAGE ? ACCESS_LOG_LIVE_REPEAT_MS : ACCESS_LOG_REPEAT_MS;
}

/**
 * SPEC §4 access logging: each page shown is saved once; after each successful save the call repeats
 * with the answered id after 3 s (10 s on the live video page), only while the current page still is
 * the logged url and logging is on. Showing another page starts a new record and ends the old chain.
 */
export class AccessLogger {
  private visit = 0;
  private timer: unknown = null;

  constructor(private readonly deps: AccessLogDeps) {}

  show(url: string, extra: Omit<AccessLogSaveBody, 'url' | 'id'> = {}): void {
    if (!this.deps.enabled()) return;
    const visit = ++this.visit;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    void this.send(visit, url, { url, ...extra });
  }

  private async send(visit: number, url: string, body: AccessLogSaveBody): Promise<void> {
    let id: string | null = null;
    try {
      id = await this.deps.save(body);
    } catch {
      // A lost log line is not worth bothering anyone; the chain stops.
    }
    if (!id || visit !== this.visit) return;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      if (visit !== this.visit || !this.deps.enabled() || this.deps.currentUrl() !== url) return;
      void this.send(visit, url, { ...body, id: id! });
    }, repeatDelay(url));
  }
}

async function save(body: AccessLogSaveBody): Promise<string | null> {
  // Background work: no spinner, no toast (SPEC §9).
  const response = await http.post(ENDPOINTS.accessLog.save, body, { noLoading: true, silent: true });
  return response.data?.id ?? null;
}

const logger = new AccessLogger({
  enabled: () => ENV.accessLog,
  currentUrl: currentPageUrl,
  save,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/** For every page (PageShell): logs the page each time it shows. */
export function useAccessLog(): void {
  const router = useRouter();
  const url = pageUrl(router.path ?? HOME_PAGE_URL, router.params);
  useDidShow(() => {
    const clientTitle = isH5() && typeof document !== 'undefined' ? document.title.slice(0, 64) : '';
    logger.show(url, { clientTitle, typeId: isH5() ? ACCESS_LOG_TYPE.h5 : ACCESS_LOG_TYPE.weapp });
  });
}
