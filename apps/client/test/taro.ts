/**
 * A small stand-in for `@tarojs/taro` in unit and component tests (vitest aliases the package to
 * this file). Code under test imports `@tarojs/taro` as usual; tests import `taroMock` from here to
 * script responses and inspect what happened. The state is reset before every test (test/setup.ts).
 *
 * Scripting requests:
 *   taroMock.server.on('GET', '/api/nav/list', { data: { code: 200, msg: '', data: [] } });
 *   taroMock.server.on('POST', /\/like$/, (req) => ({ data: { code: 200, echo: req.data } }));
 *   taroMock.server.on('GET', '/x', { fail: 'request:fail timeout' });   // transport failure
 *   taroMock.server.on('GET', '/x', 'hang');                             // answers only by timing out
 *   taroMock.server.on('POST', '/s', { chunked: { header: {...}, chunks: [bytes, ...], hold: true } });
 *     // a chunked answer (Taro.request({enableChunked: true})): headers, then one onChunkReceived per
 *     // chunk on later timer turns; `hold` keeps the request open after them until task.abort().
 * Unmatched requests get a code 200 envelope with data null (taroMock.server.fallback changes that).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  /** The url without the query string. */
  path: string;
  query: URLSearchParams;
  method: string;
  header: Record<string, string>;
  data: unknown;
  timeout: number | undefined;
  /** Taro.request's enableChunked (a streamed answer). */
  enableChunked?: boolean;
}
export interface RecordedUpload {
  url: string;
  filePath: string;
  name: string;
  header: Record<string, string>;
  formData: Record<string, unknown> | undefined;
  timeout: number | undefined;
}

/** A chunked answer's script: the headers, the chunks in order, then the end (or, with hold, no end until aborted). */
export interface ChunkScript {
  statusCode?: number;
  header?: Record<string, string>;
  chunks: (ArrayBuffer | Uint8Array | string)[];
  hold?: boolean;
}
/** A scripted answer: an HTTP response, a transport failure (errMsg), or no answer at all. */
export type Reply = { statusCode?: number; data?: unknown } | { fail: string } | { chunked: ChunkScript } | 'hang';
type PlainReply = Exclude<Reply, { chunked: ChunkScript }>;
type ReplyOrHandler = Reply | ((req: RecordedRequest) => Reply | Promise<Reply>);
interface Route { method: string; match: string | RegExp; reply: ReplyOrHandler }

export interface MockPage { route: string; options: Record<string, string> }
export interface ModalCall { title?: string; content?: string; showCancel?: boolean; confirmText?: string; cancelText?: string }
export interface ToastCall { title: string; icon?: string; duration?: number }

type Listener = (...args: unknown[]) => void;
type EnvType = 'WEB' | 'WEAPP';

/** Minimal Taro.Events (on/off/once/trigger), used for eventCenter. */
class Events {
  private listeners = new Map<string, Set<Listener>>();
  on(name: string, fn: Listener): this {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(fn);
    return this;
  }
  once(name: string, fn: Listener): this {
    const wrapper: Listener = (...args) => { this.off(name, wrapper); fn(...args); };
    return this.on(name, wrapper);
  }
  off(name?: string, fn?: Listener): this {
    if (name === undefined) this.listeners.clear();
    else if (fn === undefined) this.listeners.delete(name);
    else this.listeners.get(name)?.delete(fn);
    return this;
  }
  trigger(name: string, ...args: unknown[]): this {
    for (const fn of [...(this.listeners.get(name) ?? [])]) fn(...args);
    return this;
  }
}

/**
 * A scripted stand-in for Taro's SocketTask (Taro.connectSocket). Nothing happens on its own: the
 * test plays the server with open(), receive(), error() and serverClose(), and reads what the
 * client sent in `sent` (raw texts) or `frames` (the JSON ones, parsed).
 */
export class FakeSocketTask {
  readonly sent: string[] = [];
  /** Set by the client's close() or the server's serverClose(). */
  closed = false;
  closeCode: number | undefined;
  isOpen = false;
  /** When true, send() fails like a dead connection. */
  failSends = false;
  private handlers: { open?: (res: unknown) => void; close?: (res: { code: number; reason: string }) => void; error?: (res: unknown) => void; message?: (res: { data: unknown }) => void } = {};

  constructor(readonly url: string) {}

  send(options: { data: string; success?: (res: unknown) => void; fail?: (res: unknown) => void }) {
    if (this.failSends || this.closed || !this.isOpen) {
      options.fail?.({ errMsg: 'sendSocketMessage:fail socket is not connected' });
      return;
    }
    this.sent.push(options.data);
    options.success?.({ errMsg: 'sendSocketMessage:ok' });
  }
  close(options: { code?: number; reason?: string; success?: (res: unknown) => void } = {}) {
    const wasClosed = this.closed;
    this.closed = true;
    this.isOpen = false;
    this.closeCode = options.code;
    options.success?.({ errMsg: 'closeSocket:ok' });
    // Like the browser, the close event of a client-side close arrives later.
    if (!wasClosed) setTimeout(() => this.handlers.close?.({ code: options.code ?? 1000, reason: options.reason ?? '' }), 0);
  }
  onOpen(fn: (res: unknown) => void) { this.handlers.open = fn; }
  onClose(fn: (res: { code: number; reason: string }) => void) { this.handlers.close = fn; }
  onError(fn: (res: unknown) => void) { this.handlers.error = fn; }
  onMessage(fn: (res: { data: unknown }) => void) { this.handlers.message = fn; }

  // --- the test plays the server ---
  /** The connection opens. */
  open() { this.isOpen = true; this.handlers.open?.({ header: {} }); }
  /** A frame from the server: a string as is, anything else as JSON (e.g. an array of events). */
  receive(frame: unknown) { this.handlers.message?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) }); }
  error(errMsg = 'socket error') { this.handlers.error?.({ errMsg }); }
  /** The server (or the network) closes the connection. */
  serverClose(code = 1006, reason = 'abnormal closure') {
    this.closed = true;
    this.isOpen = false;
    this.handlers.close?.({ code, reason });
  }
  /** The sent JSON frames, parsed (heartbeat texts left out). */
  get frames(): Record<string, unknown>[] {
    return this.sent.filter((text) => text.startsWith('{') || text.startsWith('[')).map((text) => JSON.parse(text) as Record<string, unknown>);
  }
  get heartbeats(): number { return this.sent.filter((text) => text === 'heartbeat').length; }
}

function parseUrl(url: string): { route: string; options: Record<string, string> } {
  const [path, search = ''] = url.split('?');
  return { route: path.replace(/^\//, ''), options: Object.fromEntries(new URLSearchParams(search)) };
}

const DEFAULT_FALLBACK: Reply = { statusCode: 200, data: { code: 200, msg: '操作成功', data: null } };

function createState() {
  return {
    env: 'WEB' as EnvType,
    /** getSystemInfoSync().platform: 'ios' | 'android' | 'devtools' | … */
    systemPlatform: 'android',
    windowWidth: 375,
    storage: new Map<string, unknown>(),
    routes: [] as Route[],
    fallback: DEFAULT_FALLBACK as Reply,
    requests: [] as RecordedRequest[],
    uploads: [] as RecordedUpload[],
    toasts: [] as ToastCall[],
    modals: [] as ModalCall[],
    /** What the next dialogs answer; a dialog with no scripted answer is confirmed. */
    modalAnswers: [] as boolean[],
    loading: { visible: false, shows: 0, hides: 0 },
    pages: [{ route: 'pages/index/index', options: {} }] as MockPage[],
    navigations: [] as { method: string; url: string }[],
    /** Navigation calls that fail (e.g. a weapp tab page opened with navigateTo). */
    failingNavigations: new Set<string>(),
    networkConnected: true,
    showCallbacks: new Set<() => void>(),
    hideCallbacks: new Set<() => void>(),
    reachBottomCallbacks: new Set<() => void>(),
    pullDownCallbacks: new Set<() => void>(),
    networkListeners: new Set<(res: { isConnected: boolean; networkType: string }) => void>(),
    eventCenter: new Events(),
    /** Every socket Taro.connectSocket created, oldest first. */
    sockets: [] as FakeSocketTask[],
    /** How many of the next connectSocket calls fail. */
    socketConnectFailures: 0,
  };
}

let state = createState();

function findRoute(method: string, path: string): Route | undefined {
  // The latest matching route wins, so a test can override a default set in beforeEach.
  return [...state.routes].reverse().find((r) =>
    (r.method === '*' || r.method === method) && (typeof r.match === 'string' ? r.match === path : r.match.test(path)));
}


/** Settles like Taro: resolves with {statusCode, data, header} or rejects with {errMsg}. */
function answer(reply: PlainReply, timeout: number | undefined, kind: string): Promise<{ statusCode: number; data: unknown; header: Record<string, string>; errMsg: string }> {
  if (reply === 'hang') {
    return new Promise((_resolve, reject) => {
      setTimeout(() => reject({ errMsg: `${kind}:fail timeout` }), timeout ?? 60_000);
    });
  }
  if ('fail' in reply) return Promise.reject({ errMsg: reply.fail });
  return Promise.resolve({ statusCode: reply.statusCode ?? 200, data: reply.data, header: {}, errMsg: `${kind}:ok` });
}

type ChunkListener = (res: { data: ArrayBuffer }) => void;
type HeadersListener = (res: { header: Record<string, string>; statusCode: number }) => void;

function chunkBuffer(chunk: ArrayBuffer | Uint8Array | string): ArrayBuffer {
  const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk);
  return bytes.slice().buffer;
}

/** Taro.request: a promise with the RequestTask's methods (abort, onChunkReceived, onHeadersReceived). */
function request(options: { url: string; method?: string; header?: Record<string, string>; data?: unknown; timeout?: number; enableChunked?: boolean }) {
  const chunkListeners = new Set<ChunkListener>();
  const headerListeners = new Set<HeadersListener>();
  let aborted = false;
  let onAbort: (() => void) | null = null;
  const abortError = { errMsg: 'request:fail abort' };
  const [path, search = ''] = options.url.split('?');
  const req: RecordedRequest = {
    url: options.url,
    path,
    query: new URLSearchParams(search),
    method: (options.method ?? 'GET').toUpperCase(),
    header: { ...(options.header ?? {}) },
    data: options.data,
    timeout: options.timeout,
    ...(options.enableChunked ? { enableChunked: true } : {}),
  };
  state.requests.push(req);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const promise = (async () => {
    const route = findRoute(req.method, stripOrigin(path));
    const reply = route ? (typeof route.reply === 'function' ? await route.reply(req) : route.reply) : state.fallback;
    if (reply === 'hang' || !('chunked' in reply)) return answer(reply, options.timeout, 'request');
    const script = reply.chunked;
    const header = script.header ?? {};
    const statusCode = script.statusCode ?? 200;
    await tick();
    if (aborted) throw abortError;
    headerListeners.forEach((fn) => fn({ header, statusCode }));
    for (const chunk of script.chunks) {
      await tick();
      if (aborted) throw abortError;
      const data = chunkBuffer(chunk);
      chunkListeners.forEach((fn) => fn({ data }));
    }
    if (script.hold) {
      await new Promise<void>((_resolve, reject) => {
        if (aborted) reject(abortError);
        onAbort = () => reject(abortError);
      });
    }
    await tick();
    if (aborted) throw abortError;
    return { statusCode, header, data: new ArrayBuffer(0), errMsg: 'request:ok' };
  })();
  return Object.assign(promise, {
    abort: vi.fn(() => {
      aborted = true;
      onAbort?.();
    }),
    onChunkReceived: (fn: ChunkListener) => { chunkListeners.add(fn); },
    offChunkReceived: (fn: ChunkListener) => { chunkListeners.delete(fn); },
    onHeadersReceived: (fn: HeadersListener) => { headerListeners.add(fn); },
    offHeadersReceived: (fn: HeadersListener) => { headerListeners.delete(fn); },
  });
}

async function uploadFile(options: { url: string; filePath: string; name: string; header?: Record<string, string>; formData?: Record<string, unknown>; timeout?: number }) {
  const [path] = options.url.split('?');
  const upload: RecordedUpload = {
    url: options.url, filePath: options.filePath, name: options.name,
    header: { ...(options.header ?? {}) }, formData: options.formData, timeout: options.timeout,
  };
  state.uploads.push(upload);
  const route = findRoute('UPLOAD', stripOrigin(path));
  const recorded: RecordedRequest = { url: options.url, path, query: new URLSearchParams(), method: 'UPLOAD', header: upload.header, data: options.formData, timeout: options.timeout };
  const scripted = route ? (typeof route.reply === 'function' ? await route.reply(recorded) : route.reply) : state.fallback;
  const reply: PlainReply = scripted !== 'hang' && 'chunked' in scripted ? { fail: 'uploadFile:fail chunked answers are for Taro.request' } : scripted;
  // Like the real API, an upload answers with the body as text.
  const textReply = reply !== 'hang' && !('fail' in reply) && typeof reply.data !== 'string'
    ? { ...reply, data: JSON.stringify(reply.data) } : reply;
  return answer(textReply, options.timeout, 'uploadFile');
}

function stripOrigin(path: string): string {
  return path.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

function navigate(method: string, apply: (url: string) => void) {
  return vi.fn((options: { url: string }) => {
    state.navigations.push({ method, url: options.url });
    if (state.failingNavigations.has(method)) return Promise.reject({ errMsg: `${method}:fail can not ${method} a tabbar page` });
    apply(options.url);
    // Like Taro's H5 router, announce the new page once it is shown (after the call resolves).
    // The event centre is captured now, so a late event never reaches the next test's fresh state.
    const { eventCenter } = state;
    if (state.env === 'WEB') setTimeout(() => eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: options.url } }), 0);
    return Promise.resolve({ errMsg: `${method}:ok` });
  });
}

function currentRouter() {
  const page = state.pages[state.pages.length - 1];
  return { path: `/${page.route}`, params: { ...page.options } };
}

/** A ref that always holds the latest callback, so registered callbacks never go stale. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => { ref.current = value; });
  return ref;
}

/** Registers a page lifecycle callback; `runOnMount` calls it once like a page's first show. */
function useLifecycle(set: () => Set<() => void>, callback: () => void, runOnMount: boolean) {
  const latest = useLatest(callback);
  useEffect(() => {
    const fn = () => latest.current();
    const callbacks = set();
    callbacks.add(fn);
    if (runOnMount) fn();
    return () => { callbacks.delete(fn); };
  }, [set, runOnMount, latest]);
}
const showSet = () => state.showCallbacks;
const hideSet = () => state.hideCallbacks;
const reachBottomSet = () => state.reachBottomCallbacks;
const pullDownSet = () => state.pullDownCallbacks;
const noCallbacks = () => new Set<() => void>();

export const useDidShow = (cb: () => void) => useLifecycle(showSet, cb, true);
export const useDidHide = (cb: () => void) => useLifecycle(hideSet, cb, false);
export const useReachBottom = (cb: () => void) => useLifecycle(reachBottomSet, cb, false);
export const usePullDownRefresh = (cb: () => void) => useLifecycle(pullDownSet, cb, false);
export const useReady = (cb: () => void) => useLifecycle(noCallbacks, cb, true);
export const useLoad = (cb: (params: Record<string, string>) => void) => {
  const [params] = useState(() => currentRouter().params);
  useLifecycle(noCallbacks, () => cb(params), true);
};
/** The router of the page the component was mounted in (like Taro, fixed for the page's life). */
export const useRouter = () => useState(currentRouter)[0];
export const useShareAppMessage = vi.fn();
export const useShareTimeline = vi.fn();
export const usePageScroll = vi.fn();
export const useResize = vi.fn();
export const useTabItemTap = vi.fn();

export const ENV_TYPE = { WEAPP: 'WEAPP', WEB: 'WEB', RN: 'RN', SWAN: 'SWAN', ALIPAY: 'ALIPAY', TT: 'TT', QQ: 'QQ', JD: 'JD' } as const;

const implemented: Record<string, unknown> = {
  ENV_TYPE,
  Events,
  get eventCenter() { return state.eventCenter; },
  getEnv: () => state.env,
  request: vi.fn(request),
  uploadFile: vi.fn(uploadFile),
  connectSocket: vi.fn((options: { url: string }) => {
    if (state.socketConnectFailures > 0) {
      state.socketConnectFailures -= 1;
      return Promise.reject({ errMsg: 'connectSocket:fail' });
    }
    const task = new FakeSocketTask(options.url);
    state.sockets.push(task);
    return Promise.resolve(task);
  }),
  getStorageSync: vi.fn((key: string) => (state.storage.has(key) ? state.storage.get(key) : '')),
  setStorageSync: vi.fn((key: string, value: unknown) => { state.storage.set(key, value); }),
  removeStorageSync: vi.fn((key: string) => { state.storage.delete(key); }),
  clearStorageSync: vi.fn(() => { state.storage.clear(); }),
  showToast: vi.fn((options: ToastCall) => { state.toasts.push(options); return Promise.resolve(); }),
  hideToast: vi.fn(() => Promise.resolve()),
  showModal: vi.fn((options: ModalCall) => {
    state.modals.push(options);
    const confirm = state.modalAnswers.length > 0 ? state.modalAnswers.shift()! : true;
    return Promise.resolve({ confirm, cancel: !confirm, errMsg: 'showModal:ok' });
  }),
  showLoading: vi.fn(() => { state.loading.visible = true; state.loading.shows += 1; return Promise.resolve(); }),
  hideLoading: vi.fn(() => { state.loading.visible = false; state.loading.hides += 1; return Promise.resolve(); }),
  navigateTo: navigate('navigateTo', (url) => { state.pages.push(parseUrl(url)); }),
  redirectTo: navigate('redirectTo', (url) => { state.pages[state.pages.length - 1] = parseUrl(url); }),
  reLaunch: navigate('reLaunch', (url) => { state.pages = [parseUrl(url)]; }),
  switchTab: navigate('switchTab', (url) => { state.pages = [parseUrl(url)]; }),
  navigateBack: vi.fn((options: { delta?: number } = {}) => {
    state.navigations.push({ method: 'navigateBack', url: '' });
    const delta = Math.max(1, options.delta ?? 1);
    state.pages = state.pages.slice(0, Math.max(1, state.pages.length - delta));
    return Promise.resolve({ errMsg: 'navigateBack:ok' });
  }),
  getCurrentPages: vi.fn(() => state.pages.map((p) => ({ route: p.route, options: { ...p.options } }))),
  getCurrentInstance: vi.fn(() => ({ router: currentRouter(), page: {} })),
  getSystemInfoSync: vi.fn(() => ({ platform: state.systemPlatform, windowWidth: state.windowWidth, windowHeight: 812, pixelRatio: 2, statusBarHeight: 20, system: state.systemPlatform })),
  getWindowInfo: vi.fn(() => ({ windowWidth: state.windowWidth, windowHeight: 812, pixelRatio: 2, statusBarHeight: 20 })),
  getMenuButtonBoundingClientRect: vi.fn(() => ({ top: 24, height: 32, width: 87, left: 280, right: 367, bottom: 56 })),
  getNetworkType: vi.fn(() => Promise.resolve({ networkType: state.networkConnected ? 'wifi' : 'none' })),
  onNetworkStatusChange: vi.fn((fn: (res: { isConnected: boolean; networkType: string }) => void) => { state.networkListeners.add(fn); }),
  offNetworkStatusChange: vi.fn((fn?: (res: { isConnected: boolean; networkType: string }) => void) => {
    if (fn) state.networkListeners.delete(fn); else state.networkListeners.clear();
  }),
  setNavigationBarTitle: vi.fn(() => Promise.resolve()),
  stopPullDownRefresh: vi.fn(() => Promise.resolve()),
  pageScrollTo: vi.fn(() => Promise.resolve()),
  setClipboardData: vi.fn(() => Promise.resolve()),
  requestPayment: vi.fn(() => Promise.resolve({ errMsg: 'requestPayment:ok' })),
  showShareMenu: vi.fn(() => Promise.resolve()),
  previewImage: vi.fn(() => Promise.resolve()),
  pxTransform: (size: number) => `${size}px`,
  nextTick: (fn: () => void) => Promise.resolve().then(fn),
  useDidShow, useDidHide, useReachBottom, usePullDownRefresh, useLoad, useReady, useRouter,
  useShareAppMessage, useShareTimeline, usePageScroll, useResize, useTabItemTap,
};

/** Any Taro API the mock lacks fails loudly instead of returning undefined. */
const Taro = new Proxy(implemented, {
  get(target, key) {
    if (typeof key === 'symbol' || key in target || key === 'then' || key === '__esModule') return Reflect.get(target, key);
    throw new Error(`Taro.${key} is not mocked: add it to apps/client/test/taro.ts`);
  },
});
export default Taro;

export const taroMock = {
  /** Taro.getEnv(): 'WEB' (H5, the default) or 'WEAPP'. */
  setEnv(env: EnvType) { state.env = env; },
  setSystemPlatform(platform: string) { state.systemPlatform = platform; },
  setWindowWidth(width: number) { state.windowWidth = width; },
  server: {
    /** Scripts the answer for a method ('*' for any, 'UPLOAD' for uploadFile) and path (origin stripped). */
    on(method: string, match: string | RegExp, reply: ReplyOrHandler) { state.routes.push({ method: method.toUpperCase(), match, reply }); },
    /** The answer to requests no route matches. */
    fallback(reply: Reply) { state.fallback = reply; },
    get requests(): readonly RecordedRequest[] { return state.requests; },
    get uploads(): readonly RecordedUpload[] { return state.uploads; },
    lastRequest(): RecordedRequest | undefined { return state.requests[state.requests.length - 1]; },
  },
  /** The raw stored values (Taro storage), by key. */
  get storage(): Map<string, unknown> { return state.storage; },
  get toasts(): readonly ToastCall[] { return state.toasts; },
  get modals(): readonly ModalCall[] { return state.modals; },
  /** Scripts the answers of the next dialogs, in order (true = confirm). */
  answerModals(...answers: boolean[]) { state.modalAnswers.push(...answers); },
  get loading() { return state.loading; },
  /** The page stack, bottom first; the last one is the current page. */
  get pages(): readonly MockPage[] { return state.pages; },
  get currentPage(): MockPage { return state.pages[state.pages.length - 1]; },
  /** Replaces the page stack, e.g. setPages('/pages/mine/index/index?x=1'). */
  setPages(...urls: string[]) { state.pages = urls.map(parseUrl); },
  get navigations(): readonly { method: string; url: string }[] { return state.navigations; },
  failNavigation(method: string) { state.failingNavigations.add(method); },
  /** Fires the page lifecycle callbacks registered by mounted components. */
  triggerShow() { [...state.showCallbacks].forEach((fn) => fn()); },
  triggerHide() { [...state.hideCallbacks].forEach((fn) => fn()); },
  triggerReachBottom() { [...state.reachBottomCallbacks].forEach((fn) => fn()); },
  triggerPullDownRefresh() { [...state.pullDownCallbacks].forEach((fn) => fn()); },
  setNetwork(isConnected: boolean) {
    state.networkConnected = isConnected;
    [...state.networkListeners].forEach((fn) => fn({ isConnected, networkType: isConnected ? 'wifi' : 'none' }));
  },
  get eventCenter() { return state.eventCenter; },
  /** The sockets opened with Taro.connectSocket, oldest first. */
  get sockets(): readonly FakeSocketTask[] { return state.sockets; },
  get lastSocket(): FakeSocketTask | undefined { return state.sockets[state.sockets.length - 1]; },
  /** The next `count` Taro.connectSocket calls fail. */
  failSocketConnects(count = 1) { state.socketConnectFailures += count; },
  reset() { state = createState(); },
};
