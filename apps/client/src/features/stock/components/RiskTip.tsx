import { Text, View } from '@tarojs/components';
import { STOCK_TEXT } from '@caixue/contract';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchStockRiskTip } from '../raceApi';
import { RISK_TITLE } from '../raceModel';
import './stock.scss';

/**
 * The risk tip at the foot of every stock page: the pages' own line (a teacher's simulated record
 * and market data, not advice) and the risk_tip dictionary's disclosure when it loads.
 */
export function RiskTip() {
  const dict = useAsyncData(fetchStockRiskTip);
  const text = dict.state.data ?? '';
  return (
    <View className='stock-risk'>
      <Text className='stock-risk__title'>{RISK_TITLE}</Text>
      <Text className='stock-risk__text'>{STOCK_TEXT.riskTip}</Text>
      {text ? <Text className='stock-risk__text stock-risk__text--dict'>{text}</Text> : null}
    </View>
  );
}
