import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, CODE, TEXT } from '@caixue/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeServer, useTestServer } from './support/test-server';

const INDEX = '<!doctype html><html><head><title>财学</title></head><body><div id="app"></div></body></html>';
const ASSET = 'js/app.3f9a1c2b.js';

describeServer('the H5 app on the same origin', () => {
  const server = useTestServer();
  const dist = () => server().config.clientDist;

  beforeAll(async () => {
    await mkdir(path.join(dist(), 'js'), { recursive: true });
    await writeFile(path.join(dist(), 'index.html'), INDEX);
    await writeFile(path.join(dist(), ASSET), 'console.log("app")');
    await writeFile(path.join(dist(), 'logo.png'), 'png');
  });

  it('answers / and any /pages/... route with index.html, not cached', async () => {
    for (const url of ['/', '/pages/index/index', '/pages/login/index/index?redirect=%2Fpages%2Fmine', '/pages/a/b/c/d/e', '/pages/404/index']) {
      const answer = await server().get(url);
      expect([url, answer.status, answer.text]).toEqual([url, 200, INDEX]);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the page's own chunks and styles as preloads from the build's first-load report", async () => {
    const report = {
      pages: {
        'pages/index/index': { gzipBytes: 1, files: 3, preload: { js: ['js/index.aaaa1111.js', 'js/Skeleton.bbbb2222.js'], css: ['css/index.cccc3333.css'] } },
        'pages/news/list/index': { gzipBytes: 1, files: 2, preload: { js: ['js/list.dddd4444.js', 'js/gone.eeee5555.js', '../../etc/passwd', 'js/"><script>.js'], css: [] } },
      },
    };
    // Files of this build; js/gone.eeee5555.js is not (a report another build left must not cause 404s).
    await mkdir(path.join(dist(), 'css'), { recursive: true });
    for (const file of ['js/index.aaaa1111.js', 'js/Skeleton.bbbb2222.js', 'css/index.cccc3333.css', 'js/list.dddd4444.js']) await writeFile(path.join(dist(), file), '');
    const reportFile = `${dist().replace(/\/+$/, '')}-first-load.json`;
    await writeFile(reportFile, JSON.stringify(report));
    try {
      for (const url of ['/', '/pages/index', '/pages/index/index']) {
        const html = (await server().get(url)).text;
        expect(html).toContain('<link rel="modulepreload" crossorigin href="/js/index.aaaa1111.js"><link rel="modulepreload" crossorigin href="/js/Skeleton.bbbb2222.js"></head>');
        expect(html).toContain('<link rel="preload" as="style" href="/css/index.cccc3333.css">');
      }
      const list = (await server().get('/pages/news/list/index?id=15')).text;
      expect(list).toContain('href="/js/list.dddd4444.js"');
      expect(list).not.toContain('passwd');
      expect(list).not.toContain('gone.eeee5555');
      expect(list).not.toContain('<script>');
      expect(list).not.toContain('index.aaaa1111');
      expect((await server().get('/pages/unknown/page')).text).toBe(INDEX);
    } finally {
      await rm(reportFile, { force: true });
    }
    expect((await server().get('/')).text).toBe(INDEX);
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await server().get(`/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server().get('/logo.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses assets for clients that accept it', async () => {
    await writeFile(path.join(dist(), 'js/big.1234abcd.js'), 'const x = 1;\n'.repeat(2000));
    const answer = await server().request({ method: 'GET', url: '/js/big.1234abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('never answers API, socket, docs or upload paths with the app', async () => {
    for (const url of ['/api/unknown', '/api/pages/index', '/ws/live/1', '/uploads/nothing.png', '/js/missing.11112222.js', '/favicon.ico']) {
      const answer = await server().get(url);
      expect([url, answer.body]).toEqual([url, { code: CODE.notFound, msg: TEXT.notFound }]);
      expect(answer.text).not.toContain('<html');
    }
    expect((await server().get('/api/unknown')).status).toBe(200);
    expect((await server().get('/js/missing.11112222.js')).status).toBe(404);
    expect((await server().get(API.nav.list)).body.code).toBe(CODE.ok);
  });

  it('serves the OpenAPI document and UI at /docs without a token', async () => {
    const ui = await server().get('/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
    const spec = await server().get('/docs/json');
    const document = JSON.parse(spec.text) as { openapi: string; paths: Record<string, Record<string, { security?: unknown }>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([API.member.loginAccount, API.member.info, API.nav.list, API.admin.login, '/api/ad/home/{code}']),
    );
    expect(document.paths[API.member.info].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[API.nav.list].get.security).toBeUndefined();
    expect(Object.keys(document.paths).some((p) => p.startsWith('/uploads') || p === '/*')).toBe(false);
  });

  it('says in Chinese that the client is not built when there is no index.html', async () => {
    await rm(path.join(dist(), 'index.html'));
    const answer = await server().get('/pages/index/index');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toContain(TEXT.clientNotBuiltTitle);
    expect(answer.text).toContain('npm run build');
  });
});
