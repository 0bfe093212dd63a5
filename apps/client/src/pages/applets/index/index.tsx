import { AppletEntries } from '@/features/live/components/AppletEntries';
import { LiveRoomList } from '@/features/live/components/LiveRoomList';
import { LoginGate } from '@/shared/ui/LoginGate';
import { PageShell } from '@/shared/ui/PageShell';
import { LIVE_UI_TEXT } from '@/features/live/components/liveText';

export default function WordLiveListPage() {
  return (
    <PageShell>
      <LoginGate description={LIVE_UI_TEXT.loginToWatch}>
        <AppletEntries />
        <LiveRoomList />
      </LoginGate>
    </PageShell>
  );
}
