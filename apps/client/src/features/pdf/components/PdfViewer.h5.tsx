import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { progressPercent } from '@/shared/platform/download';
import { ErrorState } from '@/shared/ui/ErrorState';
import { nextZoom, PDF_TEXT, ZOOM } from '../model';
import type { PdfViewerProps } from './PdfViewer';
import './PdfViewer.scss';

type PdfJs = typeof import('../pdfjs');
type Doc = Awaited<ReturnType<PdfJs['openPdf']>['promise']>;

type Phase =
  | { kind: 'loading'; loaded: number; total: number | null }
  | { kind: 'failed' }
  | { kind: 'ready'; doc: Doc; pages: number; baseScale: number };

const PAGE_GAP = 10;

/**
 * H5: pdf.js (a lazily loaded chunk) draws every page into its own canvas, one after another, at the
 * width of the screen times the zoom; the toolbar shows the page in view, the page count and zoom
 * −/+. Loading shows the bytes received (a percent with Content-Length, else an indeterminate bar).
 */
export function PdfViewer({ url }: PdfViewerProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading', loaded: 0, total: null });
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [current, setCurrent] = useState(1);
  const scroller = useRef<HTMLDivElement | null>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);

  useEffect(() => {
    let cancelled = false;
    let cancel = () => undefined as void;
    import('../pdfjs')
      .then(async (pdfjs) => {
        const opened = pdfjs.openPdf(url, (loaded, total) => {
          if (!cancelled) setPhase({ kind: 'loading', loaded, total });
        });
        cancel = opened.cancel;
        const doc = await opened.promise;
        const width = await pdfjs.firstPageWidth(doc);
        const available = (scroller.current?.clientWidth ?? window.innerWidth) - 2 * PAGE_GAP;
        if (!cancelled) setPhase({ kind: 'ready', doc, pages: doc.numPages, baseScale: available / width });
      })
      .catch(() => {
        if (!cancelled) setPhase({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [url, attempt]);

  // Draw the pages in order at the current zoom; a newer zoom stops an older pass.
  useEffect(() => {
    if (phase.kind !== 'ready') return undefined;
    let stale = false;
    void import('../pdfjs').then(async (pdfjs) => {
      for (let n = 1; n <= phase.pages && !stale; n += 1) {
        const canvas = canvases.current[n - 1];
        if (!canvas) continue;
        try {
          await pdfjs.renderPage(phase.doc, n, canvas, phase.baseScale * zoom);
          canvas.dataset.rendered = 'true';
        } catch {
          if (!stale) setPhase({ kind: 'failed' });
          return;
        }
      }
    });
    return () => {
      stale = true;
    };
  }, [phase, zoom]);

  const onScroll = useCallback(() => {
    const box = scroller.current;
    if (!box || phase.kind !== 'ready') return;
    const middle = box.scrollTop + box.clientHeight / 3;
    let page = 1;
    canvases.current.forEach((canvas, index) => {
      if (canvas && canvas.parentElement && canvas.parentElement.offsetTop <= middle) page = index + 1;
    });
    setCurrent(page);
  }, [phase.kind]);

  if (phase.kind === 'failed') {
    return <ErrorState className='pdf-viewer__error' title={PDF_TEXT.loadFailed} message={PDF_TEXT.loadFailedNote} retryText={PDF_TEXT.retry} onRetry={() => { setPhase({ kind: 'loading', loaded: 0, total: null }); setAttempt((a) => a + 1); }} />;
  }
  const percent = phase.kind === 'loading' ? progressPercent(phase.loaded, phase.total) : null;
  return (
    <View className='pdf-viewer'>
      <View className='pdf-viewer__toolbar'>
        <Text className='pdf-viewer__pages'>{phase.kind === 'ready' ? PDF_TEXT.pages(current, phase.pages) : PDF_TEXT.loading}</Text>
        <View className='pdf-viewer__zoom'>
          <View role='button' className={`pdf-viewer__zoom-button${zoom <= ZOOM.min ? ' pdf-viewer__zoom-button--off' : ''}`} aria-label={PDF_TEXT.zoomOut} onClick={() => setZoom((z) => nextZoom(z, -1))}>
            <Text>−</Text>
          </View>
          <Text className='pdf-viewer__zoom-value'>{`${Math.round(zoom * 100)}%`}</Text>
          <View role='button' className={`pdf-viewer__zoom-button${zoom >= ZOOM.max ? ' pdf-viewer__zoom-button--off' : ''}`} aria-label={PDF_TEXT.zoomIn} onClick={() => setZoom((z) => nextZoom(z, 1))}>
            <Text>+</Text>
          </View>
        </View>
      </View>
      <div className='pdf-viewer__pages-box' ref={scroller} onScroll={onScroll}>
        {phase.kind === 'loading' ? (
          <View className='pdf-viewer__loading'>
            <Text className='pdf-viewer__loading-text'>{percent === null ? PDF_TEXT.loading : `${PDF_TEXT.loading} ${percent}%`}</Text>
            <View className={`pdf-viewer__track${percent === null ? ' pdf-viewer__track--indeterminate' : ''}`}>
              <View className='pdf-viewer__bar' style={percent === null ? undefined : { width: `${percent}%` }} />
            </View>
          </View>
        ) : (
          Array.from({ length: phase.pages }, (_, index) => (
            <div key={index} className='pdf-viewer__page'>
              <canvas ref={(element) => { canvases.current[index] = element; }} className='pdf-viewer__canvas' data-page={index + 1} />
            </div>
          ))
        )}
      </div>
    </View>
  );
}
