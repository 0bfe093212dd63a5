import { AvatarEditor } from '@/features/member/components/account/AvatarEditor';
import { PageShell } from '@/shared/ui/PageShell';

export default function AvatarPage() {
  return (
    <PageShell>
      <AvatarEditor />
    </PageShell>
  );
}
