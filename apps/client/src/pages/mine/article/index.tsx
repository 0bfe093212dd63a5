import { useRouter } from '@tarojs/taro';
import { ArticleDetail } from '@/features/centre/components/ArticleDetail';
import { ArticleList } from '@/features/centre/components/ArticleList';
import { PageShell } from '@/shared/ui/PageShell';

/** The list of the 'article' category; with ?id= the one article. */
export default function ArticlePage() {
  const { params } = useRouter();
  return (
    <PageShell background={params.id ? 'white' : 'grey'}>
      {params.id ? <ArticleDetail id={params.id} /> : <ArticleList category='article' />}
    </PageShell>
  );
}
