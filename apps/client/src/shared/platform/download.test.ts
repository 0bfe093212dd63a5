import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_TEXT, downloadFile, downloadLabel, progressPercent, usableTotal } from './download';

describe('download progress', () => {
  it('a usable total is a positive finite number; anything else is indeterminate', () => {
    expect(usableTotal('1024')).toBe(1024);
    expect(usableTotal(2048)).toBe(2048);
    for (const bad of [null, undefined, '', 'abc', '-1', 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(usableTotal(bad)).toBeNull();
  });

  it('percent is whole, clamped to 0..100, null without a total', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(74, 200)).toBe(37);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(5, null)).toBeNull();
    expect(progressPercent(Number.NaN, 200)).toBeNull();
  });

  it('labels: 下载中 with percent, plain 下载中 when indeterminate (never NaN%), results verbatim', () => {
    expect(downloadLabel({ phase: 'downloading', received: 50, total: 200 })).toBe('下载中 25%');
    expect(downloadLabel({ phase: 'downloading', received: 50, total: null })).toBe('下载中');
    expect(downloadLabel({ phase: 'success' })).toBe('下载成功');
    expect(downloadLabel({ phase: 'failed', message: DOWNLOAD_TEXT.failedLater })).toBe('下载失败,请稍后再试');
    expect(DOWNLOAD_TEXT).toMatchObject({ failed: '下载失败', saveFailed: '保存失败' });
    for (let received = 0; received < 10; received += 1) expect(downloadLabel({ phase: 'downloading', received, total: usableTotal('') })).not.toContain('NaN');
  });
});

describe('H5 download', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stream = (parts: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of parts) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    });

  it('reports each chunk against Content-Length, then saves the file under its name', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(stream([100, 300]), { headers: { 'content-length': '400', 'content-type': 'application/pdf' } })));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const seen: [number, number | null][] = [];
    await downloadFile({ url: '/media/a.pdf', fileName: '电子发票_1.pdf', onProgress: (r, t) => seen.push([r, t]) });
    click.mockRestore();
    expect(seen).toEqual([[0, 400], [100, 400], [400, 400]]);
    expect(clicks).toEqual(['电子发票_1.pdf']);
  });

  it('without Content-Length the total is null (indeterminate)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(stream([10, 20]))));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const seen: (number | null)[] = [];
    await downloadFile({ url: '/media/a.pdf', fileName: 'a.pdf', onProgress: (_r, t) => seen.push(t) });
    click.mockRestore();
    expect(seen.every((t) => t === null)).toBe(true);
  });

  it('an HTTP error is 下载失败,请稍后再试; a network error 下载失败', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('no', { status: 403 })));
    await expect(downloadFile({ url: '/media/a.pdf', fileName: 'a.pdf', onProgress: () => undefined })).rejects.toMatchObject({ text: '下载失败,请稍后再试' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(downloadFile({ url: '/media/a.pdf', fileName: 'a.pdf', onProgress: () => undefined })).rejects.toMatchObject({ text: '下载失败' });
  });
});
