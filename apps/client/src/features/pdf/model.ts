/** The PDF viewer (SPEC §2 pdf, issue 14): which urls it opens and its texts. */
import { ENV } from '@/shared/platform/env';

export const PDF_TEXT = {
  title: '文件预览',
  invalid: '链接无效',
  invalidNote: '无法打开该文件，请返回后重试',
  loadFailed: '加载失败',
  loadFailedNote: '文件加载失败，请检查网络后重试',
  retry: '重试',
  loading: '加载中',
  pages: (current: number, total: number) => `${current} / ${total} 页`,
  zoomIn: '放大',
  zoomOut: '缩小',
  open: '打开文件',
} as const;

export const ZOOM = { min: 0.5, max: 3, step: 0.25 } as const;

/** The next zoom (fit width is 1), kept within ZOOM. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ZOOM.step) * 100) / 100;
  return Math.max(ZOOM.min, Math.min(ZOOM.max, next));
}

/**
 * The url to open, absolute, or null when it is not a file we may open (链接无效): http(s) addresses
 * and our own /media/ and /uploads/ paths (on the API origin) only.
 */
export function pdfSource(raw: string | undefined): string | null {
  if (!raw) return null;
  let url = raw.trim();
  try {
    if (/%[0-9A-Fa-f]{2}/.test(url) && !/^(https?:)?\//i.test(url)) url = decodeURIComponent(url);
  } catch {
    return null;
  }
  if (/^\/(media|uploads)\/[^\s]+$/.test(url)) return `${ENV.apiBase}${url}`;
  if (!/^https?:\/\/[^\s/]+\/\S*$/i.test(url)) return null;
  return url;
}

