import { useRouter } from '@tarojs/taro';
import { LiveVideoList } from '@/features/video/components/LiveVideoList';
import { WheelEntry } from '@/features/winning/components/WheelEntry';
import { PageShell } from '@/shared/ui/PageShell';

/** Video live rooms, all or of one teacher (?teacherId=) or goods item (?goodsId=). */
export default function LiveVideoListPage() {
  const { params } = useRouter();
  const teacherId = Number(params.teacherId) || undefined;
  const goodsId = Number(params.goodsId) || undefined;
  return (
    <PageShell>
      <WheelEntry />
      <LiveVideoList teacherId={teacherId} goodsId={goodsId} />
    </PageShell>
  );
}
