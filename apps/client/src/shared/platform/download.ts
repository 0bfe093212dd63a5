/**
 * The file downloader (SPEC §2 "file downloader", §4 download states, §8 texts). One state machine for
 * every platform: idle -> downloading (bytes received, total or null) -> success | failed; a save step
 * (H5: the browser's save, weapp: opening the file with its menu) can fail on its own (保存失败).
 * A missing or unusable Content-Length gives an indeterminate progress (no percent), never NaN%.
 */
import Taro from '@tarojs/taro';
import { isWeapp } from './platform';

export const DOWNLOAD_TEXT = {
  downloading: '下载中',
  success: '下载成功',
  failed: '下载失败',
  failedLater: '下载失败,请稍后再试',
  saveFailed: '保存失败',
  finished: '下载完成',
  download: '下载',
} as const;

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; received: number; total: number | null }
  | { phase: 'success' }
  | { phase: 'failed'; message: string };

/** A usable total: a finite whole number above zero (a Content-Length of '', 'abc', '-1' or 0 is none). */
export function usableTotal(total: number | string | null | undefined): number | null {
  if (total === null || total === undefined || total === '') return null;
  const value = typeof total === 'number' ? total : Number(total);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
}

/** Whole percent 0..100, or null when the total is unknown (indeterminate). */
export function progressPercent(received: number, total: number | null): number | null {
  if (total === null || !Number.isFinite(received)) return null;
  return Math.max(0, Math.min(100, Math.floor((Math.max(0, received) / total) * 100)));
}

/** What the downloader shows: 下载中 37% / 下载中 (indeterminate) / 下载成功 / the failure. */
export function downloadLabel(state: DownloadState): string {
  switch (state.phase) {
    case 'idle':
      return DOWNLOAD_TEXT.download;
    case 'downloading': {
      const percent = progressPercent(state.received, state.total);
      return percent === null ? DOWNLOAD_TEXT.downloading : `${DOWNLOAD_TEXT.downloading} ${percent}%`;
    }
    case 'success':
      return DOWNLOAD_TEXT.success;
    case 'failed':
      return state.message;
  }
}

/** Thrown by the platform step: which text the member sees. */
export class DownloadError extends Error {
  constructor(readonly text: (typeof DOWNLOAD_TEXT)['failed' | 'failedLater' | 'saveFailed']) {
    super(text);
    this.name = 'DownloadError';
  }
}

export interface DownloadRequest {
  url: string;
  fileName: string;
  onProgress: (received: number, total: number | null) => void;
}

/** H5: fetch with a streamed body (progress per chunk), then the browser saves the blob under the name. */
async function downloadH5({ url, fileName, onProgress }: DownloadRequest): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new DownloadError(DOWNLOAD_TEXT.failed);
  }
  if (!response.ok) throw new DownloadError(DOWNLOAD_TEXT.failedLater);
  const total = usableTotal(response.headers.get('content-length'));
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  try {
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress(received, total);
      }
    } else {
      const buffer = new Uint8Array(await response.arrayBuffer());
      chunks.push(buffer);
      received = buffer.byteLength;
      onProgress(received, total);
    }
  } catch {
    throw new DownloadError(DOWNLOAD_TEXT.failed);
  }
  try {
    const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    throw new DownloadError(DOWNLOAD_TEXT.saveFailed);
  }
}

/** Mini-program: downloadFile with progress, then the document opens with its menu (send, save). */
async function downloadWeapp({ url, onProgress }: DownloadRequest): Promise<string> {
  const filePath = await new Promise<string>((resolve, reject) => {
    const task = Taro.downloadFile({
      url,
      success: (result) => (result.statusCode >= 200 && result.statusCode < 300 ? resolve(result.tempFilePath) : reject(new DownloadError(DOWNLOAD_TEXT.failedLater))),
      fail: () => reject(new DownloadError(DOWNLOAD_TEXT.failed)),
    });
    onProgress(0, null);
    task?.onProgressUpdate?.((update) => onProgress(update.totalBytesWritten, usableTotal(update.totalBytesExpectedToWrite)));
  });
  return filePath;
}

/** Downloads `url` with progress; the weapp answers the temporary file (to open), H5 has saved it. */
export async function downloadFile(request: DownloadRequest): Promise<string | null> {
  if (isWeapp()) return downloadWeapp(request);
  await downloadH5(request);
  return null;
}

/** Weapp: open a downloaded document (PDF) with its menu; a failure is 保存失败. */
export async function openDownloaded(filePath: string): Promise<void> {
  try {
    await Taro.openDocument({ filePath, fileType: 'pdf', showMenu: true });
  } catch {
    throw new DownloadError(DOWNLOAD_TEXT.saveFailed);
  }
}
