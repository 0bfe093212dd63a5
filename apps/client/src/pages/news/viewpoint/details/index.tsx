import { useRouter } from '@tarojs/taro';
import { ViewpointDetailScreen } from '@/features/viewpoint/components/ViewpointDetailScreen';
import { VIEWPOINT_UI_TEXT } from '@/features/viewpoint/model';
import { EmptyData } from '@/shared/ui/EmptyData';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/news/viewpoint/details/index?id= */
export default function ViewpointDetailsPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell background='grey'>
      {Number.isInteger(id) && id > 0 ? <ViewpointDetailScreen key={id} id={id} /> : <EmptyData text={VIEWPOINT_UI_TEXT.notFound} />}
    </PageShell>
  );
}
