import { useCallback, useState } from 'react';
import { Input, Picker, Text, Textarea, View } from '@tarojs/components';
import {
  HOMEWORK_OPTION_KEYS,
  HOMEWORK_QUESTION_KINDS,
  HOMEWORK_RULES,
  HOMEWORK_TEXT,
  isChoiceKind,
  type HomeworkDetail,
  type TeacherCourse,
} from '@caixue/contract';
import { navigateBack, redirectTo } from '@/shared/navigation/navigation';
import { isTeacher } from '@/shared/session/auth';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoginGate } from '@/shared/ui/LoginGate';
import { Button } from '@/shared/ui/nutui/button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { confirm, toast, toastAcrossNavigation } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchHomework, fetchTeacherCourses, removeHomework, saveHomework } from '../api';
import {
  addOption,
  addQuestion,
  changeKind,
  draftFromDetail,
  duePreset,
  editProblem,
  emptyDraft,
  moveQuestion,
  removeOption,
  removeQuestion,
  saveBody,
  setOption,
  toggleCorrect,
  totalScore,
  updateQuestion,
  type EditQuestion,
  type HomeworkEditDraft,
} from '../editModel';
import { HOMEWORK_PAGES } from '../model';
import './HomeworkDetailScreen.scss';
import './HomeworkEditScreen.scss';

const DUE_PRESETS = [3, 7, 14] as const;

function QuestionEditor({ question, no, count, onChange, onMove, onRemove }: {
  question: EditQuestion;
  no: number;
  count: number;
  onChange: (next: EditQuestion) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <View className='hw-edit-q' data-question={no} data-kind={question.kind}>
      <View className='hw-edit-q__head'>
        <Text className='hw-edit-q__no'>{no}</Text>
        <View className='hw-edit-q__kinds'>
          {HOMEWORK_QUESTION_KINDS.map((kind) => (
            <Text
              key={kind}
              className={`hw-edit-q__kind${kind === question.kind ? ' hw-edit-q__kind--active' : ''}`}
              data-kind={kind}
              onClick={() => onChange(changeKind(question, kind))}
            >
              {HOMEWORK_TEXT.kinds[kind]}
            </Text>
          ))}
        </View>
      </View>
      <Textarea
        className='hw-edit-q__title'
        value={question.title}
        maxlength={HOMEWORK_RULES.questionTitleMax}
        placeholder='请输入题目'
        placeholderClass='hw-edit__placeholder'
        autoHeight
        data-testid={`question-title-${no}`}
        onInput={(event) => onChange({ ...question, title: event.detail.value })}
      />
      {isChoiceKind(question.kind) ? (
        <View className='hw-edit-q__options'>
          <Text className='hw-edit-q__hint'>{question.kind === 'single' ? '点击字母设为正确答案（只能选一个）' : '点击字母设为正确答案（可多选）'}</Text>
          {question.options.map((option, index) => {
            const key = HOMEWORK_OPTION_KEYS[index];
            const right = question.correct.includes(key);
            return (
              <View key={key} className='hw-edit-opt' data-option={key}>
                <Text
                  className={`hw-edit-opt__key${right ? ' hw-edit-opt__key--right' : ''}`}
                  data-testid={`correct-${no}-${key}`}
                  onClick={() => onChange(toggleCorrect(question, key))}
                >
                  {right ? '✓' : key}
                </Text>
                <Input
                  className='hw-edit-opt__input'
                  value={option}
                  maxlength={HOMEWORK_RULES.optionMax}
                  placeholder={`选项 ${key}`}
                  onInput={(event) => onChange(setOption(question, index, event.detail.value))}
                />
                {question.options.length > HOMEWORK_RULES.optionsMin ? (
                  <Text className='hw-edit-opt__remove' onClick={() => onChange(removeOption(question, index))}>×</Text>
                ) : null}
              </View>
            );
          })}
          {question.options.length < HOMEWORK_RULES.optionsMax ? (
            <Text className='hw-edit-q__add-option' onClick={() => onChange(addOption(question))}>+ 添加选项</Text>
          ) : null}
        </View>
      ) : (
        <Text className='hw-edit-q__hint'>{question.kind === 'text' ? '学员输入文字作答，由你打分点评' : `学员上传图片作答（最多 ${HOMEWORK_RULES.picturesMax} 张），由你打分点评`}</Text>
      )}
      <View className='hw-edit-q__foot'>
        <View className='hw-edit-q__score'>
          <Text>分值</Text>
          <Input
            className='hw-edit-q__score-input'
            type='number'
            maxlength={3}
            value={question.score}
            data-testid={`question-score-${no}`}
            onInput={(event) => onChange({ ...question, score: event.detail.value })}
          />
          <Text>分</Text>
        </View>
        <View className='hw-edit-q__actions'>
          {no > 1 ? <Text className='hw-edit-q__action' onClick={() => onMove(-1)}>上移</Text> : null}
          {no < count ? <Text className='hw-edit-q__action' onClick={() => onMove(1)}>下移</Text> : null}
          <Text className='hw-edit-q__action hw-edit-q__action--danger' onClick={onRemove}>删除</Text>
        </View>
      </View>
    </View>
  );
}

function EditForm({ courses, detail, courseId }: { courses: TeacherCourse[]; detail: HomeworkDetail | null; courseId: number | undefined }) {
  const [draft, setDraft] = useState<HomeworkEditDraft>(() =>
    detail ? draftFromDetail(detail) : emptyDraft(courseId ?? (courses.length === 1 ? courses[0].id : null), new Date()),
  );
  const [busy, setBusy] = useState(false);
  const editing = draft.id !== null;
  const set = (change: Partial<HomeworkEditDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setQuestion = (next: EditQuestion) => setDraft((d) => updateQuestion(d, next.key, next));

  const save = async () => {
    if (busy) return;
    const problem = editProblem(draft, new Date());
    if (problem) { toast(problem); return; }
    setBusy(true);
    try {
      await saveHomework(saveBody(draft));
      await toastAcrossNavigation(editing ? '作业已保存' : '作业已发布', () => navigateBack(), { icon: 'success' });
    } catch {
      // The request layer has shown the server's reason; the draft stays as it is.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy || draft.id === null) return;
    if (!(await confirm({ content: '删除后学员将看不到这份作业，确定删除吗？', confirmText: '删除' }))) return;
    setBusy(true);
    try {
      await removeHomework(draft.id);
      await toastAcrossNavigation('作业已删除', () => navigateBack(), { icon: 'success' });
    } catch {
      // 已有学员提交的作业不能删除 (toasted).
    } finally {
      setBusy(false);
    }
  };

  const removeAt = async (question: EditQuestion) => {
    const blank = question.title.trim() === '' && question.options.every((o) => o.trim() === '');
    if (!blank && !(await confirm({ content: '确定删除这道题吗？', confirmText: '删除' }))) return;
    setDraft((d) => removeQuestion(d, question.key));
  };

  const fixedCourse = editing ? courses.find((c) => c.id === draft.courseId)?.title ?? detail?.courseTitle ?? '' : null;
  return (
    <View className='hw-edit' data-testid='homework-edit'>
      <View className='hw-edit__card'>
        <Text className='hw-edit__label'>所属课程</Text>
        {fixedCourse !== null ? (
          <View className='hw-edit__fixed'>
            <Text className='hw-edit__fixed-title'>{fixedCourse}</Text>
            <Text className='hw-edit__fixed-note'>{HOMEWORK_TEXT.courseFixed}</Text>
          </View>
        ) : (
          <View className='hw-edit__chips'>
            {courses.map((course) => (
              <Text
                key={course.id}
                className={`hw-edit__chip${course.id === draft.courseId ? ' hw-edit__chip--active' : ''}`}
                data-course={course.id}
                onClick={() => set({ courseId: course.id })}
              >
                {course.title}
              </Text>
            ))}
          </View>
        )}
        <Text className='hw-edit__label'>作业标题</Text>
        <Input
          className='hw-edit__input'
          value={draft.title}
          maxlength={HOMEWORK_RULES.titleMax}
          placeholder='例如：第二章作业：估值方法'
          placeholderClass='hw-edit__placeholder'
          data-testid='homework-title'
          onInput={(event) => set({ title: event.detail.value })}
        />
        <Text className='hw-edit__label'>作业说明（选填）</Text>
        <Textarea
          className='hw-edit__textarea'
          value={draft.description}
          maxlength={HOMEWORK_RULES.descriptionMax}
          placeholder='写给学员的要求和提示'
          placeholderClass='hw-edit__placeholder'
          data-testid='homework-description'
          onInput={(event) => set({ description: event.detail.value })}
        />
      </View>

      <View className='hw-edit__card'>
        <Text className='hw-edit__label'>截止时间（北京时间）</Text>
        <View className='hw-edit__due'>
          <Picker mode='date' value={draft.dueDate} onChange={(event) => set({ dueDate: String(event.detail.value) })}>
            <Text className='hw-edit__due-field' data-testid='homework-due-date'>{draft.dueDate}</Text>
          </Picker>
          <Picker mode='time' value={draft.dueTime} onChange={(event) => set({ dueTime: String(event.detail.value) })}>
            <Text className='hw-edit__due-field' data-testid='homework-due-time'>{draft.dueTime}</Text>
          </Picker>
        </View>
        <View className='hw-edit__chips'>
          {DUE_PRESETS.map((days) => (
            <Text key={days} className='hw-edit__chip hw-edit__chip--small' data-due={days} onClick={() => set(duePreset(days, new Date()))}>{`${days} 天后`}</Text>
          ))}
        </View>
      </View>

      <View className='hw-edit__section'>
        <Text className='hw-edit__section-title'>{`题目（${draft.questions.length}）`}</Text>
        <Text className='hw-edit__section-note'>选择题提交后自动批改</Text>
      </View>
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          no={index + 1}
          count={draft.questions.length}
          onChange={setQuestion}
          onMove={(step) => setDraft((d) => moveQuestion(d, question.key, step))}
          onRemove={() => void removeAt(question)}
        />
      ))}
      {draft.questions.length < HOMEWORK_RULES.questionsMax ? (
        <View className='hw-edit__add'>
          {HOMEWORK_QUESTION_KINDS.map((kind) => (
            <Text key={kind} className='hw-edit__add-item' data-add={kind} onClick={() => setDraft((d) => addQuestion(d, kind))}>{`+ ${HOMEWORK_TEXT.kinds[kind]}`}</Text>
          ))}
        </View>
      ) : null}
      {editing ? (
        <View className='hw-edit__delete' data-testid='homework-delete' onClick={() => void remove()}>
          <Text>删除作业</Text>
        </View>
      ) : null}

      <View className='hw-bar'>
        <Text className='hw-bar__progress'>{`${HOMEWORK_TEXT.questionCount(draft.questions.length)} · ${HOMEWORK_TEXT.totalScore(totalScore(draft))}`}</Text>
        <View className={`hw-bar__button${busy ? ' hw-bar__button--busy' : ''}`} data-testid='homework-save' onClick={() => void save()}>
          <Text>{busy ? '保存中…' : editing ? '保存修改' : '发布作业'}</Text>
        </View>
      </View>
    </View>
  );
}

function EditLoader({ id, courseId }: { id: number | undefined; courseId: number | undefined }) {
  const load = useCallback(async () => {
    const [courses, detail] = await Promise.all([fetchTeacherCourses(), id ? fetchHomework(id) : Promise.resolve(null)]);
    return { courses, detail };
  }, [id]);
  const { state, reload } = useAsyncData(load);
  if (!state.data) {
    if (state.status === 'error') return <ErrorState message={state.message || HOMEWORK_TEXT.loadError} onRetry={reload} />;
    return (
      <View className='hw-edit'>
        {[0, 1, 2].map((key) => <Skeleton key={key} rows={3} className='hw-edit__card' />)}
      </View>
    );
  }
  const { courses, detail } = state.data;
  if (detail && !detail.isTeacher) return <EmptyData text={HOMEWORK_TEXT.notCourseTeacher} />;
  if (courses.length === 0) return <EmptyData text='你还没有可以布置作业的课程' description='课程由管理后台分配给老师后，即可在这里布置作业' />;
  return <EditForm courses={courses} detail={detail} courseId={courseId} />;
}

/** 布置作业 / 编辑作业 (/pages/mine/homework/homeworkEdit/index?id= or ?courseId=): a teacher's homework on their courses. */
export function HomeworkEditScreen({ id, courseId }: { id: number | undefined; courseId: number | undefined }) {
  return (
    <LoginGate description={HOMEWORK_TEXT.teacherRequired}>
      {isTeacher() ? (
        <EditLoader id={id} courseId={courseId} />
      ) : (
        <EmptyData
          text={HOMEWORK_TEXT.teacherRequired}
          action={<Button type='primary' size='small' onClick={() => void redirectTo(HOMEWORK_PAGES.list)}>{HOMEWORK_TEXT.toMyHomework}</Button>}
        />
      )}
    </LoginGate>
  );
}
