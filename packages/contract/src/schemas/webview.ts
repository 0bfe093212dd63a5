import { Type, type Static } from '@sinclair/typebox';

/** GET API.webview.allowlist: the entries of WEBVIEW_ALLOWLIST (see webview.ts for their forms). */
export const WebViewAllowlistSchema = Type.Object({
  entries: Type.Array(Type.String({ maxLength: 300, description: '允许打开的主机（example.com、*.example.com）或来源（https://host:port）' }), { maxItems: 200 }),
});
export type WebViewAllowlist = Static<typeof WebViewAllowlistSchema>;
