import { useRouter } from '@tarojs/taro';
import { PaymentScreen } from '@/features/order/components/PaymentScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function PaymentPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <PaymentScreen orderNo={params.orderNo} cashier={params.cashier === 'dev'} />
    </PageShell>
  );
}
