import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_ID, removeAppShell } from './appShell';

const srcDir = path.resolve(__dirname, '../..');
const indexHtml = readFileSync(path.join(srcDir, 'index.html'), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
/** The inline script of index.html that picks the shell's frame from the path. */
const frameScript = inlineScripts.find((body) => body.includes('data-cx-shell'))!;
/** The one at the end of <body> that applies the app's stylesheets. */
const sheetScript = inlineScripts.find((body) => body.includes('data-cx-sheet'))!;

function frameFor(pathname: string): string | null {
  const doc = document.implementation.createHTMLDocument('');
  new Function('document', 'location', frameScript)(doc, { pathname });
  return doc.documentElement.getAttribute('data-cx-shell');
}

function pageConfigs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageConfigs(file);
    return entry.name.endsWith('.config.ts') ? [file] : [];
  });
}

describe('the inline app shell of index.html', () => {
  it('draws the home frame on the paths of the home page', () => {
    for (const pathname of ['/', '/index.html', '/pages', '/pages/index', '/pages/index/index', '/pages/index/index/']) expect([pathname, frameFor(pathname)]).toEqual([pathname, 'home']);
  });

  it('draws no title bar on the pages that draw their own, and the white bar elsewhere', () => {
    const custom = pageConfigs(path.join(srcDir, 'pages'))
      .filter((file) => /navigationStyle:\s*'custom'/.test(readFileSync(file, 'utf8')))
      .map((file) => `/${path.relative(srcDir, file).replace(/\.config\.ts$/, '').split(path.sep).join('/')}`)
      .filter((page) => page !== '/pages/index/index');
    expect(custom.length).toBeGreaterThan(5);
    for (const page of custom) expect([page, frameFor(page)]).toEqual([page, 'bare']);
    for (const page of ['/pages/news/list/index', '/pages/course/list/view', '/pages/goods/detail/index', '/pages/login/index/index', '/choose-location', '/pages/unknown']) {
      expect([page, frameFor(page)]).toEqual([page, 'bar']);
    }
  });

  it("applies the build's stylesheets in their place and order, and shows the app once they are in (or failed)", () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML = '<link rel="preload" as="style" href="/css/vendors.1.css" data-cx-sheet><link rel="preload" as="style" href="/css/index.2.css" data-cx-sheet><link rel="modulepreload" href="/js/page.js">';
    new Function('document', sheetScript)(doc);
    const sheets = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((link) => link.getAttribute('href'))).toEqual(['/css/vendors.1.css', '/css/index.2.css']);
    // Each right after its preload: before anything the app appends to <head> later (the pages' own sheets).
    expect([...doc.head.children].map((el) => `${el.getAttribute('rel')} ${el.getAttribute('href')}`)).toEqual([
      'preload /css/vendors.1.css', 'stylesheet /css/vendors.1.css', 'preload /css/index.2.css', 'stylesheet /css/index.2.css', 'modulepreload /js/page.js',
    ]);
    expect(doc.documentElement.classList.contains('cx-css')).toBe(false);
    sheets[1].onload?.(new Event('load'));
    expect(doc.documentElement.classList.contains('cx-css')).toBe(false);
    sheets[0].onerror?.(new Event('error'));
    expect(doc.documentElement.classList.contains('cx-css')).toBe(true);
    // The app stays hidden until then (the shell shows behind it).
    expect(indexHtml).toContain('html:not(.cx-css) #app{visibility:hidden}');
    // No sheets to wait for (a development build): shown at once.
    const bare = document.implementation.createHTMLDocument('');
    new Function('document', sheetScript)(bare);
    expect(bare.documentElement.classList.contains('cx-css')).toBe(true);
  });

  it('is hidden from screen readers and goes when asked', () => {
    expect(indexHtml).toMatch(new RegExp(`<div id="${APP_SHELL_ID}" aria-hidden="true">`));
    const shell = document.createElement('div');
    shell.id = APP_SHELL_ID;
    document.body.append(shell);
    removeAppShell();
    expect(document.getElementById(APP_SHELL_ID)).toBeNull();
    removeAppShell();
  });
});
