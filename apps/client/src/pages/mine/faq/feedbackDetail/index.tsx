import { useRouter } from '@tarojs/taro';
import { FeedbackDetail } from '@/features/centre/components/FeedbackDetail';
import { PageShell } from '@/shared/ui/PageShell';

export default function FeedbackDetailPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <FeedbackDetail id={params.id ?? ''} />
    </PageShell>
  );
}
