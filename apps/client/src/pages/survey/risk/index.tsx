import { useRouter } from '@tarojs/taro';
import { RiskAssessmentScreen } from '@/features/survey/components/RiskScreens';
import { PageShell } from '@/shared/ui/PageShell';

/** 风险测评; `back=1` when opened from the buy flow (the result page then leads back to buying). */
export default function RiskPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <RiskAssessmentScreen fromPurchase={params.back === '1'} />
    </PageShell>
  );
}
