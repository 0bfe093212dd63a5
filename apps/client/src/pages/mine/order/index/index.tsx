import { useRouter } from '@tarojs/taro';
import { OrderDetailScreen } from '@/features/order/components/OrderDetailScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function OrderDetailPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <OrderDetailScreen orderNo={params.orderNo} />
    </PageShell>
  );
}
