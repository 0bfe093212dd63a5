import { useRouter } from '@tarojs/taro';
import { NewsReadOnlyScreen } from '@/features/news/components/NewsReadScreens';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/detailsShow/index?id= — an item shown read-only (no reactions, no comments). */
export default function NewsDetailsShowPage() {
  const { params } = useRouter();
  return (
    <PageShell background='white'>
      <NewsReadOnlyScreen id={Number(params.id)} />
    </PageShell>
  );
}
