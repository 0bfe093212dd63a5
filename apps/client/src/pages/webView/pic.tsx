import { useRouter } from '@tarojs/taro';
import { WEBVIEW_TEXT } from '@caixue/contract';
import { PictureViewer } from '@/features/webview/components/PictureViewer';
import { pictureAddress, queryText } from '@/features/webview/model';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageShell } from '@/shared/ui/PageShell';
import { ENV } from '@/shared/platform/env';

/** /pages/webView/pic?url=&title= (public, SPEC §2): one picture full screen, pinch zoom, save. */
export default function PicturePage() {
  const { params } = useRouter();
  const url = pictureAddress(params.url, ENV.apiBase);
  return (
    <PageShell>
      {url ? <PictureViewer url={url} title={queryText(params.title) || undefined} /> : <ErrorState title={WEBVIEW_TEXT.picMissing} />}
    </PageShell>
  );
}
