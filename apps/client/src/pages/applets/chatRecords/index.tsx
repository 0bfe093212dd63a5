import { ChatRecords } from '@/features/live/components/ChatRecords';
import { PageShell } from '@/shared/ui/PageShell';

export default function ChatRecordsPage() {
  return (
    <PageShell>
      <ChatRecords />
    </PageShell>
  );
}
