/** The web-view and picture pages' pure parts (issue 17). */
import { decideWebView, WEBVIEW_TEXT, type WebViewDecision } from '@caixue/contract';

/** A `url` query value as given: Taro may hand it over still percent-encoded. */
export function queryAddress(raw: string | undefined): string {
  let url = (raw ?? '').trim();
  if (/^(https?%3A|%2F|data%3A)/i.test(url)) {
    try {
      url = decodeURIComponent(url);
    } catch {
      return url;
    }
  }
  return url;
}

/** A free-text query value (a title), decoded when it still carries %XX escapes. */
export function queryText(raw: string | undefined): string {
  const text = raw ?? '';
  try {
    return /%[0-9a-f]{2}/i.test(text) ? decodeURIComponent(text) : text;
  } catch {
    return text;
  }
}

/** Our own pages and files ('/pages/…', '/uploads/…') are addresses on our origin. */
export function absoluteAddress(url: string, ownOrigin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${ownOrigin}${url}` : url;
}

export function decideAddress(raw: string | undefined, allowlist: readonly string[], ownOrigin: string): WebViewDecision {
  return decideWebView(absoluteAddress(queryAddress(raw), ownOrigin), allowlist, ownOrigin);
}

/** The words of a refusal. */
export function refusalText(reason: 'missing' | 'invalid' | 'refused'): string {
  return reason === 'missing' ? WEBVIEW_TEXT.missing : reason === 'invalid' ? WEBVIEW_TEXT.invalid : WEBVIEW_TEXT.refused;
}

/** Pinch zoom of the picture page: the scale stays between 1 and 4. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;

export interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The scale after two fingers moved from `startDistance` apart to `nowDistance`, from `startScale`. */
export function pinchScale(startScale: number, startDistance: number, nowDistance: number): number {
  if (startDistance <= 0) return clampScale(startScale);
  return clampScale(startScale * (nowDistance / startDistance));
}

/** The pan offset stays within what the zoomed picture overhangs the screen (no blank edges). */
export function clampOffset(offset: Point, scale: number, box: { width: number; height: number }): Point {
  const maxX = ((scale - 1) * box.width) / 2;
  const maxY = ((scale - 1) * box.height) / 2;
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/**
 * The picture of /pages/webView/pic: our files ('/uploads/…', '/media/…', under `apiBase`) or an
 * http(s) address (pictures are shown, not run: no allowlist); null for anything else.
 */
export function pictureAddress(raw: string | undefined, apiBase: string): string | null {
  const url = queryAddress(raw);
  if (/^\/(uploads|media)\/[^\s]+$/.test(url)) return `${apiBase}${url}`;
  if (/^https?:\/\/[^\s/]+\/\S*$/i.test(url)) return url;
  if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(url)) return url;
  return null;
}

/** 'docs.example.com' out of 'https://docs.example.com:8443/a'. */
export function hostOf(url: string): string {
  return url.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0];
}
