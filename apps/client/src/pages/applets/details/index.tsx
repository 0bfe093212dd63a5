import { useRouter } from '@tarojs/taro';
import { NewsDetailScreen } from '@/features/news/components/NewsDetailScreen';
import { EmptyData } from '@/shared/ui/EmptyData';
import { PageShell } from '@/shared/ui/PageShell';

/** A news or article item in the applet (?id=): the news detail screen (locked items as teasers, by the server). */
export default function AppletDetailsPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell background='grey'>
      {Number.isInteger(id) && id > 0 ? <NewsDetailScreen key={id} id={id} /> : <EmptyData text='资讯不存在或已下架' />}
    </PageShell>
  );
}
