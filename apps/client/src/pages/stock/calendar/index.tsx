import { CalendarScreen } from '@/features/calendar/components/CalendarScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function FinanceCalendarPage() {
  return (
    <PageShell>
      <CalendarScreen />
    </PageShell>
  );
}
