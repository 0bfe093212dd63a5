import { API, CODE } from '@caixue/contract';
import type { WebViewAllowlist } from '@caixue/contract/schemas/webview';
import { expect, it } from 'vitest';
import { describeServer, useTestServer } from './support/test-server';

/** The web-view allowlist (issue 17): from WEBVIEW_ALLOWLIST to the client and the app shell's frame-src. */
describeServer('web-view allowlist', () => {
  const server = useTestServer({ env: { WEBVIEW_ALLOWLIST: '*.example.com,news.example.org,http://127.0.0.1:9000' } });

  it('tells a visitor (no token) the configured entries', async () => {
    const answer = await server().get(API.webview.allowlist);
    expect(answer.body.code).toBe(CODE.ok);
    expect((answer.body.data as WebViewAllowlist).entries).toEqual(['*.example.com', 'news.example.org', 'http://127.0.0.1:9000']);
  });

  it('lets the app shell frame exactly those sources besides our own origin', async () => {
    for (const url of ['/', '/pages/webView/index?url=https%3A%2F%2Fdocs.example.com']) {
      const csp = String((await server().get(url)).headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self' https://*.example.com:* https://news.example.org:* http://127.0.0.1:9000;");
      expect(csp).toContain("frame-ancestors 'self'");
    }
  });
});

describeServer('web-view allowlist default', () => {
  const server = useTestServer();

  it('is the product domains and WeChat articles when unset', async () => {
    const answer = await server().get(API.webview.allowlist);
    expect((answer.body.data as WebViewAllowlist).entries).toEqual(['caixue.com', '*.caixue.com', 'mp.weixin.qq.com']);
    expect(String((await server().get('/')).headers['content-security-policy'])).toContain("frame-src 'self' https://caixue.com:* https://*.caixue.com:* https://mp.weixin.qq.com:*;");
  });
});
