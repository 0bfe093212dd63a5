import { useRouter } from '@tarojs/taro';
import { PlaybackDetail } from '@/features/video/components/PlaybackDetail';
import { PageShell } from '@/shared/ui/PageShell';

/** One playback: /pages/playback/detail/index?id=&liveId= */
export default function PlaybackDetailPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  const liveId = Number(params.liveId) || undefined;
  return (
    <PageShell>
      <PlaybackDetail key={id} id={id} liveId={liveId} />
    </PageShell>
  );
}
