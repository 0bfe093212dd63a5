import { useCallback, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { DOWNLOAD_TEXT, DownloadError, downloadFile, downloadLabel, openDownloaded, progressPercent, type DownloadState } from '@/shared/platform/download';
import { toast } from './toast';
import './FileDownloader.scss';

export interface FileDownloaderProps {
  url: string;
  fileName: string;
  /** The button's text while idle (default 下载). */
  label?: string;
  className?: string;
}

/**
 * A download button with its progress (SPEC §2 file downloader): 下载中 with percent and a bar, an
 * indeterminate bar without Content-Length, then 下载成功 or the failure (下载失败 / 下载失败,请稍后再试
 * / 保存失败) as text and toast. Tapping again after a result downloads again.
 */
export function FileDownloader({ url, fileName, label, className }: FileDownloaderProps) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'downloading', received: 0, total: null });
    try {
      const filePath = await downloadFile({ url, fileName, onProgress: (received, total) => setState({ phase: 'downloading', received, total }) });
      if (filePath) await openDownloaded(filePath);
      setState({ phase: 'success' });
      toast(DOWNLOAD_TEXT.success, { icon: 'success' });
    } catch (error) {
      const message = error instanceof DownloadError ? error.text : DOWNLOAD_TEXT.failed;
      setState({ phase: 'failed', message });
      toast(message);
    } finally {
      busy.current = false;
    }
  }, [url, fileName]);

  const percent = state.phase === 'downloading' ? progressPercent(state.received, state.total) : null;
  const indeterminate = state.phase === 'downloading' && percent === null;
  return (
    <View className={classNames('file-downloader', `file-downloader--${state.phase}`, className)} data-phase={state.phase}>
      <View className='file-downloader__button' onClick={() => void start()}>
        <Text>{state.phase === 'idle' ? label ?? DOWNLOAD_TEXT.download : downloadLabel(state)}</Text>
      </View>
      {state.phase === 'downloading' ? (
        <View className={classNames('file-downloader__track', indeterminate && 'file-downloader__track--indeterminate')} role='progressbar'>
          <View className='file-downloader__bar' style={indeterminate ? undefined : { width: `${percent}%` }} />
        </View>
      ) : null}
    </View>
  );
}
