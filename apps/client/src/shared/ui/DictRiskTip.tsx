import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { ENDPOINTS } from '@caixue/contract';
import { http } from '@/shared/request/request';
import './DictRiskTip.scss';

/** Shown until (or instead of, when it is empty or fails) the risk_tip dictionary's text. */
export const RISK_TIP_FALLBACK = '市场有风险，投资需谨慎。本页内容为行情与公开数据，仅供学习参考，不构成任何投资建议。';

let cached: string | null = null;

/** The risk_tip dictionary (GET /api/common/system/dict/d/risk_tip) as one text; '' when empty. */
async function loadRiskTip(): Promise<string> {
  const response = await http.get(ENDPOINTS.dict.riskTip, undefined, { noLoading: true, silent: true });
  return [...(response.data ?? [])]
    .sort((a, b) => a.dictSort - b.dictSort)
    .map((item) => item.dictValue.trim())
    .filter(Boolean)
    .join('\n');
}

/** The risk disclosure at the foot of a stock page: the server's risk_tip dictionary, loaded once per app run. */
export function DictRiskTip({ fallback = RISK_TIP_FALLBACK }: { fallback?: string }) {
  const [text, setText] = useState(cached ?? fallback);
  useEffect(() => {
    if (cached !== null) return;
    let current = true;
    loadRiskTip().then(
      (value) => {
        if (!value) return;
        cached = value;
        if (current) setText(value);
      },
      () => undefined,
    );
    return () => { current = false; };
  }, []);
  return (
    <View className='dict-risk-tip' data-testid='risk-tip'>
      <Text className='dict-risk-tip__title'>风险提示</Text>
      <Text className='dict-risk-tip__text'>{text}</Text>
    </View>
  );
}
