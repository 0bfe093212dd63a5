import { GoodsCentre } from '@/features/goods/components/GoodsCentre';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/goods/index/index 产品中心 (open to visitors, SPEC §2). */
export default function GoodsCentrePage() {
  return (
    <PageShell>
      <GoodsCentre />
    </PageShell>
  );
}
