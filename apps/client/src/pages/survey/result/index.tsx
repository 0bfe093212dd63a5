import { useRouter } from '@tarojs/taro';
import { RiskResultScreen } from '@/features/survey/components/RiskScreens';
import { PageShell } from '@/shared/ui/PageShell';

/** 测评结果: the member's risk level, what it means, validity, 重新测评. */
export default function RiskResultPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <RiskResultScreen fromPurchase={params.back === '1'} />
    </PageShell>
  );
}
