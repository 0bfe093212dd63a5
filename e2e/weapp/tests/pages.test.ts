/**
 * Every page of the weapp build, run headless (support/miniapp.ts) against the real server: each
 * renders its key texts (../pages.ts) without touching the DOM or throwing, and the journey home ->
 * login with the demo account -> member centre shows 张三.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../support/server';
import { BUILT_SERVER_URL, WEAPP_DIST } from '../support/dist';
import { MiniApp } from '../support/miniapp';
import { byAttr, byClass, byText } from '../support/tree';
import { PAGE_EXPECTATIONS } from '../pages';

/**
 * DOM use that fails in a mini-program: a browser global the logic layer lacks (ReferenceError), or a
 * browser API missing from the small DOM Taro's weapp build puts behind `document`/`window`
 * (its taroDocumentProvider / taroWindowProvider: no layout, no canvas, no body measurements).
 */
const DOM_USE = /\b(document|window|navigator|localStorage|sessionStorage|location|history|HTMLElement|TextEncoder|TextDecoder) is not defined|taro(Document|Window)Provider/;

function registeredRoutes(): string[] {
  const appJson = JSON.parse(readFileSync(path.join(WEAPP_DIST, 'app.json'), 'utf8')) as {
    pages: string[]; subPackages?: { root: string; pages: string[] }[];
  };
  return [...appJson.pages, ...(appJson.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root.replace(/\/$/, '')}/${page}`))];
}

const routes = registeredRoutes();
const visitorRoutes = routes.filter((r) => PAGE_EXPECTATIONS[r]?.visitor);
const memberRoutes = routes.filter((r) => !PAGE_EXPECTATIONS[r]?.visitor);

let server: RunningServer;
let app: MiniApp;

beforeAll(async () => {
  server = await startServer();
  app = new MiniApp({ distDir: WEAPP_DIST, serverUrl: server.url, builtServerUrl: BUILT_SERVER_URL });
  app.launch();
});

afterAll(async () => {
  app?.close();
  await server?.stop();
});

async function expectPageRenders(route: string): Promise<void> {
  const expectation = PAGE_EXPECTATIONS[route];
  if (!expectation) throw new Error(`${route} is registered in app.json but has no entry in e2e/weapp/pages.ts: add its key texts`);
  const page = await app.open(`/${route}${expectation.query ? `?${expectation.query}` : ''}`);
  await app.settle();
  expect(page.errors.filter((e) => DOM_USE.test(e)), `${route} touches the DOM (no document/window in a mini-program)`).toEqual([]);
  expect(page.errors, `${route} threw or logged an error`).toEqual([]);
  expect(app.top.route, `${route} sent the viewer elsewhere`).toBe(route);
  expect(page.setDataCount, `${route} rendered nothing`).toBeGreaterThan(0);
  const text = page.text();
  for (const wanted of expectation.texts) expect(text, `${route} does not show ${wanted}`).toContain(wanted);
}

describe('weapp pages (headless harness)', () => {
  it('the app launches without errors and the expectation table lists exactly the registered pages', () => {
    expect(app.appErrors).toEqual([]);
    const extra = Object.keys(PAGE_EXPECTATIONS).filter((r) => !routes.includes(r));
    expect(extra, 'entries in e2e/weapp/pages.ts for pages app.json does not register').toEqual([]);
  });

  describe('as a visitor', () => {
    it.each(visitorRoutes)('%s renders', expectPageRenders);
  });

  it('journey: home -> 我的 -> 立即登录 -> demo account login -> member centre shows 张三', async () => {
    const errorsBefore = app.errorLog.length;
    await app.open('/pages/index/index');
    await app.settle();
    app.dispatch(byText('我的'), 'tap');
    await app.settle();
    expect(app.top.route).toBe('pages/mine/index/index');
    app.dispatch(byText('立即登录'), 'tap');
    await app.settle();
    expect(app.top.route).toBe('pages/login/index/index');
    app.dispatch(byAttr('placeholder', '请输入手机号或账号'), 'input', { value: '13800000001' });
    app.dispatch(byAttr('placeholder', '请输入密码'), 'input', { value: 'caixue123' });
    await app.settle();
    app.dispatch(byClass('auth-submit'), 'tap');
    await app.settle();
    expect(app.stand.storage.get('token'), 'no token stored after login').toBeTruthy();
    expect(app.top.route).not.toBe('pages/login/index/index');
    app.dispatch(byText('我的'), 'tap');
    await app.settle();
    expect(app.top.route).toBe('pages/mine/index/index');
    expect(app.top.text()).toContain('张三');
    expect(app.errorLog.slice(errorsBefore)).toEqual([]);
  });

  describe('as the demo member 张三', () => {
    it.each(memberRoutes)('%s renders', expectPageRenders);
  });
});
