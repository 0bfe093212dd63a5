/**
 * The native app shell (apps/app, Capacitor 7). Its bridge puts `window.Capacitor` into the page with
 * a proxy per installed plugin (`Capacitor.Plugins.App`...), so the client needs no Capacitor package:
 * outside the app (browser, WeChat, mini-program) there is no bridge and every call here is a no-op.
 * The browser tests install a fake bridge of the same shape.
 */

export type NativePlatform = 'android' | 'ios';

export interface PluginListener {
  remove(): Promise<void> | void;
}

/** The subset of the plugins' APIs the client uses (@capacitor/app, browser, share, filesystem, file-opener). */
export interface NativePlugins {
  App?: {
    addListener(event: 'backButton', cb: (e: { canGoBack: boolean }) => void): Promise<PluginListener> | PluginListener;
    exitApp(): Promise<void>;
    getInfo?(): Promise<{ version: string; build: string }>;
  };
  Browser?: { open(options: { url: string }): Promise<void> };
  Share?: {
    canShare(): Promise<{ value: boolean }>;
    share(options: { title?: string; text?: string; url?: string; dialogTitle?: string }): Promise<unknown>;
  };
  Filesystem?: {
    downloadFile(options: { url: string; path: string; directory: 'CACHE'; progress: boolean; recursive?: boolean }): Promise<{ path?: string }>;
    addListener(event: 'progress', cb: (e: { url: string; bytes: number; contentLength: number }) => void): Promise<PluginListener> | PluginListener;
  };
  FileOpener?: { open(options: { filePath: string; contentType: string; openWithDefault?: boolean }): Promise<void> };
}

interface CapacitorGlobal {
  isNativePlatform(): boolean;
  getPlatform(): string;
  Plugins: NativePlugins;
}

function bridge(): CapacitorGlobal | null {
  const cap = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  return cap && typeof cap.isNativePlatform === 'function' && cap.isNativePlatform() ? cap : null;
}

/** 'android' or 'ios' inside the native app; null anywhere else. */
export function nativePlatform(): NativePlatform | null {
  const platform = bridge()?.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : null;
}

export function isNativeApp(): boolean {
  return nativePlatform() !== null;
}

/** A plugin of the native shell, or undefined outside it (or when the shell lacks that plugin). */
export function nativePlugin<K extends keyof NativePlugins>(name: K): NativePlugins[K] | undefined {
  return bridge()?.Plugins?.[name];
}
