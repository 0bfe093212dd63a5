import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { Text, Textarea, View } from '@tarojs/components';
import { Check } from '@nutui/icons-react-taro';
import { SURVEY_RULES, SURVEY_TEXT, type Question, type Questionnaire, type SurveyResult } from '@caixue/contract';
import { navigateBack, redirectTo } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';
import { secureRandomId } from '@/shared/platform/random';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchQuestionnaire, submitSurvey } from '../api';
import { answeredCount, answersOf, choose, firstMissing, isAnswered, resultUrl, TYPE_LABEL, write, type Draft } from '../model';
import './QuestionnaireScreen.scss';

function QuestionCard({ question, n, draft, missing, onChange }: {
  question: Question;
  n: number;
  draft: Draft;
  missing: boolean;
  onChange: (next: (d: Draft) => Draft) => void;
}) {
  const chosen = draft[question.id]?.choices ?? [];
  const text = draft[question.id]?.text ?? '';
  return (
    <View id={`q-${question.id}`} className={`survey-q${missing ? ' survey-q--missing' : ''}${isAnswered(draft, question) ? ' survey-q--done' : ''}`} data-question={n}>
      <View className='survey-q__head'>
        <Text className='survey-q__no'>{String(n).padStart(2, '0')}</Text>
        <Text className={`survey-q__type survey-q__type--${question.type}`}>{TYPE_LABEL[question.type]}</Text>
        {question.required ? null : <Text className='survey-q__optional'>选填</Text>}
      </View>
      <Text className='survey-q__title'>{question.title}</Text>
      {question.type === 'text' ? (
        <View className='survey-q__text'>
          <Textarea
            className='survey-q__textarea'
            value={text}
            maxlength={SURVEY_RULES.textMax}
            placeholder={SURVEY_TEXT.textPlaceholder}
            onInput={(event) => onChange((d) => write(d, question, event.detail.value))}
          />
          <Text className='survey-q__count'>{`${text.length}/${SURVEY_RULES.textMax}`}</Text>
        </View>
      ) : (
        <View className='survey-q__options'>
          {question.options.map((option) => {
            const on = chosen.includes(option.key);
            return (
              <View
                key={option.key}
                className={`survey-option${on ? ' survey-option--on' : ''}`}
                data-key={option.key}
                onClick={() => onChange((d) => choose(d, question, option.key))}
              >
                <View className={`survey-option__mark survey-option__mark--${question.type}`}>
                  {on ? <Check size={11} color='#ffffff' /> : null}
                </View>
                <Text className='survey-option__key'>{option.key}</Text>
                <Text className='survey-option__text'>{option.text}</Text>
              </View>
            );
          })}
        </View>
      )}
    </View>
  );
}

function Done({ questionnaire, result, onAgain }: { questionnaire: Questionnaire; result: SurveyResult | null; onAgain?: () => void }) {
  useEffect(() => {
    // The thanks replace a form scrolled down to 提交: show them from the top (on H5 Taro's page element scrolls).
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
  }, []);
  return (
    <View className='survey-done-page'>
      <View className='survey-done'>
        <View className='survey-done__icon'><Check size={30} color='#ffffff' /></View>
        <Text className='survey-done__title'>{result ? SURVEY_TEXT.submitted : SURVEY_TEXT.answeredOnce}</Text>
        <Text className='survey-done__text'>{SURVEY_TEXT.thanks}</Text>
        <Text className='survey-done__name'>{questionnaire.title}</Text>
        {result?.score != null ? <Text className='survey-done__score'>{`得分 ${result.score}`}</Text> : null}
        <View className='survey-done__actions'>
          {onAgain ? <View className='survey-button survey-button--ghost' onClick={onAgain}><Text>再填一份</Text></View> : null}
          <View className='survey-button survey-button--primary' onClick={() => void navigateBack()}><Text>返回</Text></View>
        </View>
      </View>
    </View>
  );
}

function Answering({ questionnaire, notice, fromPurchase, onDone }: {
  questionnaire: Questionnaire;
  notice?: ReactNode;
  fromPurchase: boolean;
  onDone: (result: SurveyResult) => void;
}) {
  const [draft, setDraft] = useState<Draft>({});
  const [missingId, setMissingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // One id per submission: a retry after a dropped connection sends the same one (the server answers the first result).
  const requestId = useRef<string | null>(null);
  const { questions } = questionnaire;
  const done = answeredCount(draft, questions);
  const risk = questionnaire.kind === 'risk';

  const onChange = useCallback((next: (d: Draft) => Draft) => {
    setDraft(next);
    setMissingId(null);
    requestId.current = null;
  }, []);

  const submit = async () => {
    if (busy) return;
    const missing = firstMissing(draft, questions);
    if (missing) {
      setMissingId(missing.id);
      toast(SURVEY_TEXT.answerRequired(missing.n));
      const card = isH5() && typeof document !== 'undefined' ? document.getElementById(`q-${missing.id}`) : null;
      if (card && typeof card.scrollIntoView === 'function') card.scrollIntoView({ behavior: 'smooth', block: 'center' });
      else if (!isH5()) void Taro.pageScrollTo({ selector: `#q-${missing.id}`, duration: 200 }).catch(() => undefined);
      return;
    }
    setBusy(true);
    try {
      requestId.current ??= await secureRandomId(32);
      const result = await submitSurvey({ questionnaireId: questionnaire.id, requestId: requestId.current, answers: answersOf(draft, questions) });
      requestId.current = null;
      if (result.profile) {
        await redirectTo(resultUrl(fromPurchase));
        return;
      }
      onDone(result);
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className='survey'>
      <View className={`survey-hero${risk ? ' survey-hero--risk' : ''}`}>
        <Text className='survey-hero__title'>{questionnaire.title}</Text>
        {questionnaire.intro ? <Text className='survey-hero__intro'>{questionnaire.intro}</Text> : null}
        <View className='survey-hero__chips'>
          <Text className='survey-hero__chip'>{`共 ${questions.length} 题`}</Text>
          {risk ? <Text className='survey-hero__chip'>{`结果有效期 ${SURVEY_RULES.riskValidityDays / 365} 年`}</Text> : null}
          {!questionnaire.repeatable ? <Text className='survey-hero__chip'>每人限填一次</Text> : null}
        </View>
      </View>
      {notice}
      <View className='survey__questions'>
        {questions.map((question, index) => (
          <QuestionCard key={question.id} question={question} n={index + 1} draft={draft} missing={missingId === question.id} onChange={onChange} />
        ))}
      </View>
      <View className='survey-bar'>
        <View className='survey-bar__progress'>
          <Text className='survey-bar__count' data-testid='survey-progress'>{SURVEY_TEXT.progress(done, questions.length)}</Text>
          <View className='survey-bar__track'>
            <View className='survey-bar__fill' style={{ width: `${questions.length ? Math.round((done / questions.length) * 100) : 0}%` }} />
          </View>
        </View>
        <View className={`survey-bar__submit${busy ? ' survey-bar__submit--busy' : ''}`} data-testid='survey-submit' onClick={() => void submit()}>
          <Text>{busy ? '提交中…' : SURVEY_TEXT.submit}</Text>
        </View>
      </View>
    </View>
  );
}

function Loading() {
  return (
    <View className='survey'>
      <View className='survey-hero survey-hero--loading'>
        <SkeletonBlock width='60%' height='22px' />
        <SkeletonBlock width='90%' height='14px' className='survey-hero__skeleton' />
        <SkeletonBlock width='80%' height='14px' className='survey-hero__skeleton' />
      </View>
      {[0, 1, 2].map((i) => (
        <View key={i} className='survey-q-loading'>
          <SkeletonBlock width='70%' height='16px' />
          <SkeletonBlock height='40px' className='survey-hero__skeleton' />
          <SkeletonBlock height='40px' className='survey-hero__skeleton' />
        </View>
      ))}
    </View>
  );
}

/**
 * Any questionnaire by id (/pages/survey/index?id=): the questions (单选 / 多选 / 问答, optional ones
 * marked), progress and 提交; a once-only questionnaire already answered says so. The risk
 * assessment goes on to its result page (`fromPurchase`: that page offers the way back to buying).
 */
export function QuestionnaireScreen({ id, notice, fromPurchase = false }: { id: number; notice?: ReactNode; fromPurchase?: boolean }) {
  const load = useCallback(() => fetchQuestionnaire(id), [id]);
  const { state, reload } = useAsyncData(load);
  const [result, setResult] = useState<SurveyResult | null>(null);
  const [round, setRound] = useState(0);
  const questionnaire = state.data;
  useEffect(() => {
    if (questionnaire) void Taro.setNavigationBarTitle({ title: questionnaire.title }).catch(() => undefined);
  }, [questionnaire]);

  if (!questionnaire) {
    if (state.status === 'error') return <ErrorState message={state.message || SURVEY_TEXT.loadError} onRetry={reload} />;
    return <Loading />;
  }
  if (result) {
    const again = questionnaire.repeatable ? () => { setResult(null); setRound((r) => r + 1); } : undefined;
    return <Done questionnaire={questionnaire} result={result} onAgain={again} />;
  }
  if (!questionnaire.canAnswer) return <Done questionnaire={questionnaire} result={null} />;
  return <Answering key={round} questionnaire={questionnaire} notice={notice} fromPurchase={fromPurchase} onDone={setResult} />;
}
