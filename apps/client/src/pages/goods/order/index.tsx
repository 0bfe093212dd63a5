import { useRouter } from '@tarojs/taro';
import { OrderList } from '@/features/order/components/OrderList';
import { PageShell } from '@/shared/ui/PageShell';

export default function GoodsOrderPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <OrderList tab={params.tab} />
    </PageShell>
  );
}
