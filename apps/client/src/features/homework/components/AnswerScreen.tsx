import { useCallback, useState } from 'react';
import { Input, Text, Textarea, View } from '@tarojs/components';
import { HOMEWORK_RULES, HOMEWORK_TEXT, isChoiceKind, type HomeworkAnswerDetail } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { Skeleton } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchAnswer, gradeAnswer } from '../api';
import { gradeBody, gradeDraftOf, gradeProblem, gradeTotal, type GradeDraft } from '../model';
import { AnswerSummary } from './AnswerSummary';
import { HomeworkHero } from './HomeworkDetailScreen';
import { QuestionCard } from './QuestionCard';
import './AnswerScreen.scss';
import { Picture } from '@/shared/ui/Picture';

function GradeForm({ detail, onGraded }: { detail: HomeworkAnswerDetail; onGraded: (next: HomeworkAnswerDetail) => void }) {
  const { answer, questions } = detail;
  const [draft, setDraft] = useState<GradeDraft>(() => gradeDraftOf(questions, answer));
  const [busy, setBusy] = useState(false);
  const setItem = (questionId: number, change: Partial<GradeDraft['items'][number]>) =>
    setDraft((d) => ({ ...d, items: { ...d.items, [questionId]: { ...d.items[questionId], ...change } } }));
  const byQuestion = new Map(answer.items.map((item) => [item.questionId, item]));

  const save = async () => {
    if (busy) return;
    const problem = gradeProblem(questions, draft);
    if (problem) { toast(problem); return; }
    setBusy(true);
    try {
      const next = await gradeAnswer(gradeBody(answer.id, questions, draft));
      toast(HOMEWORK_TEXT.gradeSaved, { icon: 'success' });
      onGraded(next);
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AnswerSummary answer={answer} total={gradeTotal(questions, answer, draft)} />
      {questions.map((question) => (
        <QuestionCard key={question.id} question={question} answer={byQuestion.get(question.id)}>
          {isChoiceKind(question.kind) ? (
            <Text className='hw-grade__auto'>{HOMEWORK_TEXT.autoGraded}</Text>
          ) : (
            <View className='hw-grade' data-grade={question.no}>
              <View className='hw-grade__score'>
                <Text className='hw-grade__label'>{HOMEWORK_TEXT.scoreLabel}</Text>
                <Input
                  className='hw-grade__input'
                  type='number'
                  value={draft.items[question.id]?.score ?? ''}
                  maxlength={3}
                  placeholder='0'
                  data-testid={`grade-score-${question.no}`}
                  onInput={(event) => setItem(question.id, { score: event.detail.value })}
                />
                <Text className='hw-grade__max'>{`/ ${question.score} 分`}</Text>
              </View>
              <Input
                className='hw-grade__comment'
                value={draft.items[question.id]?.comment ?? ''}
                maxlength={HOMEWORK_RULES.commentMax}
                placeholder={HOMEWORK_TEXT.questionCommentPlaceholder}
                onInput={(event) => setItem(question.id, { comment: event.detail.value })}
              />
            </View>
          )}
        </QuestionCard>
      ))}
      <View className='hw-grade-card'>
        <Text className='hw-grade-card__label'>{HOMEWORK_TEXT.teacherComment}</Text>
        <Textarea
          className='hw-grade-card__input'
          value={draft.comment}
          maxlength={HOMEWORK_RULES.commentMax}
          placeholder={HOMEWORK_TEXT.commentPlaceholder}
          placeholderClass='hw-grade-card__placeholder'
          data-testid='grade-comment'
          onInput={(event) => setDraft((d) => ({ ...d, comment: event.detail.value }))}
        />
      </View>
      <View className='hw-bar'>
        <Text className='hw-bar__progress'>{`总分 ${gradeTotal(questions, answer, draft)} / ${answer.totalScore}`}</Text>
        <View className={`hw-bar__button${busy ? ' hw-bar__button--busy' : ''}`} onClick={() => void save()}>
          <Text>{answer.state === 'graded' ? HOMEWORK_TEXT.regrade : HOMEWORK_TEXT.grade}</Text>
        </View>
      </View>
    </>
  );
}

/** 批改作业 (/pages/mine/homework/homeworkAnswer/index?id=): the course's teacher grades; the member sees it read-only. */
export function AnswerScreen({ id }: { id: number }) {
  const load = useCallback(() => fetchAnswer(id), [id]);
  const { state, reload } = useAsyncData(load);
  const [graded, setGraded] = useState<HomeworkAnswerDetail | null>(null);
  const detail = graded ?? state.data;
  if (!detail) {
    if (state.status === 'error') return <ErrorState message={state.message || HOMEWORK_TEXT.loadError} onRetry={reload} />;
    return (
      <View className='hw-detail'>
        {[0, 1, 2].map((key) => <Skeleton key={key} rows={3} className='hw-question' />)}
      </View>
    );
  }
  const { answer, homework, questions } = detail;
  const byQuestion = new Map(answer.items.map((item) => [item.questionId, item]));
  return (
    <View className={`hw-detail${detail.canGrade ? ' hw-detail--answering' : ''}`} data-testid='answer-detail'>
      <HomeworkHero homework={homework} />
      <View className='hw-student'>
        <Picture alt='' className='hw-student__avatar' src={imageUrl(answer.member.avatar) || defaultAvatar} mode='aspectFill' />
        <View className='hw-student__main'>
          <Text className='hw-student__name'>{answer.member.nickname || HOMEWORK_TEXT.student}</Text>
          <Text className='hw-student__time'>{HOMEWORK_TEXT.submittedAt(answer.submittedText)}</Text>
        </View>
        <Text className={`hw-student__state hw-student__state--${answer.state}`}>{answer.stateText}</Text>
      </View>
      {detail.canGrade ? (
        <GradeForm key={answer.gradedText} detail={detail} onGraded={setGraded} />
      ) : (
        <>
          <AnswerSummary answer={answer} teacherGrades={questions.some((q) => !isChoiceKind(q.kind))} />
          {questions.map((question) => <QuestionCard key={question.id} question={question} answer={byQuestion.get(question.id)} />)}
        </>
      )}
    </View>
  );
}
