import { useRouter } from '@tarojs/taro';
import { VideoDetail } from '@/features/video/components/VideoDetail';
import { PageShell } from '@/shared/ui/PageShell';

/** One media video: /pages/video/index/index?id= */
export default function VideoPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <VideoDetail key={id} id={id} />
    </PageShell>
  );
}
