import { useRouter } from '@tarojs/taro';
import { ChatPanel } from '@/features/live/components/ChatPanel';
import { LiveVideoRoomScreen } from '@/features/video/components/LiveVideoRoomScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** The video live room: player, room bar and tabs (features/video) with the room's chat (features/live). */
export default function LiveVideoRoomPage() {
  const { params } = useRouter();
  const liveId = Number(params.id);
  return (
    <PageShell>
      <LiveVideoRoomScreen
        key={liveId}
        liveId={liveId}
        renderChat={({ onOnline }) => <ChatPanel liveId={liveId} liveTypeCode='video' compact onOnline={onOnline} />}
      />
    </PageShell>
  );
}
