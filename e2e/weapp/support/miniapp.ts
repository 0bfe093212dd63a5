/**
 * Runs the built mini-program (dist/weapp) in Node the way WeChat's logic layer does: one JS context
 * without `document`/`window`, CommonJS `require` over the package files, the globals `App`, `Page`,
 * `Component`, `getApp`, `getCurrentPages` and the stand-in `wx`. Pages get WeChat's lifecycle
 * (onLoad -> onShow -> onReady, onUnload), and what they render through `setData` is kept per page.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { applySetData, findNode, textOf, type FoundNode, type Matcher, type MpNode } from './tree';
import { createWx, type NavigationKind, type StandInWx } from './wx';

type Hooks = Record<string, unknown> & { data?: Record<string, unknown> };
type Fn = (...args: unknown[]) => unknown;

export interface MpPage {
  route: string;
  query: Record<string, string>;
  data: Record<string, unknown>;
  setDataCount: number;
  /** Errors thrown or logged (console.error) while the page was on top. */
  errors: string[];
  instance: Record<string, unknown>;
  text(): string;
}

export interface MiniAppOptions {
  distDir: string;
  serverUrl: string;
  builtServerUrl: string;
}

/** `settle` waits for the network, for timeouts of at most SOON_MS, then for this long without activity. */
const SETTLE_QUIET_MS = 50;
const SOON_MS = 250;

export class MiniApp {
  readonly appJson: { pages: string[]; subPackages?: { root: string; pages: string[] }[]; tabBar?: { list: { pagePath: string }[] } };
  readonly stack: MpPage[] = [];
  readonly navigations: { kind: NavigationKind; url?: string }[] = [];
  readonly stand: StandInWx;
  /** Errors outside any page (app launch). */
  readonly appErrors: string[] = [];
  /** Every error of the app and its pages, with the page it came from ('app' before any page). */
  readonly errorLog: { route: string; error: string }[] = [];
  private readonly context: vm.Context;
  private readonly templates: Map<string, NodeTemplate>;
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly pendingSoon = new Set<ReturnType<typeof setTimeout>>();
  private readonly intervals = new Set<ReturnType<typeof setInterval>>();
  /** Page() registrations by the page module that made them (a module runs once, a page opens often). */
  private readonly pageHooks = new Map<string, Hooks>();
  private readonly evaluating: string[] = [];
  private app: Record<string, unknown> | null = null;
  private inflight = 0;
  private lastActivity = Date.now();
  private navigation: Promise<void> = Promise.resolve();

  constructor(private readonly options: MiniAppOptions) {
    this.appJson = JSON.parse(readFileSync(path.join(options.distDir, 'app.json'), 'utf8'));
    this.stand = createWx({
      serverUrl: options.serverUrl,
      builtServerUrl: options.builtServerUrl,
      inflight: (delta) => { this.inflight += delta; this.touch(); },
      navigate: (kind, o) => this.navigate(kind, o),
    });
    this.context = vm.createContext(this.globals());
    this.templates = nodeTemplates(readFileSync(path.join(options.distDir, 'base.wxml'), 'utf8'));
  }

  /** Every page registered in app.json, subpackages included, as routes without a leading slash. */
  get routes(): string[] {
    const sub = (this.appJson.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root.replace(/\/$/, '')}/${page}`));
    return [...this.appJson.pages, ...sub];
  }

  get top(): MpPage {
    const page = this.stack[this.stack.length - 1];
    if (!page) throw new Error('no page is open');
    return page;
  }

  /** Loads app.js and runs the app's onLaunch and onShow. */
  launch(): void {
    this.guard(null, () => {
      this.require('app.js');
      const app = this.app as Record<string, Fn> | null;
      if (!app) throw new Error('app.js did not call App()');
      app.onLaunch?.call(app, { path: 'pages/index/index', query: {}, scene: 1001 });
      app.onShow?.call(app, { path: 'pages/index/index', query: {}, scene: 1001 });
    });
  }

  /** Closes every page and opens this one (like wx.reLaunch), then waits until it settles. */
  async open(url: string): Promise<MpPage> {
    await this.navigate('reLaunch', { url });
    return this.top;
  }

  /** Waits until no request is in flight and nothing was rendered for a short while (at most `limitMs`). */
  async settle(limitMs = 8000): Promise<void> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await this.navigation;
      const idle = this.inflight === 0 && this.pendingSoon.size === 0;
      if (idle && Date.now() - this.lastActivity >= SETTLE_QUIET_MS) return;
      if (Date.now() > deadline) return;
    }
  }

  /**
   * Dispatches a mini-program event (tap, input...) to the element found in the top page as WeChat
   * does: the page's `eh` is called for the element and then for each ancestor whose template binds
   * the event (`bindtap="eh"`), innermost first, until one catches it (`catchtap`).
   */
  dispatch(match: Matcher, type: string, detail: Record<string, unknown> = {}): void {
    const page = this.top;
    const found = this.find(match);
    if (!found) throw new Error(`no element to ${type} on ${page.route}`);
    const target = { id: found.chain[0].sid, dataset: { sid: found.chain[0].sid } };
    for (const element of found.chain) {
      const binding = this.templates.get(String(element.nn))?.events.get(type);
      if (!binding) continue;
      const currentTarget = { id: element.sid, dataset: { sid: element.sid } };
      this.guard(page, () => (page.instance.eh as Fn).call(page.instance, { type, timeStamp: Date.now(), target, currentTarget, detail }));
      if (binding === 'catch') break;
    }
    this.touch();
  }

  /** The first node of the top page that matches; attributes are read by their WXML names. */
  find(match: Matcher): FoundNode | null {
    const attr = (node: MpNode) => (name: string) => {
      const key = this.templates.get(String(node.nn))?.attrs.get(name);
      return key === undefined ? undefined : node[key];
    };
    return findNode(this.top.data.root, (node) => match(node, attr(node)));
  }

  /** Unloads every page and stops the timers the app's code started. */
  close(): void {
    while (this.stack.length) this.unloadTop();
    this.timers.forEach((t) => clearTimeout(t));
    this.pendingSoon.clear();
    this.intervals.forEach((t) => clearInterval(t));
  }

  private touch(): void {
    this.lastActivity = Date.now();
  }

  /** Keeps an error on the page it belongs to (the top page when none is named) and in the log. */
  private fail(owner: MpPage | null | undefined, error: unknown): void {
    const page = owner ?? this.stack[this.stack.length - 1];
    const text = describe(error);
    (page?.errors ?? this.appErrors).push(text);
    this.errorLog.push({ route: page?.route ?? 'app', error: text });
  }

  private guard(owner: MpPage | null, fn: () => unknown): void {
    try {
      const result = fn();
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).catch((error: unknown) => this.fail(owner, error));
      }
    } catch (error) {
      this.fail(owner, error);
    }
  }

  private navigate(kind: NavigationKind, o: { url?: string; delta?: number }): Promise<void> {
    this.navigations.push({ kind, url: o.url });
    const step = this.navigation.then(() => this.performNavigation(kind, o));
    this.navigation = step.catch(() => undefined);
    return step;
  }

  private async performNavigation(kind: NavigationKind, o: { url?: string; delta?: number }): Promise<void> {
    if (kind === 'navigateBack') {
      const delta = Math.max(1, o.delta ?? 1);
      for (let i = 0; i < delta && this.stack.length > 1; i += 1) this.unloadTop();
      this.showTop();
      return;
    }
    const [rawRoute, queryString = ''] = String(o.url ?? '').split('?');
    const route = this.resolveRoute(rawRoute);
    if (!this.routes.includes(route)) throw new Error(`page "${route}" is not found`);
    if (kind === 'reLaunch' || kind === 'switchTab') while (this.stack.length) this.unloadTop();
    else if (kind === 'redirectTo') this.unloadTop();
    else this.hideTop();
    const query = Object.fromEntries(new URLSearchParams(queryString));
    this.loadPage(route, query);
  }

  private resolveRoute(url: string): string {
    if (url.startsWith('/')) return url.slice(1);
    const base = this.stack.length ? path.posix.dirname(this.top.route) : '';
    return path.posix.normalize(path.posix.join(base, url));
  }

  private loadPage(route: string, query: Record<string, string>): void {
    const page: MpPage = {
      route, query, data: {}, setDataCount: 0, errors: [], instance: {},
      text: () => textOf(page.data.root),
    };
    this.stack.push(page);
    this.guard(page, () => {
      this.require(`${route}.js`);
      const hooks = this.pageHooks.get(`${route}.js`);
      if (!hooks) throw new Error(`${route}.js did not call Page()`);
      page.data = structuredClone(hooks.data ?? {});
      const instance: Record<string, unknown> = Object.create(hooks);
      Object.assign(instance, {
        route, __route__: route, options: query, data: page.data, is: route, __wxWebviewId__: this.stack.length,
        setData: (update: Record<string, unknown>, cb?: () => void) => {
          applySetData(page.data, update);
          page.setDataCount += 1;
          this.touch();
          if (cb) this.track(setTimeout(() => this.guard(page, cb)));
        },
        selectComponent: () => null,
        selectAllComponents: () => [],
        createSelectorQuery: () => (this.stand.wx.createSelectorQuery as Fn)(),
        getOpenerEventChannel: () => ({ on: () => undefined, emit: () => undefined, once: () => undefined, off: () => undefined }),
      });
      page.instance = instance;
      const call = (name: string, ...args: unknown[]) => (hooks[name] as Fn | undefined)?.apply(instance, args);
      call('onLoad', query);
      call('onShow');
      call('onReady');
    });
    this.touch();
  }

  private hideTop(): void {
    const page = this.stack[this.stack.length - 1];
    if (page) this.guard(page, () => (page.instance.onHide as Fn | undefined)?.call(page.instance));
  }

  private showTop(): void {
    const page = this.stack[this.stack.length - 1];
    if (page) this.guard(page, () => (page.instance.onShow as Fn | undefined)?.call(page.instance));
  }

  private unloadTop(): void {
    const page = this.stack.pop();
    if (page) this.guard(page, () => (page.instance.onUnload as Fn | undefined)?.call(page.instance));
  }

  private track<T extends ReturnType<typeof setTimeout>>(timer: T): T {
    this.timers.add(timer);
    return timer;
  }

  /** A timeout of the app's code; short ones (render batches, 200 ms loading delays) hold `settle`. */
  private timeout(fn: Fn, ms = 0, args: unknown[] = []): ReturnType<typeof setTimeout> {
    const soon = ms <= SOON_MS;
    const timer = this.track(setTimeout(() => {
      this.timers.delete(timer);
      if (soon) this.pendingSoon.delete(timer);
      try { fn(...args); } catch (error) { this.fail(null, error); }
      this.touch();
    }, ms));
    if (soon) this.pendingSoon.add(timer);
    return timer;
  }

  /** The logic layer's globals. No document, window or navigator: touching them throws as in WeChat. */
  private globals(): Record<string, unknown> {
    const report = (...args: unknown[]) => this.fail(null, args.map(describe).join(' '));
    const wrap = (fn: Fn) => (...args: unknown[]) => { try { fn(...args); } catch (error) { report(error); } };

    return {
      wx: this.stand.wx,
      // WeChat's logic layer has a `global` object shared by all modules.
      global: {},
      console: { ...console, log: () => undefined, info: () => undefined, debug: () => undefined, warn: () => undefined, error: report },
      setTimeout: (fn: Fn, ms?: number, ...args: unknown[]) => this.timeout(fn, ms, args),
      clearTimeout: (t: ReturnType<typeof setTimeout>) => { clearTimeout(t); this.timers.delete(t); this.pendingSoon.delete(t); },
      setInterval: (fn: Fn, ms?: number, ...args: unknown[]) => { const t = setInterval(wrap(fn), ms, ...args); this.intervals.add(t); return t; },
      clearInterval: (t: ReturnType<typeof setInterval>) => { clearInterval(t); this.intervals.delete(t); },
      App: (hooks: Record<string, unknown>) => { this.app = hooks; },
      Page: (hooks: Hooks) => { this.pageHooks.set(this.evaluating[this.evaluating.length - 1], hooks); },
      Component: () => undefined,
      Behavior: (definition: unknown) => definition,
      getApp: () => this.app,
      getCurrentPages: () => this.stack.map((p) => p.instance),
      requirePlugin: () => ({}),
    };
  }

  /** CommonJS over the package: paths relative to the requiring file, `.js` optional. */
  private require(file: string, fromDir = ''): unknown {
    let resolved = path.posix.normalize(path.posix.join(fromDir, file));
    if (!resolved.endsWith('.js')) resolved += '.js';
    const cached = this.modules.get(resolved);
    if (cached) return cached.exports;
    const full = path.join(this.options.distDir, resolved);
    if (!existsSync(full)) throw new Error(`module "${resolved}" is not in the package`);
    const module = { exports: {} as unknown };
    this.modules.set(resolved, module);
    const source = readFileSync(full, 'utf8');
    const wrapper = vm.runInContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, this.context, { filename: full }) as Fn;
    const dir = path.posix.dirname(resolved);
    this.evaluating.push(resolved);
    try {
      wrapper(module.exports, (spec: string) => this.require(spec, dir), module, resolved, dir);
    } finally {
      this.evaluating.pop();
    }
    return module.exports;
  }
}

export function describe(value: unknown): string {
  if (value instanceof Error || (value && typeof value === 'object' && 'stack' in value && 'message' in value)) {
    const error = value as Error;
    return `${error.name}: ${error.message}\n${String(error.stack ?? '').split('\n').slice(1, 4).join('\n')}`;
  }
  if (typeof value === 'string') return value;
  try { return JSON.stringify(value); } catch { return String(value); }
}

interface NodeTemplate {
  /** Events its element binds to `eh`, and how (bind or catch). */
  events: Map<string, 'bind' | 'catch'>;
  /** WXML attribute name -> the compressed data key that fills it (placeholder -> p13). */
  attrs: Map<string, string>;
}

/**
 * Reads base.wxml: per node name (`nn`), what its templates (`tmpl_0_<nn>` and variants such as
 * `tmpl_0_<nn>_focus`) bind and which data key fills each attribute.
 */
function nodeTemplates(baseWxml: string): Map<string, NodeTemplate> {
  const result = new Map<string, NodeTemplate>();
  for (const match of baseWxml.matchAll(/<template name="tmpl_0_([^"_]+)[^"]*">\s*<[\w-]+([^>]*)>/g)) {
    const entry = result.get(match[1]) ?? { events: new Map(), attrs: new Map() };
    for (const attr of match[2].matchAll(/\b(bind|catch)(\w+)="eh"/g)) entry.events.set(attr[2], attr[1] as 'bind' | 'catch');
    for (const attr of match[2].matchAll(/([\w-]+)="\{\{(?:xs\.b\()?i\.(\w+)/g)) entry.attrs.set(attr[1], attr[2]);
    result.set(match[1], entry);
  }
  return result;
}
