import { Text, View } from '@tarojs/components';
import './RiskTip.scss';

export const RISK_TIP = {
  headline: '市场有风险，投资需谨慎',
  detail: '本平台内容仅用于投资者教育，不构成任何投资建议',
} as const;

/** The investor-protection line at the foot of the content pages. */
export function RiskTip() {
  return (
    <View className='risk-tip'>
      <Text className='risk-tip__headline'>{RISK_TIP.headline}</Text>
      <Text className='risk-tip__detail'>{RISK_TIP.detail}</Text>
    </View>
  );
}
