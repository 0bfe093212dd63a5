import { View } from '@tarojs/components';
import { AboutArticle } from '@/features/about/components/AboutArticle';
import { StockRaceList } from '@/features/video/components/StockRaceList';
import { PageShell } from '@/shared/ui/PageShell';
import './stock.scss';

/** 实盘大赛: the race article and the stock-race list widget. */
export default function AboutStockPage() {
  return (
    <PageShell>
      <View className='about-stock'>
        <StockRaceList />
        <AboutArticle code='stock' />
      </View>
    </PageShell>
  );
}
