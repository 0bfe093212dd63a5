import { useRouter } from '@tarojs/taro';
import { WheelScreen } from '@/features/winning/components/WheelScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** The prize wheel (public, SPEC §2): ?id= an activity; without it the running one. */
export default function WinningDetailPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <WheelScreen activityId={Number(params.id) || undefined} />
    </PageShell>
  );
}
