import { useRouter } from '@tarojs/taro';
import { NewsReadOnlyScreen } from '@/features/news/components/NewsReadScreens';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/noticeDetails/index?id= — 公告详情: title, date and content, no comments. */
export default function NoticeDetailsPage() {
  const { params } = useRouter();
  return (
    <PageShell background='white'>
      <NewsReadOnlyScreen id={Number(params.id)} notice />
    </PageShell>
  );
}
