import { ServiceExpiryPopup } from '@/features/access/components/ServiceExpiryPopup';
import { useServiceExpiry } from '@/features/access/hooks/useServiceExpiry';
import { useCentreSummary } from '@/features/centre/hooks/useCentreSummary';
import { useHomeworkCounts } from '@/features/homework/hooks/useHomeworkCounts';
import { MineScreen } from '@/features/member/components/MineScreen';
import { useRiskSummary } from '@/features/survey/hooks/useRiskSummary';
import { TabBar } from '@/features/tabbar/components/TabBar';
import { PageShell } from '@/shared/ui/PageShell';

export default function MinePage() {
  const summary = useCentreSummary();
  const risk = useRiskSummary();
  const homework = useHomeworkCounts();
  const expiry = useServiceExpiry();
  return (
    <PageShell tabBar={<TabBar />}>
      <MineScreen summary={{ ...summary, risk, homeworkTodo: homework ? homework.todo - homework.overdue : 0 }} />
      <ServiceExpiryPopup expiry={expiry} />
    </PageShell>
  );
}
