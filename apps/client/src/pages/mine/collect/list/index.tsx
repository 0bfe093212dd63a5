import { useRouter } from '@tarojs/taro';
import { CollectList } from '@/features/centre/components/CollectScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** One kind of favorites: ?targetType=news (default) or course. */
export default function CollectListPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <CollectList targetType={params.targetType === 'course' ? 'course' : 'news'} />
    </PageShell>
  );
}
