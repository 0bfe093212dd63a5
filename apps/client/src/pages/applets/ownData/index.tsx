import { fetchAccessModules, fetchValidity } from '@/features/access/api';
import { fetchOwnData } from '@/features/member/api';
import { OwnDataScreen, type OwnDataView } from '@/features/member/components/OwnDataScreen';
import { fetchPointsInfo } from '@/features/points/api';
import { PageShell } from '@/shared/ui/PageShell';

/**
 * The member's own figures (issue 17). Points and the level's validity are the points and access
 * features' calls; a failure of one of them leaves its tile empty rather than the whole page.
 */
async function loadOwnData(): Promise<OwnDataView> {
  const [own, points, validity, modules] = await Promise.all([
    fetchOwnData(),
    fetchPointsInfo().catch(() => null),
    fetchValidity().catch(() => null),
    fetchAccessModules().catch(() => []),
  ]);
  return { own, points, validity, modules };
}

export default function OwnDataPage() {
  return (
    <PageShell background='grey'>
      <OwnDataScreen load={loadOwnData} />
    </PageShell>
  );
}
