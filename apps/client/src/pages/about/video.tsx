import { useCallback } from 'react';
import { fetchCompanyVideoId } from '@/features/about/api';
import { ABOUT_PAGES, ABOUT_TEXT } from '@/features/about/model';
import { VideoDetail } from '@/features/video/components/VideoDetail';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageShell } from '@/shared/ui/PageShell';
import { useAsyncData } from '@/shared/ui/useAsyncData';

/** 公司视频: the company's video from the media library, played here. */
export default function AboutVideoPage() {
  const load = useCallback(() => fetchCompanyVideoId(), []);
  const { state, reload } = useAsyncData(load);
  let body: React.ReactNode = null;
  if (state.status === 'error') body = <ErrorState message={state.message} onRetry={reload} />;
  else if (state.status === 'ready' && state.data === null) body = <EmptyData text={ABOUT_TEXT.videoEmpty} />;
  else if (state.data) body = <VideoDetail id={state.data} sharePath={ABOUT_PAGES.video} />;
  return <PageShell>{body}</PageShell>;
}
