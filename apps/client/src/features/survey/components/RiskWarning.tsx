import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { Check } from '@nutui/icons-react-taro';
import { SURVEY_TEXT, type RiskCheck } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { Popup } from '@/shared/ui/nutui/popup';
import { riskUrl } from '../model';
import './RiskWarning.scss';

function memberLine(check: RiskCheck): string {
  if (!check.profile) return SURVEY_TEXT.notAssessed;
  const line = `${check.profile.level}（${check.profile.name}）`;
  return check.profile.expired ? `${line} ${SURVEY_TEXT.expiredTag}` : line;
}

/**
 * The appropriateness warning (适当性提示) before paying: the goods' level beside the member's, the
 * warning, 去测评, and — when the server allows it — the statement to tick and 确认购买. A C1 member
 * and goods above R1 get the refusal with 重新测评 only.
 */
export function RiskWarning({ check, onTakeAssessment, onConfirm, onClose }: {
  check: RiskCheck;
  onTakeAssessment: () => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [ticked, setTicked] = useState(false);
  const refused = !check.confirmable;
  return (
    <View className='risk-warning' data-verdict={check.verdict}>
      <View className='risk-warning__badge'><Text>!</Text></View>
      <Text className='risk-warning__title'>{check.title || SURVEY_TEXT.warningTitle}</Text>
      <View className='risk-warning__compare'>
        <View className='risk-warning__side'>
          <Text className='risk-warning__side-label'>产品风险等级</Text>
          <Text className='risk-warning__side-value risk-warning__side-value--goods'>{check.goodsRiskText}</Text>
        </View>
        <View className='risk-warning__vs'><Text>VS</Text></View>
        <View className='risk-warning__side'>
          <Text className='risk-warning__side-label'>您的风险等级</Text>
          <Text className={`risk-warning__side-value${check.profile && !check.profile.expired ? '' : ' risk-warning__side-value--none'}`}>{memberLine(check)}</Text>
        </View>
      </View>
      <Text className='risk-warning__message'>{check.message}</Text>
      {refused ? null : (
        <View className='risk-warning__statement' data-testid='risk-statement' onClick={() => setTicked((v) => !v)}>
          <View className={`risk-warning__tick${ticked ? ' risk-warning__tick--on' : ''}`}>{ticked ? <Check size={10} color='#ffffff' /> : null}</View>
          <Text className='risk-warning__statement-text'>{check.confirmText}</Text>
        </View>
      )}
      <View className='risk-warning__actions'>
        <View className='risk-warning__button risk-warning__button--primary' data-testid='risk-take' onClick={onTakeAssessment}>
          <Text>{check.profile ? SURVEY_TEXT.retake : SURVEY_TEXT.takeAssessment}</Text>
        </View>
        {refused ? null : (
          <View
            className={`risk-warning__button risk-warning__button--ghost${ticked ? '' : ' risk-warning__button--off'}`}
            data-testid='risk-confirm'
            onClick={() => { if (ticked) onConfirm(); }}
          >
            <Text>{SURVEY_TEXT.confirmPurchase}</Text>
          </View>
        )}
      </View>
      <View className='risk-warning__cancel' onClick={onClose}><Text>{refused ? '我知道了' : SURVEY_TEXT.cancel}</Text></View>
    </View>
  );
}

/**
 * For a buy flow: `confirmRisk(check)` shows the warning and resolves true when the member confirms
 * (the caller retries the order with riskConfirmed), false otherwise (去测评 also opens the assessment,
 * whose result page leads back here). `sheet` goes into the page.
 */
export function useRiskConfirm(): { confirmRisk: (check: RiskCheck) => Promise<boolean>; sheet: ReactNode } {
  const [pending, setPending] = useState<{ check: RiskCheck; resolve: (confirmed: boolean) => void } | null>(null);
  const confirmRisk = useCallback((check: RiskCheck) => new Promise<boolean>((resolve) => setPending({ check, resolve })), []);
  const sheet = useMemo(() => {
    if (!pending) return null;
    const finish = (confirmed: boolean) => {
      pending.resolve(confirmed);
      setPending(null);
    };
    return (
      <Popup visible round onClose={() => finish(false)} style={{ background: 'transparent' }}>
        <RiskWarning
          check={pending.check}
          onConfirm={() => finish(true)}
          onClose={() => finish(false)}
          onTakeAssessment={() => {
            finish(false);
            void navigateTo(riskUrl(true));
          }}
        />
      </Popup>
    );
  }, [pending]);
  return { confirmRisk, sheet };
}
