import { useRouter } from '@tarojs/taro';
import { RaceScreen } from '@/features/stock/components/RaceScreen';
import { idParam } from '@/features/stock/raceModel';
import { PageShell } from '@/shared/ui/PageShell';

/** A stock race (?id=raceId, optional entryId): participants, curve, holdings, trades, information. */
export default function StockRacePage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <RaceScreen raceId={idParam(params.id)} entryId={idParam(params.entryId)} />
    </PageShell>
  );
}
