import { View } from '@tarojs/components';
import { RaceRankSection } from '@/features/stock/components/RaceRankSection';
import { STOCK_TEXT } from '@caixue/contract';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { StockRaceList } from '@/features/video/components/StockRaceList';
import { PageShell } from '@/shared/ui/PageShell';
import '@/features/stock/components/stock.scss';

/** 股票大赛: the race widget (pill tabs, cards, 点击了解 -> the race page), the participants' ranking, the risk tip. */
export default function StockRaceListPage() {
  return (
    <PageShell>
      <View className='stock-page'>
        <StockRaceList loadOnReachBottom={false} />
        <RaceRankSection />
        <StockRiskTip line={STOCK_TEXT.riskTip} />
      </View>
    </PageShell>
  );
}
