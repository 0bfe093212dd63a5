import { useRouter } from '@tarojs/taro';
import { ChatRoom } from '@/features/live/components/ChatRoom';
import { PageShell } from '@/shared/ui/PageShell';

export default function LiveChatPage() {
  const router = useRouter();
  const liveId = Number(router.params.id);
  // Keyed by room: switching rooms starts a fresh room state (and socket room).
  return (
    <PageShell>
      <ChatRoom key={liveId} liveId={liveId} />
    </PageShell>
  );
}
