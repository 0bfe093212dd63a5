import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { VideoList } from '@/features/video/components/VideoList';
import { PageShell } from '@/shared/ui/PageShell';
import './list.scss';

/** The videos of one media category, paged: /pages/kede/meida/list?categoryId= */
export default function MediaListPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <View className='media-list-page'>
        <VideoList categoryId={Number(params.categoryId) || undefined} layout='rows' />
      </View>
    </PageShell>
  );
}
