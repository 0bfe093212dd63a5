/**
 * The native app's web layer in Chromium: the files `cap sync` put into the Android project, served the
 * way Capacitor's local server does (unknown paths get index.html), a fake native bridge
 * (`window.Capacitor` with the plugins the client uses, every call recorded), and the app environment's
 * absolute API address routed to the real server started for the test (the app's native HTTP needs no
 * CORS; here the route answers the browser's CORS checks instead).
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';

const root = new URL('../../..', import.meta.url).pathname;
export const APP_DIR = path.join(root, 'apps/app');
/** Where `cap sync` copies the web build in the Android project. */
export const ANDROID_PUBLIC = path.join(APP_DIR, 'android/app/src/main/assets/public');
/** The production environment's API origin (apps/client/src/shared/platform/env.ts DEPLOYED_HOSTS). */
export const APP_API_ORIGIN = 'https://api.caixue.com';
export const VERSION_PATH = '/api/version/get/client/latest/info';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.woff2': 'font/woff2', '.ico': 'image/x-icon',
};

/** Serves a directory like Capacitor's WebView server: files as they are, anything else index.html. */
export function serveAssets(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://localhost:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

export interface FakeBridgeOptions {
  platform: 'android' | 'ios';
  /** The installer refuses the downloaded package. */
  installFails?: boolean;
}

/**
 * Runs in the page before the app: `window.Capacitor` and `window.__native` (the recorded calls and
 * handles to drive the download and the back button from the test).
 */
function fakeBridge({ platform, installFails }: FakeBridgeOptions): void {
  type Cb = (e: unknown) => void;
  const calls: unknown[][] = [];
  const listeners: Record<string, Cb[]> = {};
  let download: { resolve: (v: { path: string }) => void; reject: (e: Error) => void; path: string } | null = null;
  const listen = (plugin: string) => (event: string, cb: Cb) => {
    calls.push([`${plugin}.addListener`, event]);
    (listeners[`${plugin}.${event}`] ??= []).push(cb);
    return Promise.resolve({ remove: () => { listeners[`${plugin}.${event}`] = (listeners[`${plugin}.${event}`] ?? []).filter((l) => l !== cb); } });
  };
  const fire = (key: string, e: unknown) => (listeners[key] ?? []).forEach((cb) => cb(e));
  (window as unknown as Record<string, unknown>).__native = {
    calls,
    backButton: () => fire('App.backButton', { canGoBack: true }),
    downloadStarted: () => download !== null,
    progress: (bytes: number, contentLength: number) => fire('Filesystem.progress', { url: '', bytes, contentLength }),
    finishDownload: () => download?.resolve({ path: `file:///data/cache/${download.path}` }),
    failDownload: () => download?.reject(new Error('HTTP 404')),
  };
  (window as unknown as Record<string, unknown>).Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => platform,
    Plugins: {
      App: {
        addListener: listen('App'),
        exitApp: () => { calls.push(['App.exitApp']); return Promise.resolve(); },
      },
      Browser: { open: (o: { url: string }) => { calls.push(['Browser.open', o.url]); return Promise.resolve(); } },
      Share: {
        canShare: () => Promise.resolve({ value: true }),
        share: (o: unknown) => { calls.push(['Share.share', o]); return Promise.resolve({}); },
      },
      Filesystem: {
        addListener: listen('Filesystem'),
        downloadFile: (o: { url: string; path: string }) => {
          calls.push(['Filesystem.downloadFile', o.url, o.path]);
          return new Promise((resolve, reject) => { download = { resolve, reject, path: o.path }; });
        },
      },
      FileOpener: {
        open: (o: { filePath: string; contentType: string }) => {
          calls.push(['FileOpener.open', o.filePath, o.contentType]);
          return installFails ? Promise.reject(new Error('install refused')) : Promise.resolve();
        },
      },
    },
  };
}

export async function installFakeBridge(context: BrowserContext, options: FakeBridgeOptions): Promise<void> {
  await context.addInitScript(fakeBridge, options);
}

export async function nativeCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __native: { calls: unknown[][] } }).__native.calls);
}

export interface VersionAnswer {
  sn: string;
  status?: number;
  isForce?: 0 | 1;
  androidLink?: string;
  iosLink?: string;
}

/**
 * Routes the app environment's API origin to the real server (answering CORS), and the version
 * endpoint to `version` when given. Returns the API paths the page asked for.
 */
export async function routeAppApi(context: BrowserContext, serverUrl: string, version?: VersionAnswer): Promise<URL[]> {
  const asked: URL[] = [];
  await context.route(`${APP_API_ORIGIN}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const cors = {
      'access-control-allow-origin': request.headers().origin ?? '*',
      'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    asked.push(url);
    if (version && url.pathname === VERSION_PATH) {
      const data = { status: 0, isForce: 0, androidLink: '', iosLink: '', content: '', ...version };
      return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify({ code: 200, msg: '', data }) });
    }
    const response = await route.fetch({ url: `${serverUrl}${url.pathname}${url.search}` });
    return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return asked;
}
