import { useRouter } from '@tarojs/taro';
import { ArticleDetail } from '@/features/centre/components/ArticleDetail';
import { PageShell } from '@/shared/ui/PageShell';

export default function HelpDetailPage() {
  const { params } = useRouter();
  return (
    <PageShell background='white'>
      <ArticleDetail id={params.id ?? ''} />
    </PageShell>
  );
}
