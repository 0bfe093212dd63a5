import { useCallback, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { Clock } from '@nutui/icons-react-taro';
import { HOMEWORK_TEXT, isChoiceKind, type HomeworkDetail, type HomeworkQuestion } from '@caixue/contract';
import { chooseOneImage } from '@/shared/platform/chooseImage';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { confirm, toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchHomework, submitHomework, uploadHomeworkPicture } from '../api';
import {
  HOMEWORK_PAGES,
  addPicture,
  answeredCount,
  draftItem,
  draftProblem,
  editUrl,
  removePicture,
  setText,
  submitBody,
  toggleChoice,
  updatePicture,
  type AnswerDraft,
} from '../model';
import { AnswerSummary } from './AnswerSummary';
import { QuestionCard } from './QuestionCard';
import './HomeworkDetailScreen.scss';

function DetailSkeleton() {
  return (
    <View className='hw-detail'>
      <View className='hw-hero hw-hero--loading'>
        <SkeletonBlock width='70%' height='20px' />
        <SkeletonBlock width='45%' height='12px' />
      </View>
      {[0, 1].map((key) => <Skeleton key={key} rows={3} className='hw-question' />)}
    </View>
  );
}

export function HomeworkHero({ homework, state }: { homework: Pick<HomeworkDetail, 'title' | 'courseTitle' | 'teacherName' | 'dueText' | 'overdue' | 'questionCount' | 'totalScore'>; state?: string }) {
  return (
    <View className='hw-hero'>
      <View className='hw-hero__top'>
        <Text className='hw-hero__title'>{homework.title}</Text>
        {state ? <Text className='hw-hero__state' data-testid='homework-state'>{state}</Text> : null}
      </View>
      <Text className='hw-hero__course'>{`${homework.courseTitle}${homework.teacherName ? ` · ${homework.teacherName}老师` : ''}`}</Text>
      <View className='hw-hero__meta'>
        <View className='hw-hero__due'>
          <Clock size={12} color='#ffffff' />
          <Text>{homework.dueText}</Text>
          {homework.overdue ? <Text className='hw-hero__overdue'>{HOMEWORK_TEXT.overdue}</Text> : null}
        </View>
        <Text>{`${HOMEWORK_TEXT.questionCount(homework.questionCount)} · ${HOMEWORK_TEXT.totalScore(homework.totalScore)}`}</Text>
      </View>
    </View>
  );
}

/** Answering: the questions with their controls and the submit bar. */
function AnswerForm({ detail, onSubmitted }: { detail: HomeworkDetail; onSubmitted: (next: HomeworkDetail) => void }) {
  const [draft, setDraft] = useState<AnswerDraft>({});
  const [busy, setBusy] = useState(false);
  const counter = useRef(0);

  const addFor = async (question: HomeworkQuestion) => {
    const picked = await chooseOneImage();
    if (!picked) return;
    counter.current += 1;
    const key = `p${counter.current}`;
    setDraft((d) => addPicture(d, question.id, { key, localPath: picked.path, url: null, progress: 0, status: 'uploading' }));
    try {
      const url = await uploadHomeworkPicture(picked.path, picked.name, (progress) => setDraft((d) => updatePicture(d, question.id, key, { progress })));
      setDraft((d) => updatePicture(d, question.id, key, { url, progress: 100, status: 'done' }));
    } catch {
      // The request layer (or the picture check) has said why; the tile shows it failed.
      setDraft((d) => updatePicture(d, question.id, key, { status: 'failed' }));
    }
  };

  const submit = async () => {
    if (busy) return;
    const problem = draftProblem(detail.questions, draft);
    if (problem) { toast(problem); return; }
    if (!(await confirm({ content: HOMEWORK_TEXT.submitConfirm }))) return;
    setBusy(true);
    try {
      const next = await submitHomework(submitBody(detail.id, detail.questions, draft));
      toast(HOMEWORK_TEXT.submitted, { icon: 'success' });
      onSubmitted(next);
      // The grade card is at the top.
      void Taro.pageScrollTo({ scrollTop: 0, duration: 200 }).catch(() => undefined);
    } catch {
      // The request layer has shown the server's reason; the draft stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const answered = answeredCount(detail.questions, draft);
  return (
    <>
      {detail.questions.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          answering={{
            item: draftItem(draft, question.id),
            onChoose: (key) => setDraft((d) => toggleChoice(d, question, key)),
            onText: (text) => setDraft((d) => setText(d, question.id, text)),
            onAddPicture: () => void addFor(question),
            onRemovePicture: (key) => setDraft((d) => removePicture(d, question.id, key)),
          }}
        />
      ))}
      <View className='hw-bar'>
        <Text className='hw-bar__progress'>{`已答 ${answered}/${detail.questions.length}`}</Text>
        <View className={`hw-bar__button${busy ? ' hw-bar__button--busy' : ''}`} onClick={() => void submit()}>
          <Text>{busy ? HOMEWORK_TEXT.submitting : HOMEWORK_TEXT.submit}</Text>
        </View>
      </View>
    </>
  );
}

/** 作业详情 (/pages/mine/homework/homeworkDetail/index?id=): answer it, or see the grade and the teacher's comment. */
export function HomeworkDetailScreen({ id }: { id: number }) {
  const load = useCallback(() => fetchHomework(id), [id]);
  const { state, reload } = useAsyncData(load);
  const [submitted, setSubmitted] = useState<HomeworkDetail | null>(null);
  const detail = submitted ?? state.data;

  if (!detail) {
    if (state.status === 'error') return <ErrorState message={state.message || HOMEWORK_TEXT.loadError} onRetry={reload} />;
    return <DetailSkeleton />;
  }
  const byQuestion = new Map(detail.answer?.items.map((item) => [item.questionId, item]));
  return (
    <View className={`hw-detail${detail.canAnswer ? ' hw-detail--answering' : ''}`} data-testid='homework-detail'>
      <HomeworkHero homework={detail} state={detail.isTeacher ? undefined : detail.overdue && detail.state === 'todo' ? HOMEWORK_TEXT.overdue : detail.stateText} />
      {detail.answer ? <AnswerSummary answer={detail.answer} teacherGrades={detail.questions.some((q) => !isChoiceKind(q.kind))} /> : null}
      {detail.description ? (
        <View className='hw-note'>
          <Text className='hw-note__label'>作业说明</Text>
          <Text className='hw-note__text'>{detail.description}</Text>
        </View>
      ) : null}
      {!detail.answer && !detail.canAnswer && !detail.isTeacher ? <Text className='hw-closed'>{HOMEWORK_TEXT.overdueNotice}</Text> : null}
      {detail.isTeacher ? (
        <View className='hw-teacher'>
          <Text className='hw-teacher__text'>你是本课程的老师，可查看题目与正确答案</Text>
          <View className='hw-teacher__link' data-testid='homework-edit-link' onClick={() => void navigateTo(editUrl(detail.id))}>
            <Text>编辑 ›</Text>
          </View>
          <View className='hw-teacher__link' onClick={() => void navigateTo(HOMEWORK_PAGES.answerList)}>
            <Text>{`${HOMEWORK_TEXT.answerListTitle} ›`}</Text>
          </View>
        </View>
      ) : null}
      {detail.canAnswer ? (
        <AnswerForm detail={detail} onSubmitted={setSubmitted} />
      ) : (
        detail.questions.map((question) => <QuestionCard key={question.id} question={question} answer={byQuestion.get(question.id)} />)
      )}
    </View>
  );
}
