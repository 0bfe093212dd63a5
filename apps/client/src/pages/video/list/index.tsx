import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { VideoList } from '@/features/video/components/VideoList';
import { PageShell } from '@/shared/ui/PageShell';
import './index.scss';

/** Media videos, all or of one teacher (?teacherId=) or category (?categoryId=). */
export default function VideoListPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <View className='video-list-page'>
        <VideoList teacherId={Number(params.teacherId) || undefined} categoryId={Number(params.categoryId) || undefined} layout='rows' />
      </View>
    </PageShell>
  );
}
