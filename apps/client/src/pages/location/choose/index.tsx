import { useRouter } from '@tarojs/taro';
import { ChooseLocationScreen } from '@/features/location/components/ChooseLocationScreen';
import { pointFromQuery } from '@/features/location/model';
import { PageShell } from '@/shared/ui/PageShell';

/** /choose-location (SPEC §2 system page; Taro page pages/location/choose/index): pick a point. */
export default function ChooseLocationPage() {
  const { params } = useRouter();
  return (
    <PageShell background='white'>
      <ChooseLocationScreen start={pointFromQuery(params)} />
    </PageShell>
  );
}
