import { useRouter } from '@tarojs/taro';
import { OpenLocationScreen } from '@/features/location/components/OpenLocationScreen';
import { LOCATION_TEXT, pointFromQuery } from '@/features/location/model';
import { queryText } from '@/features/webview/model';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageShell } from '@/shared/ui/PageShell';

/** /open-location?latitude=&longitude=&name=&address= (SPEC §2 system page; pages/location/open/index). */
export default function OpenLocationPage() {
  const { params } = useRouter();
  const point = pointFromQuery(params);
  return (
    <PageShell>
      {point ? (
        <OpenLocationScreen location={{ ...point, name: queryText(params.name).slice(0, 60), address: queryText(params.address).slice(0, 120) }} />
      ) : (
        <ErrorState title={LOCATION_TEXT.missingPoint} />
      )}
    </PageShell>
  );
}
