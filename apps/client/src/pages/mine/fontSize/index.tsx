import { FontSizeSetting } from '@/features/member/components/FontSizeSetting';
import { PageShell } from '@/shared/ui/PageShell';

export default function FontSizePage() {
  return (
    <PageShell>
      <FontSizeSetting />
    </PageShell>
  );
}
