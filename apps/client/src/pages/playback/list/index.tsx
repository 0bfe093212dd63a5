import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { AdList } from '@/features/video/components/AdList';
import { PlaybackList } from '@/features/video/components/PlaybackList';
import { PageShell } from '@/shared/ui/PageShell';
import './index.scss';

/** Playbacks (回看) of a teacher (?teacherId=), a goods item (?goodsId=) or all; the owner's ads above. */
export default function PlaybackListPage() {
  const { params } = useRouter();
  const teacherId = Number(params.teacherId) || undefined;
  const goodsId = Number(params.goodsId) || undefined;
  return (
    <PageShell>
      <View className='playback-page'>
        {teacherId ? <AdList categoryCode='teacherAd' teacherId={teacherId} hideWhenEmpty className='playback-page__ads' /> : null}
        {goodsId && !teacherId ? <AdList categoryCode='goodsAd' goodsId={goodsId} hideWhenEmpty className='playback-page__ads' /> : null}
        <PlaybackList teacherId={teacherId} goodsId={goodsId} />
      </View>
    </PageShell>
  );
}
