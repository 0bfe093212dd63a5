import { useRouter } from '@tarojs/taro';
import { InvoiceScreen } from '@/features/invoice/components/InvoiceScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function OrderInvoicePage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <InvoiceScreen orderNo={params.orderNo} />
    </PageShell>
  );
}
