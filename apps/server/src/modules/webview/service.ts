import { allowlistFrameSources } from '@caixue/contract';
import type { WebViewAllowlist } from '@caixue/contract/schemas/webview';

/**
 * The web-view allowlist (WEBVIEW_ALLOWLIST, checked at start by config.ts). The client asks for it
 * before opening an address; the H5 app shell frames exactly these sources (http/security-headers.ts).
 */
export class WebViewService {
  private readonly entries: readonly string[];

  constructor(entries: readonly string[]) {
    this.entries = [...entries];
  }

  allowlist(): WebViewAllowlist {
    return { entries: [...this.entries] };
  }

  frameSources(): string[] {
    return allowlistFrameSources(this.entries);
  }
}
