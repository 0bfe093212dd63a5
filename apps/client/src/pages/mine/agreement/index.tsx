import { useRouter } from '@tarojs/taro';
import { AgreementDocument } from '@/features/member/components/AgreementDocument';
import { ContractScreen } from '@/features/order/components/ContractScreen';
import { useRiskConfirm } from '@/features/survey/components/RiskWarning';
import { PageShell } from '@/shared/ui/PageShell';

/** The user agreement and privacy policy; `?type=contract` is a goods' or order's service contract (SPEC §3). */
export default function AgreementPage() {
  const { params } = useRouter();
  // The appropriateness warning (风险测评) of the buy flow, shown by the contract's 同意并支付.
  const { confirmRisk, sheet } = useRiskConfirm();
  if (params.type === 'contract') {
    return (
      <PageShell>
        <ContractScreen goodsId={params.goodsId} orderNo={params.orderNo} confirmRisk={confirmRisk} />
        {sheet}
      </PageShell>
    );
  }
  return (
    <PageShell>
      <AgreementDocument />
    </PageShell>
  );
}
