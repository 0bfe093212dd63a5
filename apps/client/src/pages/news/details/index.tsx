import { useRouter } from '@tarojs/taro';
import { NewsDetailScreen } from '@/features/news/components/NewsDetailScreen';
import { EmptyData } from '@/shared/ui/EmptyData';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/details/index?id= */
export default function NewsDetailsPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell background='grey'>
      {Number.isInteger(id) && id > 0 ? <NewsDetailScreen key={id} id={id} /> : <EmptyData text='资讯不存在或已下架' />}
    </PageShell>
  );
}
