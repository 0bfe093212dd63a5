import type { Page, Request } from 'playwright-core';
import type { ServerEvent } from '@caixue/contract';

/**
 * Waiting for something that happened, never for a fixed time. An absence is only checked after a
 * positive signal that the thing would have shown by now: the server's answer has reached the page
 * (`callsTo(...).answered()`), the WebSocket frame has arrived (`socketFrames(...).waitFor()`), and
 * the page has painted what it holds since (`painted`).
 */

/** Two animation frames: whatever the page's scripts had received is rendered (React commits, then paints). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }));
}

/**
 * The page is still, for a picture of it: no finite CSS animation or transition runs (Taro's page
 * slide-in, a popup's fade, a toast's fade: each under 2 s), then painted. Endless or long ones
 * (spinners, skeleton shimmer, a notice bar's marquee, which restarts every run) do not count. Pictures are for people: when something keeps moving past `timeout`, it says what
 * and goes on rather than failing the test.
 */
export async function still(page: Page, timeout = 10_000): Promise<void> {
  const moving = () => document.getAnimations().filter((animation) => {
    if (animation.playState !== 'running') return false;
    const end = Number(animation.effect?.getComputedTiming().endTime);
    return Number.isFinite(end) && end <= 2_000;
  }).map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.constructor.name} on ${((a.effect as KeyframeEffect | null)?.target as Element | null)?.className ?? '?'}`);
  // Polled from here with page.evaluate: the app's CSP (no 'unsafe-eval') refuses page.waitForFunction's
  // in-page polling, which failed at once whenever something was moving and left pictures mid-slide.
  const deadline = Date.now() + timeout;
  let running = await page.evaluate(moving).catch(() => [] as string[]);
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    running = await page.evaluate(moving).catch(() => [] as string[]);
  }
  if (running.length > 0) console.warn(`still(): after ${timeout} ms still moving: ${JSON.stringify(running)}`);
  await painted(page);
}

/**
 * The shown page is scrolled to its bottom (Taro scrolls inside its page element, or the window)
 * and has painted since: Taro calls a page's reach-bottom from the scroll event itself, so a next
 * page would have been asked for by now.
 */
export async function atBottom(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(() => {
    const near = (el: Element) => el.scrollHeight - el.scrollTop - el.clientHeight < 50;
    const pages = Array.from(document.querySelectorAll('.taro_page')).filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0);
    return pages.some(near) || document.documentElement.scrollHeight - window.scrollY - window.innerHeight < 50;
  }, undefined, { timeout, polling: 50 });
  await painted(page);
  await painted(page);
}

/** The page's scroll position (Taro's page elements and the window) no longer moves, then painted. */
export async function scrollStill(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __e2eScroll?: string };
    const at = `${Array.from(document.querySelectorAll('.taro_page')).map((el) => el.scrollTop).join(',')}|${window.scrollY}`;
    const same = w.__e2eScroll === at;
    w.__e2eScroll = at;
    return same;
  }, undefined, { timeout, polling: 100 });
  await painted(page);
}

export interface Calls {
  /** The page's requests to the path so far. */
  readonly requests: readonly Request[];
  /** Resolves once every request recorded so far has its whole answer and the page has painted after it. */
  answered(timeout?: number): Promise<void>;
}

/** Records the page's requests to exactly `pathname` from now on (a query string may vary). */
export function callsTo(page: Page, pathname: string): Calls {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) requests.push(request);
  });
  return {
    requests,
    async answered(timeout = 15_000) {
      const all = Promise.all(requests.map(async (request) => {
        const response = await request.response();
        await response?.finished();
      }));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${pathname}: not answered in ${timeout} ms`)), timeout);
      });
      try {
        await Promise.race([all, late]);
      } finally {
        clearTimeout(timer);
      }
      await painted(page);
    },
  };
}

export interface SocketFrames {
  /** Every server event the page's WebSockets received so far (frames are JSON arrays of events). */
  readonly events: ServerEvent[];
  /** Resolves once the page has received an event matching `pred` and painted after it. */
  waitFor(pred: (event: ServerEvent) => boolean, timeout?: number): Promise<ServerEvent>;
}

/**
 * Records the server events the page receives on its WebSockets. Call before the page opens its
 * socket (before `goto`): Playwright reports only sockets opened after the listener.
 */
export function socketFrames(page: Page): SocketFrames {
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return; // heartbeat answers are plain text
      }
      for (const event of Array.isArray(parsed) ? parsed : [parsed]) events.push(event as ServerEvent);
      for (const wake of [...waiters]) wake();
    });
  });
  return {
    events,
    async waitFor(pred, timeout = 10_000) {
      const found = await new Promise<ServerEvent>((resolve, reject) => {
        const check = () => {
          const event = events.find(pred);
          if (!event) return;
          finish();
          resolve(event);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no matching WebSocket event in ${timeout} ms; got ${JSON.stringify(events.slice(-10)).slice(0, 2000)}`));
        }, timeout);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
      await painted(page);
      return found;
    },
  };
}

/**
 * A deliberate gap in a scenario (a sender's rhythm, staying under a rate limit). Never a wait for
 * a result: wait for that result instead.
 */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
