import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, CODE, TEXT } from '@caixue/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeServer, useTestServer } from './support/test-server';

/** Issue 11, findings 10 and 11: dotfiles, bad percent-encodings, security headers. */

const INLINE = 'document.documentElement.style.fontSize="20px"';
const INDEX = `<!doctype html><html><head><title>财学</title><script>${INLINE}</script></head><body><div id="app"></div></body></html>`;

describeServer('HTTP edges', () => {
  const server = useTestServer();
  const uploads = () => path.join(server().config.dataDir, 'uploads');

  beforeAll(async () => {
    await mkdir(path.join(uploads(), 'a', '.hidden'), { recursive: true });
    await mkdir(path.join(uploads(), '.git'), { recursive: true });
    await writeFile(path.join(uploads(), '.x'), 'secret');
    await writeFile(path.join(uploads(), '.env'), 'SECRET=1');
    await writeFile(path.join(uploads(), '.git', 'config'), 'secret');
    await writeFile(path.join(uploads(), 'a', '.hidden', 'b.png'), 'secret');
    await writeFile(path.join(uploads(), 'a', 'ok.png'), 'png');
    await mkdir(server().config.clientDist, { recursive: true });
    await writeFile(path.join(server().config.clientDist, 'index.html'), INDEX);
    await writeFile(path.join(server().config.clientDist, '.env'), 'SECRET=1');
  });

  it('never serves dotfiles or files in dot folders under /uploads, however the path is written', async () => {
    expect((await server().get('/uploads/a/ok.png')).text).toBe('png');
    const urls = [
      '/uploads/.x',
      '/uploads/.env',
      '/uploads/.git/config',
      '/uploads/a/.hidden/b.png',
      '/uploads/%2ex',
      '/uploads/%2Eenv',
      '/uploads/a/%2ehidden/b.png',
      '/uploads/%2egit%2fconfig',
      '/uploads/a/./.hidden/b.png',
      '/uploads/a/../.x',
      '/.env',
    ];
    for (const url of urls) {
      const answer = await server().get(url);
      expect([url, answer.status, answer.body]).toEqual([url, 404, { code: CODE.notFound, msg: TEXT.notFound }]);
      expect(answer.text).not.toContain('secret');
      expect(answer.text).not.toContain('SECRET');
    }
  });

  it('answers a bad percent-encoding with the envelope, never echoing the path', async () => {
    for (const url of ['/api/news/ver/2/list/%E0%A4%A', '/api/%zz', `${API.nav.list}/%`, '/uploads/%zz.png', '/pages/%E0%A4%A']) {
      const answer = await server().get(url);
      expect([url, answer.body]).toEqual([url, { code: CODE.badRequest, msg: TEXT.badUrl }]);
      expect(answer.status).toBe(url.startsWith('/api/') ? 200 : 400);
      expect(answer.text).not.toContain('%');
      expect(answer.text).not.toContain('FST_');
    }
    expect((await server().get(API.nav.list)).body.code).toBe(CODE.ok);
  });

  it('sends security headers with the H5 pages, the API and other files', async () => {
    for (const url of ['/', '/pages/index/index', '/pages/login/index/index?redirect=%2Fpages%2Fmine', API.nav.list, '/api/unknown', '/uploads/a/ok.png']) {
      const answer = await server().get(url);
      expect([url, answer.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect([url, answer.headers['referrer-policy']]).toEqual([url, 'strict-origin-when-cross-origin']);
      expect([url, answer.headers['x-frame-options']]).toEqual([url, 'SAMEORIGIN']);
      expect([url, String(answer.headers['content-security-policy'])]).toEqual([url, expect.stringMatching(/frame-ancestors 'self'|default-src 'none'/)]);
    }
    for (const url of ['/', '/pages/index/index']) {
      const csp = String((await server().get(url)).headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      // The app shell's full policy: scripts from our origin plus this index.html's inline script by hash.
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain(`'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});
