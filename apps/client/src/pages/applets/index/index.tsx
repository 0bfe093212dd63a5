import { LiveRoomList } from '@/features/live/components/LiveRoomList';
import { PageShell } from '@/shared/ui/PageShell';

export default function WordLiveListPage() {
  return (
    <PageShell>
      <LiveRoomList />
    </PageShell>
  );
}
