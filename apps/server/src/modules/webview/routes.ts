import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { WebViewAllowlistSchema } from '@caixue/contract/schemas/webview';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import type { WebViewService } from './service';

/** What the web-view page may open (issue 17). No token: the page is public (SPEC §2). */
export const webviewRoutes: FastifyPluginAsyncTypebox<{ webview: WebViewService }> = async (app, { webview }) => {
  app.get(
    API.webview.allowlist,
    {
      schema: {
        tags: ['content'],
        summary: '网页视图允许打开的网址（WEBVIEW_ALLOWLIST：主机、*.子域名或完整来源）',
        response: { 200: EnvelopeSchema(WebViewAllowlistSchema) },
      },
    },
    async () => ok(webview.allowlist()),
  );
};
