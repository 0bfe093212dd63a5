import { useRouter } from '@tarojs/taro';
import { AgreementDocument } from '@/features/member/components/AgreementDocument';
import { ContractScreen } from '@/features/order/components/ContractScreen';
import { PageShell } from '@/shared/ui/PageShell';

/** The user agreement and privacy policy; `?type=contract` is a goods' or order's service contract (SPEC §3). */
export default function AgreementPage() {
  const { params } = useRouter();
  if (params.type === 'contract') {
    return (
      <PageShell>
        <ContractScreen goodsId={params.goodsId} orderNo={params.orderNo} />
      </PageShell>
    );
  }
  return (
    <PageShell>
      <AgreementDocument />
    </PageShell>
  );
}
