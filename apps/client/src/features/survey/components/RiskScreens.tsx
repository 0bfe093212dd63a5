import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import { GOODS_RISK_TEXT, RISK_PROFILE_LEVELS, RISK_PROFILE_TEXT, SURVEY_TEXT, type RiskProfile } from '@caixue/contract';
import { navigateBack, redirectTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoginGate } from '@/shared/ui/LoginGate';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchRiskInfo } from '../api';
import { dateText, fitChips, riskUrl } from '../model';
import { QuestionnaireScreen } from './QuestionnaireScreen';
import './RiskScreens.scss';

const LOGIN_HINT = '登录后进行风险测评';

function CurrentNotice({ profile }: { profile: RiskProfile }) {
  return (
    <View className={`risk-notice${profile.expired ? ' risk-notice--expired' : ''}`}>
      <Text className='risk-notice__label'>当前风险等级</Text>
      <Text className='risk-notice__level'>{`${profile.level} ${profile.name}`}</Text>
      <Text className='risk-notice__date'>
        {profile.expired ? `已于 ${dateText(profile.validUntil)} 过期，请重新测评` : `${SURVEY_TEXT.validUntil(dateText(profile.validUntil))}，重新测评后以最新结果为准`}
      </Text>
    </View>
  );
}

function Assessment({ fromPurchase }: { fromPurchase: boolean }) {
  const load = useCallback(() => fetchRiskInfo(), []);
  const { state, reload } = useAsyncData(load);
  if (state.data) {
    const { profile, questionnaireId } = state.data;
    return <QuestionnaireScreen id={questionnaireId} fromPurchase={fromPurchase} notice={profile ? <CurrentNotice profile={profile} /> : undefined} />;
  }
  if (state.status === 'error') return <ErrorState message={state.message || SURVEY_TEXT.loadError} onRetry={reload} />;
  return (
    <View className='risk-loading'>
      <SkeletonBlock height='120px' />
      <SkeletonBlock height='160px' className='risk-loading__block' />
    </View>
  );
}

/** 风险测评 (/pages/survey/risk/index): the current level if any, then the assessment's questions. */
export function RiskAssessmentScreen({ fromPurchase = false }: { fromPurchase?: boolean }) {
  return (
    <LoginGate description={LOGIN_HINT}>
      <Assessment fromPurchase={fromPurchase} />
    </LoginGate>
  );
}

function Scale({ profile }: { profile: RiskProfile }) {
  return (
    <View className='risk-scale'>
      {RISK_PROFILE_LEVELS.map((level, i) => (
        <View key={level} className={`risk-scale__cell risk-scale__cell--${i + 1}${level === profile.level ? ' risk-scale__cell--on' : ''}`}>
          <View className='risk-scale__bar' />
          <Text className='risk-scale__level'>{level}</Text>
          <Text className='risk-scale__name'>{RISK_PROFILE_TEXT[level].name}</Text>
        </View>
      ))}
    </View>
  );
}

function Result({ profile, fromPurchase }: { profile: RiskProfile; fromPurchase: boolean }) {
  return (
    <View className='risk-result'>
      <View className='risk-hero'>
        <Text className='risk-hero__label'>您的风险承受能力等级</Text>
        <View className='risk-hero__level' data-testid='risk-level'>
          <Text className='risk-hero__code'>{profile.level}</Text>
          <Text className='risk-hero__name'>{profile.name}</Text>
          {profile.expired ? <Text className='risk-hero__expired'>{SURVEY_TEXT.expiredTag}</Text> : null}
        </View>
        <Text className='risk-hero__score'>{SURVEY_TEXT.scoreLine(profile.score)}</Text>
        <Scale profile={profile} />
      </View>

      <View className='risk-card'>
        <Text className='risk-card__title'>{SURVEY_TEXT.levelMeaning}</Text>
        <Text className='risk-card__text'>{profile.summary}</Text>
      </View>

      <View className='risk-card'>
        <Text className='risk-card__title'>{SURVEY_TEXT.fitsTitle}</Text>
        <View className='risk-fits'>
          {fitChips(profile.level).map((chip) => (
            <View key={chip.level} className={`risk-fit${chip.fits ? ' risk-fit--on' : ''}`} data-fits={chip.fits ? '1' : '0'}>
              <Text className='risk-fit__level'>{chip.level}</Text>
              <Text className='risk-fit__text'>{GOODS_RISK_TEXT[chip.level]}</Text>
              <Text className='risk-fit__mark'>{chip.fits ? '适合' : '不适合'}</Text>
            </View>
          ))}
        </View>
        <Text className='risk-card__note'>{profile.fits}</Text>
      </View>

      <View className='risk-card'>
        <View className='risk-row'>
          <Text className='risk-row__label'>测评时间</Text>
          <Text className='risk-row__value'>{dateText(profile.assessedDate)}</Text>
        </View>
        <View className='risk-row'>
          <Text className='risk-row__label'>有效期至</Text>
          <Text className={`risk-row__value${profile.expired ? ' risk-row__value--expired' : ''}`} data-testid='risk-valid-until'>
            {profile.expired ? `${dateText(profile.validUntil)}（${SURVEY_TEXT.expiredTag}）` : dateText(profile.validUntil)}
          </Text>
        </View>
        <Text className='risk-card__note'>{SURVEY_TEXT.validity}</Text>
      </View>

      <View className='risk-actions'>
        <View className='survey-button survey-button--ghost' onClick={() => void redirectTo(riskUrl(fromPurchase))}>
          <Text>{SURVEY_TEXT.retake}</Text>
        </View>
        {fromPurchase ? (
          <View className='survey-button survey-button--primary' data-testid='risk-back-to-buy' onClick={() => void navigateBack()}>
            <Text>{SURVEY_TEXT.backToBuy}</Text>
          </View>
        ) : null}
      </View>
    </View>
  );
}

function ResultLoader({ fromPurchase }: { fromPurchase: boolean }) {
  const load = useCallback(() => fetchRiskInfo(), []);
  const { state, reload } = useAsyncData(load);
  if (state.data) {
    if (state.data.profile) return <Result profile={state.data.profile} fromPurchase={fromPurchase} />;
    return (
      <EmptyData
        text='您还未完成风险测评'
        description='购买投资顾问服务前，请先完成风险承受能力测评'
        action={<View className='survey-button survey-button--primary risk-start' onClick={() => void redirectTo(riskUrl(fromPurchase))}><Text>{SURVEY_TEXT.startAssessment}</Text></View>}
      />
    );
  }
  if (state.status === 'error') return <ErrorState message={state.message || SURVEY_TEXT.loadError} onRetry={reload} />;
  return (
    <View className='risk-loading'>
      <SkeletonBlock height='200px' />
      <SkeletonBlock height='90px' className='risk-loading__block' />
      <SkeletonBlock height='120px' className='risk-loading__block' />
    </View>
  );
}

/** 测评结果 (/pages/survey/result/index): the level, what it means, the goods levels that fit, validity, 重新测评. */
export function RiskResultScreen({ fromPurchase = false }: { fromPurchase?: boolean }) {
  return (
    <LoginGate description={LOGIN_HINT}>
      <ResultLoader fromPurchase={fromPurchase} />
    </LoginGate>
  );
}
