import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { fetchRiskTip } from '@/shared/request/riskTip';
import { isLoggedIn } from '@/shared/session/auth';
import './StockRiskTip.scss';

/** The line a stock page shows when it names none of its own (market data, not advice). */
export const STOCK_RISK_LINE = '市场有风险，投资需谨慎。本页内容为行情与公开数据，仅供学习参考，不构成任何投资建议。';

let cached: string | null = null;

/**
 * The risk disclosure at the foot of every stock page (races, pools, watchlist, search, detail, alerts,
 * bonds, calendar): the page's own line (what its figures are: a teacher's simulated record, market data),
 * always shown, then the operators' risk_tip dictionary once it has loaded (once per app run).
 */
export function StockRiskTip({ line = STOCK_RISK_LINE }: { line?: string }) {
  const [dictionary, setDictionary] = useState(cached ?? '');
  useEffect(() => {
    // The dictionary call needs a token; a visitor (the public template page) gets the page's line only.
    if (cached !== null || !isLoggedIn()) return;
    let current = true;
    fetchRiskTip().then(
      (value) => {
        cached = value;
        if (current) setDictionary(value);
      },
      () => undefined,
    );
    return () => { current = false; };
  }, []);
  return (
    <View className='stock-risk-tip' data-testid='risk-tip'>
      <Text className='stock-risk-tip__title'>风险提示</Text>
      <Text className='stock-risk-tip__line'>{line}</Text>
      {dictionary ? <Text className='stock-risk-tip__dict'>{dictionary}</Text> : null}
    </View>
  );
}
