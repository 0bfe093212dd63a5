/**
 * pdf.js, loaded only by the H5 viewer through a dynamic import (its own chunk, about 145 KB gzipped,
 * not in any page's bundle). The worker is a static file of the H5 build (config/pdfWorker.ts).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

GlobalWorkerOptions.workerSrc = '/static/pdfjs/pdf.worker.min.mjs';

export type { PDFDocumentProxy };

export interface OpenedPdf {
  doc: PDFDocumentProxy;
  cancel: () => void;
}

/** Opens the PDF at `url`; `onProgress` gets bytes loaded and the total (null when unknown). */
export function openPdf(url: string, onProgress: (loaded: number, total: number | null) => void): { promise: Promise<PDFDocumentProxy>; cancel: () => void } {
  const task = getDocument({ url, isEvalSupported: false, withCredentials: false });
  task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => onProgress(loaded, Number.isFinite(total) && total > 0 ? total : null);
  return { promise: task.promise, cancel: () => void task.destroy() };
}

/** Draws one page into `canvas` at `scale` CSS pixels per PDF point, sharp on high-density screens. */
export async function renderPage(doc: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const ratio = Math.min(window.devicePixelRatio || 1, 3);
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  await page.render({ canvas, canvasContext: context, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
}

/** The width of page 1 in PDF points (fit-width zoom). */
export async function firstPageWidth(doc: PDFDocumentProxy): Promise<number> {
  return (await doc.getPage(1)).getViewport({ scale: 1 }).width;
}
