import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { WATCHLIST_TEXT } from '@caixue/contract';
import { fetchRiskTip } from '../api';
import './StockRiskTip.scss';

/**
 * The risk disclosure at the foot of every stock page: the risk_tip dictionary when configured, and the
 * market-data line (行情数据仅供参考，不构成投资建议) always.
 */
export function StockRiskTip() {
  const [dictionary, setDictionary] = useState('');
  useEffect(() => {
    let current = true;
    fetchRiskTip().then((text) => current && setDictionary(text), () => undefined);
    return () => { current = false; };
  }, []);
  return (
    <View className='stock-risk-tip' data-testid='stock-risk-tip'>
      <Text className='stock-risk-tip__line'>{WATCHLIST_TEXT.riskTip}</Text>
      {dictionary ? <Text className='stock-risk-tip__dict'>{dictionary}</Text> : null}
    </View>
  );
}
