import { useRouter } from '@tarojs/taro';
import { ChatRoom } from '@/features/live/components/ChatRoom';
import { LoginGate } from '@/shared/ui/LoginGate';
import { PageShell } from '@/shared/ui/PageShell';
import { LIVE_UI_TEXT } from '@/features/live/components/liveText';

export default function LiveChatPage() {
  const router = useRouter();
  const liveId = Number(router.params.id);
  // Keyed by room: switching rooms starts a fresh room state (and socket room).
  return (
    <PageShell>
      <LoginGate description={LIVE_UI_TEXT.loginToWatch}>
        <ChatRoom key={liveId} liveId={liveId} />
      </LoginGate>
    </PageShell>
  );
}
