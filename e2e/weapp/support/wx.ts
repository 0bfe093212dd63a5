/**
 * A stand-in for WeChat's `wx` object: only what a page can need without a phone. Storage is a Map,
 * `request`/`uploadFile` go to the real server started for the test, navigation and UI calls are
 * recorded (navigation is handed to the harness's page stack). Every other API answers `ok`.
 * Only the names listed here exist (Taro exposes `Object.keys(wx)`): code that calls an API the
 * stand-in lacks fails loudly, so a new API is added here on purpose.
 */

export interface WxCall {
  api: string;
  options: unknown;
}

export type NavigationKind = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack';

export interface WxHost {
  /** The real server's origin; the weapp build's local address is mapped onto it. */
  serverUrl: string;
  /** The address the weapp build was made with (ENV.apiBase of the local environment). */
  builtServerUrl: string;
  navigate(kind: NavigationKind, options: { url?: string; delta?: number }): Promise<void>;
  /** A request started (+1) or ended (-1): the harness waits for the network to be quiet. */
  inflight(delta: 1 | -1): void;
}

type Options = Record<string, unknown> & {
  success?: (res: unknown) => void;
  fail?: (err: unknown) => void;
  complete?: (res: unknown) => void;
};

const SYSTEM_INFO = {
  brand: 'devtools', model: 'iPhone 12', pixelRatio: 3, screenWidth: 390, screenHeight: 844,
  windowWidth: 390, windowHeight: 844, statusBarHeight: 47, language: 'zh_CN', version: '8.0.50',
  system: 'iOS 16.0', platform: 'devtools', fontSizeSetting: 16, SDKVersion: '3.6.0',
  safeArea: { top: 47, left: 0, right: 390, bottom: 810, width: 390, height: 763 },
  theme: 'light', enableDebug: false, deviceOrientation: 'portrait',
};

/** APIs that just answer `ok` (their effect is only recorded). */
const PLAIN_ASYNC_APIS = [
  'showToast', 'hideToast', 'showLoading', 'hideLoading', 'showActionSheet', 'setNavigationBarTitle',
  'setNavigationBarColor', 'setBackgroundColor', 'setBackgroundTextStyle', 'pageScrollTo', 'stopPullDownRefresh',
  'startPullDownRefresh', 'showShareMenu', 'hideShareMenu', 'updateShareMenu', 'hideHomeButton', 'setClipboardData',
  'previewImage', 'saveImageToPhotosAlbum', 'navigateToMiniProgram', 'vibrateShort', 'makePhoneCall',
  'showTabBar', 'hideTabBar', 'setTabBarItem', 'setTabBarStyle', 'openDocument', 'requestPayment',
  'getNetworkType', 'checkSession', 'getSetting', 'authorize', 'setKeepScreenOn', 'setScreenBrightness',
  'loadFontFace', 'getImageInfo', 'requestSubscribeMessage', 'setEnableDebug', 'createBLEConnection', 'openLocation',
];
const LISTENER_APIS = [
  'onNetworkStatusChange', 'offNetworkStatusChange', 'onAppShow', 'offAppShow', 'onAppHide', 'offAppHide',
  'onError', 'offError', 'onUnhandledRejection', 'onPageNotFound', 'onWindowResize', 'offWindowResize',
  'onThemeChange', 'onMemoryWarning', 'onKeyboardHeightChange', 'offKeyboardHeightChange',
];

function answer(options: Options | undefined, result: Record<string, unknown>, api: string): void {
  const res = { errMsg: `${api}:ok`, ...result };
  setTimeout(() => {
    options?.success?.(res);
    options?.complete?.(res);
  });
}

function failWith(options: Options | undefined, errMsg: string): void {
  const err = { errMsg };
  setTimeout(() => {
    options?.fail?.(err);
    options?.complete?.(err);
  });
}

/** A chainable stand-in for query objects (`createSelectorQuery().select(..).boundingClientRect().exec(cb)`). */
function chain(): unknown {
  const target = (() => undefined) as unknown as Record<string, unknown>;
  const proxy: unknown = new Proxy(target, {
    get(_t, key) {
      if (key === 'exec') return (cb?: (res: unknown[]) => void) => setTimeout(() => cb?.([]));
      if (key === 'then') return undefined;
      return () => proxy;
    },
    apply: () => proxy,
  });
  return proxy;
}

function socketTask(record: (api: string, options: unknown) => void) {
  return {
    onOpen: () => undefined, onClose: () => undefined, onError: () => undefined, onMessage: () => undefined,
    send: (options: Options) => { record('SocketTask.send', options); answer(options, {}, 'sendSocketMessage'); },
    close: (options?: Options) => answer(options, {}, 'closeSocket'),
  };
}

export interface StandInWx {
  wx: Record<string, unknown>;
  storage: Map<string, unknown>;
  calls: WxCall[];
}

export function createWx(host: WxHost): StandInWx {
  const storage = new Map<string, unknown>();
  const calls: WxCall[] = [];
  const record = (api: string, options: unknown) => calls.push({ api, options });
  const toServer = (url: string) => (url.startsWith(host.builtServerUrl) ? host.serverUrl + url.slice(host.builtServerUrl.length) : url);

  async function send(options: Options, api: string, init: RequestInit): Promise<void> {
    const url = toServer(String(options.url));
    host.inflight(1);
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      let data: unknown = text;
      if (options.dataType !== 'text' && options.responseType !== 'text') {
        try { data = JSON.parse(text); } catch { data = text; }
      }
      const header: Record<string, string> = {};
      response.headers.forEach((value, key) => { header[key] = value; });
      options.success?.({ errMsg: `${api}:ok`, statusCode: response.status, data, header });
      options.complete?.({ errMsg: `${api}:ok`, statusCode: response.status, data });
    } catch (error) {
      const err = { errMsg: `${api}:fail ${(error as Error).message}` };
      options.fail?.(err);
      options.complete?.(err);
    } finally {
      host.inflight(-1);
    }
  }

  const wx: Record<string, unknown> = {
    // Storage.
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => { storage.set(key, JSON.parse(JSON.stringify(value ?? null))); },
    removeStorageSync: (key: string) => { storage.delete(key); },
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (o: Options) => (storage.has(String(o.key)) ? answer(o, { data: storage.get(String(o.key)) }, 'getStorage') : failWith(o, 'getStorage:fail data not found')),
    setStorage: (o: Options) => { storage.set(String(o.key), JSON.parse(JSON.stringify(o.data ?? null))); answer(o, {}, 'setStorage'); },
    removeStorage: (o: Options) => { storage.delete(String(o.key)); answer(o, {}, 'removeStorage'); },
    clearStorage: (o: Options) => { storage.clear(); answer(o, {}, 'clearStorage'); },
    getStorageInfo: (o: Options) => answer(o, { keys: [...storage.keys()] }, 'getStorageInfo'),

    // Network: the real server.
    request: (options: Options) => {
      record('request', { url: options.url, method: options.method });
      const method = String(options.method ?? 'GET').toUpperCase();
      const headers = { ...(options.header as Record<string, string> | undefined) };
      let body: string | undefined;
      if (method !== 'GET' && method !== 'HEAD' && options.data !== undefined) {
        body = typeof options.data === 'string' ? options.data : JSON.stringify(options.data);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
      }
      let url = String(options.url);
      if ((method === 'GET' || method === 'HEAD') && options.data && typeof options.data === 'object') {
        const query = new URLSearchParams(Object.entries(options.data as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)])).toString();
        if (query) url += (url.includes('?') ? '&' : '?') + query;
      }
      const controller = new AbortController();
      void send({ ...options, url }, 'request', { method, headers, body, signal: controller.signal });
      return {
        abort: () => controller.abort(), onHeadersReceived: () => undefined, offHeadersReceived: () => undefined,
        onChunkReceived: () => undefined, offChunkReceived: () => undefined,
      };
    },
    uploadFile: (options: Options) => { record('uploadFile', options); failWith(options, 'uploadFile:fail no files in the harness'); return { abort: () => undefined, onProgressUpdate: () => undefined }; },
    // WeChat's own map picker: the member picks 人民广场.
    chooseLocation: (options: Options) => { record('chooseLocation', options); answer(options, { name: '人民广场', address: '上海市黄浦区人民大道', latitude: 31.230416, longitude: 121.473701 }, 'chooseLocation'); },
    downloadFile: (options: Options) => { record('downloadFile', options); answer(options, { statusCode: 200, tempFilePath: 'wxfile://tmp/download' }, 'downloadFile'); return { abort: () => undefined, onProgressUpdate: () => undefined }; },
    connectSocket: (options: Options) => { record('connectSocket', { url: options.url }); answer(options, {}, 'connectSocket'); return socketTask(record); },

    // System.
    getSystemInfoSync: () => ({ ...SYSTEM_INFO }),
    getSystemInfo: (o: Options) => answer(o, { ...SYSTEM_INFO }, 'getSystemInfo'),
    getWindowInfo: () => ({ ...SYSTEM_INFO }),
    getDeviceInfo: () => ({ ...SYSTEM_INFO }),
    getAppBaseInfo: () => ({ ...SYSTEM_INFO }),
    getSystemSetting: () => ({ deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () => ({}),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, bottom: 83, left: 296, right: 383 }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-dev-applet', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => ({ path: 'pages/index/index', query: {}, scene: 1001 }),
    getEnterOptionsSync: () => ({ path: 'pages/index/index', query: {}, scene: 1001 }),
    canIUse: () => true,
    nextTick: (fn: () => void) => setTimeout(fn),
    getUpdateManager: () => ({ onCheckForUpdate: () => undefined, onUpdateReady: () => undefined, onUpdateFailed: () => undefined, applyUpdate: () => undefined }),
    login: (o: Options) => { record('login', o); answer(o, { code: 'harness' }, 'login'); },
    showModal: (o: Options) => { record('showModal', { title: o.title, content: o.content }); answer(o, { confirm: false, cancel: true }, 'showModal'); },
    chooseImage: (o: Options) => { record('chooseImage', o); failWith(o, 'chooseImage:fail cancel'); },
    chooseMedia: (o: Options) => { record('chooseMedia', o); failWith(o, 'chooseMedia:fail cancel'); },
    createSelectorQuery: () => chain(),
    createIntersectionObserver: () => chain(),
    createVideoContext: () => chain(),
    createCanvasContext: () => chain(),
    createAnimation: () => chain(),
    getBackgroundAudioManager: () => chain(),
    createInnerAudioContext: () => chain(),
    reportAnalytics: (...args: unknown[]) => record('reportAnalytics', args),
  };
  for (const api of PLAIN_ASYNC_APIS) wx[api] = (o?: Options) => { record(api, o); answer(o, {}, api); };
  for (const api of LISTENER_APIS) wx[api] = (o?: unknown) => { record(api, o); };
  for (const kind of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as const) {
    wx[kind] = (o: Options = {}) => {
      record(kind, { url: o.url, delta: o.delta });
      host.navigate(kind, { url: o.url as string | undefined, delta: o.delta as number | undefined }).then(
        () => answer(o, {}, kind),
        (error: Error) => failWith(o, `${kind}:fail ${error.message}`),
      );
    };
  }
  return { wx, storage, calls };
}
