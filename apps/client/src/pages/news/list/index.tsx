import { useRouter } from '@tarojs/taro';
import { TeacherNewsFeed } from '@/features/news/components/TeacherNewsFeed';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/list/index[?id=] — category tabs, search and the feed; ?id=15 is the footer's 资讯 list. */
export default function NewsListPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <TeacherNewsFeed categoryId={Number.isInteger(id) && id > 0 ? id : undefined} showTabs showSearch />
    </PageShell>
  );
}
