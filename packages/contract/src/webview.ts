/**
 * The web-view allowlist (issue 17): which addresses /pages/webView/index may open. The server reads
 * it from WEBVIEW_ALLOWLIST and hands it to the client (GET API.webview.allowlist); the H5 app's
 * frame-src follows the same list. An entry is either a host — `example.com` (that host) or
 * `*.example.com` (its subdomains) — reached over https on any port, or an exact origin
 * `http(s)://host[:port]`. No userinfo, no IPv6 literals: what cannot be parsed plainly is refused.
 */

export const WEBVIEW_TEXT = {
  missing: '缺少要打开的网址',
  invalid: '网址格式不正确，无法打开',
  refused: '该网址不在允许打开的范围内，已拦截',
  refusedHint: '为了您的账户安全，只能打开平台认可的网站。',
  close: '关闭',
  back: '返回',
  loading: '加载中…',
  picMissing: '缺少要查看的图片',
  picFailed: '图片加载失败',
  save: '保存图片',
  saved: '保存成功',
  saveFailed: '保存失败',
  zoomHint: '双指缩放，双击还原',
} as const;

/** The development default: the product's own domains and WeChat articles. */
export const DEFAULT_WEBVIEW_ALLOWLIST: readonly string[] = ['caixue.com', '*.caixue.com', 'mp.weixin.qq.com'];

export interface WebAddress {
  scheme: 'http' | 'https';
  host: string;
  /** Explicit or the scheme's default (80 / 443). */
  port: number;
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const ADDRESS = /^(https?):\/\/([^/?#\\]*)(?:[/?#]|$)/i;

function splitAuthority(scheme: 'http' | 'https', authority: string): WebAddress | null {
  if (authority.includes('@')) return null;
  const match = /^([^:]*)(?::(\d{1,5}))?$/.exec(authority);
  if (!match) return null;
  const host = match[1].toLowerCase().replace(/\.$/, '');
  if (!HOST.test(host)) return null;
  const port = match[2] === undefined ? (scheme === 'https' ? 443 : 80) : Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { scheme, host, port };
}

/** The scheme, host and port of an absolute http(s) address, or null (relative, other scheme, odd). */
export function parseWebAddress(url: string): WebAddress | null {
  const text = url.trim();
  // Whitespace or control characters inside an address: browsers strip some of them, so refuse it.
  if (text.length > 2048 || [...text].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const match = ADDRESS.exec(text);
  if (!match) return null;
  return splitAuthority(match[1].toLowerCase() as 'http' | 'https', match[2]);
}

export type AllowlistRule =
  | { kind: 'host'; host: string; subdomains: boolean }
  | { kind: 'origin'; address: WebAddress };

/** One allowlist entry as a rule, or null when it is not one of the two forms. */
export function parseAllowlistEntry(entry: string): AllowlistRule | null {
  const text = entry.trim().toLowerCase();
  if (/^https?:\/\//.test(text)) {
    const origin = /^(https?):\/\/([^/?#]+)\/?$/.exec(text);
    if (!origin) return null;
    const address = splitAuthority(origin[1] as 'http' | 'https', origin[2]);
    return address ? { kind: 'origin', address } : null;
  }
  const subdomains = text.startsWith('*.');
  const host = subdomains ? text.slice(2) : text;
  if (!HOST.test(host) || !host.includes('.')) return null;
  return { kind: 'host', host, subdomains };
}

function matches(rule: AllowlistRule, address: WebAddress): boolean {
  if (rule.kind === 'origin') {
    return rule.address.scheme === address.scheme && rule.address.host === address.host && rule.address.port === address.port;
  }
  if (address.scheme !== 'https') return false;
  return rule.subdomains ? address.host.endsWith(`.${rule.host}`) : address.host === rule.host;
}

export type WebViewDecision =
  | { allowed: true; url: string }
  | { allowed: false; reason: 'missing' | 'invalid' | 'refused' };

/**
 * May the web view open `url`? `ownOrigin` (the H5 app's origin) is always allowed: the app's own
 * pages and files. Entries that do not parse are ignored here (the server refuses them at start).
 */
export function decideWebView(url: string | undefined | null, allowlist: readonly string[], ownOrigin?: string): WebViewDecision {
  const text = (url ?? '').trim();
  if (!text) return { allowed: false, reason: 'missing' };
  const address = parseWebAddress(text);
  if (!address) return { allowed: false, reason: 'invalid' };
  const own = ownOrigin ? parseWebAddress(ownOrigin) : null;
  if (own && own.scheme === address.scheme && own.host === address.host && own.port === address.port) return { allowed: true, url: text };
  const allowed = allowlist.some((entry) => {
    const rule = parseAllowlistEntry(entry);
    return rule !== null && matches(rule, address);
  });
  return allowed ? { allowed: true, url: text } : { allowed: false, reason: 'refused' };
}

/** The CSP frame-src sources of an allowlist (the H5 app shell allows framing exactly these). */
export function allowlistFrameSources(allowlist: readonly string[]): string[] {
  const sources: string[] = [];
  for (const entry of allowlist) {
    const rule = parseAllowlistEntry(entry);
    if (!rule) continue;
    if (rule.kind === 'origin') {
      const { scheme, host, port } = rule.address;
      const defaultPort = scheme === 'https' ? 443 : 80;
      sources.push(`${scheme}://${host}${port === defaultPort ? '' : `:${port}`}`);
    } else {
      sources.push(`https://${rule.subdomains ? '*.' : ''}${rule.host}:*`);
    }
  }
  return [...new Set(sources)];
}

/** SPEC §2 system pages: picking a point and showing one (Taro pages pages/location/{choose,open}/index). */
export const CHOOSE_LOCATION_PATH = '/choose-location';
export const OPEN_LOCATION_PATH = '/open-location';
export const SYSTEM_PAGE_PATHS: readonly string[] = [CHOOSE_LOCATION_PATH, OPEN_LOCATION_PATH];
