import { useMemo } from 'react';
import { useRouter } from '@tarojs/taro';
import { GoodsListScreen } from '@/features/goods/components/GoodsList';
import { listFilterOf } from '@/features/goods/model';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/goods/list/index?teacherId=&levelId=&goodsIds=: the product list (the no-permission links land here). */
export default function GoodsListPage() {
  const { params } = useRouter();
  const filter = useMemo(() => listFilterOf(params), [params]);
  return (
    <PageShell>
      <GoodsListScreen key={JSON.stringify(filter)} filter={filter} />
    </PageShell>
  );
}
