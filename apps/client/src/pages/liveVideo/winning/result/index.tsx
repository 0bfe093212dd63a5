import { useRouter } from '@tarojs/taro';
import { WinningResultScreen } from '@/features/winning/components/WinningResultScreen';
import { PageShell } from '@/shared/ui/PageShell';

export default function WinningResultPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <WinningResultScreen id={Number(params.id) || 0} />
    </PageShell>
  );
}
