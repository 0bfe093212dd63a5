import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Where the H5 build serves pdf.js's worker; features/pdf points GlobalWorkerOptions.workerSrc at it. */
export const PDF_WORKER_FILE = 'static/pdfjs/pdf.worker.min.mjs';

/**
 * The PDF viewer's worker (pdfjs-dist legacy build, about 390 KB gzipped) as a plain file of the H5
 * build instead of a bundled chunk: the browser fetches it only when a PDF is opened, caches it, and
 * no page's JavaScript grows. The weapp build opens PDFs with the system viewer and gets nothing.
 */
export function pdfWorkerAsset(): Plugin {
  return {
    name: 'caixue:pdf-worker',
    apply: 'build',
    generateBundle() {
      if (process.env.TARO_ENV !== 'h5') return;
      const require = createRequire(import.meta.url);
      const source = readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs'));
      this.emitFile({ type: 'asset', fileName: PDF_WORKER_FILE, source });
    },
  };
}
