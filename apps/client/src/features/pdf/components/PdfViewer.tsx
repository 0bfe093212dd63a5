import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { DownloadError, downloadFile, DOWNLOAD_TEXT, openDownloaded, progressPercent } from '@/shared/platform/download';
import { PDF_TEXT } from '../model';
import './PdfViewer.scss';

export interface PdfViewerProps {
  /** An absolute url (model pdfSource). */
  url: string;
}

type Phase = { kind: 'downloading'; received: number; total: number | null } | { kind: 'opened' } | { kind: 'failed'; message: string };

/**
 * Mini-program: the file is downloaded with progress, then opened with the system viewer
 * (Taro.openDocument, whose menu can send or save it). 打开文件 opens it again; a failure offers 重试.
 */
export function PdfViewer({ url }: PdfViewerProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'downloading', received: 0, total: null });
  const [filePath, setFilePath] = useState<string | null>(null);

  const download = useCallback(
    () =>
      downloadFile({ url, fileName: 'document.pdf', onProgress: (received, total) => setPhase({ kind: 'downloading', received, total }) })
        .then(async (path) => {
          if (path) {
            setFilePath(path);
            await openDownloaded(path);
          }
          setPhase({ kind: 'opened' });
        })
        .catch((error: unknown) => setPhase({ kind: 'failed', message: error instanceof DownloadError ? error.text : DOWNLOAD_TEXT.failed })),
    [url],
  );
  const run = () => {
    setPhase({ kind: 'downloading', received: 0, total: null });
    void download();
  };

  useEffect(() => {
    void download();
  }, [download]);

  const percent = phase.kind === 'downloading' ? progressPercent(phase.received, phase.total) : null;
  return (
    <View className='pdf-viewer pdf-viewer--native'>
      <View className='pdf-viewer__loading'>
        {phase.kind === 'downloading' ? (
          <>
            <Text className='pdf-viewer__loading-text'>{percent === null ? DOWNLOAD_TEXT.downloading : `${DOWNLOAD_TEXT.downloading} ${percent}%`}</Text>
            <View className={`pdf-viewer__track${percent === null ? ' pdf-viewer__track--indeterminate' : ''}`}>
              <View className='pdf-viewer__bar' style={percent === null ? undefined : { width: `${percent}%` }} />
            </View>
          </>
        ) : phase.kind === 'opened' ? (
          <>
            <Text className='pdf-viewer__loading-text'>{DOWNLOAD_TEXT.finished}</Text>
            <View className='pdf-viewer__action' onClick={() => (filePath ? void openDownloaded(filePath).catch(() => setPhase({ kind: 'failed', message: DOWNLOAD_TEXT.saveFailed })) : run())}>
              <Text>{PDF_TEXT.open}</Text>
            </View>
          </>
        ) : (
          <>
            <Text className='pdf-viewer__loading-text pdf-viewer__loading-text--error'>{phase.message}</Text>
            <View className='pdf-viewer__action' onClick={run}>
              <Text>{PDF_TEXT.retry}</Text>
            </View>
          </>
        )}
      </View>
    </View>
  );
}
