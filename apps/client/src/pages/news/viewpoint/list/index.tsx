import { useRouter } from '@tarojs/taro';
import { ViewpointFeed } from '@/features/viewpoint/components/ViewpointFeed';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/viewpoint/list/index (?teacherId=): the teachers' viewpoints, newest first. */
export default function ViewpointListPage() {
  const { params } = useRouter();
  const teacherId = Number(params.teacherId);
  return (
    <PageShell background='grey'>
      <ViewpointFeed teacherId={Number.isInteger(teacherId) && teacherId > 0 ? teacherId : undefined} />
    </PageShell>
  );
}
