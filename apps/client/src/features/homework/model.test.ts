import { describe, expect, it } from 'vitest';
import { HOMEWORK_TEXT, type HomeworkAnswer, type HomeworkQuestion } from '@caixue/contract';
import {
  addPicture,
  answeredCount,
  draftProblem,
  dueTone,
  gradeBody,
  gradeDraftOf,
  gradeProblem,
  gradeTotal,
  isPicturePath,
  optionMark,
  removePicture,
  setText,
  submitBody,
  toggleChoice,
  updatePicture,
  type AnswerDraft,
} from './model';

const question = (id: number, no: number, kind: HomeworkQuestion['kind'], score = 10): HomeworkQuestion => ({
  id,
  no,
  kind,
  kindText: HOMEWORK_TEXT.kinds[kind],
  title: `题目${no}`,
  options: kind === 'single' || kind === 'multiple' ? [{ key: 'A', text: '甲' }, { key: 'B', text: '乙' }, { key: 'C', text: '丙' }] : [],
  score,
  correct: [],
});

const single = question(11, 1, 'single');
const multiple = question(12, 2, 'multiple', 20);
const text = question(13, 3, 'text', 30);
const picture = question(14, 4, 'picture', 40);
const all = [single, multiple, text, picture];

describe('homework answer draft', () => {
  it('replaces a single choice and toggles multiple choices in key order', () => {
    let draft: AnswerDraft = {};
    draft = toggleChoice(draft, single, 'A');
    draft = toggleChoice(draft, single, 'C');
    expect(draft[11].choices).toEqual(['C']);
    draft = toggleChoice(draft, multiple, 'C');
    draft = toggleChoice(draft, multiple, 'A');
    draft = toggleChoice(draft, multiple, 'B');
    draft = toggleChoice(draft, multiple, 'C');
    expect(draft[12].choices).toEqual(['A', 'B']);
  });

  it('names the first unanswered question, waits for uploads, then builds the body', () => {
    let draft: AnswerDraft = {};
    expect(draftProblem(all, draft)).toBe(HOMEWORK_TEXT.questionMissing(1));
    draft = toggleChoice(toggleChoice(draft, single, 'B'), multiple, 'A');
    draft = setText(draft, 13, '   ');
    expect(draftProblem(all, draft)).toBe(HOMEWORK_TEXT.questionMissing(3));
    draft = setText(draft, 13, '  我的答案 ');
    expect(draftProblem(all, draft)).toBe(HOMEWORK_TEXT.questionMissing(4));
    draft = addPicture(draft, 14, { key: 'p1', localPath: 'blob:1', url: null, progress: 30, status: 'uploading' });
    expect(draftProblem(all, draft)).toBe('图片上传中，请稍候');
    expect(answeredCount(all, draft)).toBe(3);
    draft = updatePicture(draft, 14, 'p1', { status: 'done', progress: 100, url: '/uploads/chat/202611/a.png' });
    draft = addPicture(draft, 14, { key: 'p2', localPath: 'blob:2', url: null, progress: 0, status: 'failed' });
    expect(draftProblem(all, draft)).toBeNull();
    expect(answeredCount(all, draft)).toBe(4);
    expect(submitBody(7, all, draft)).toEqual({
      homeworkId: 7,
      answers: [
        { questionId: 11, choices: ['B'] },
        { questionId: 12, choices: ['A'] },
        { questionId: 13, text: '我的答案' },
        { questionId: 14, pictures: ['/uploads/chat/202611/a.png'] },
      ],
    });
    draft = removePicture(draft, 14, 'p1');
    expect(draftProblem(all, draft)).toBe(HOMEWORK_TEXT.questionMissing(4));
  });

  it('accepts only picture files', () => {
    expect(isPicturePath('a.PNG')).toBe(true);
    expect(isPicturePath('b.jpeg?x=1')).toBe(true);
    expect(isPicturePath('c.svg')).toBe(false);
    expect(isPicturePath('blob:http://x/1')).toBe(false);
  });
});

describe('homework labels', () => {
  const now = Date.parse('2026-11-24T08:00:00Z');
  it('colours the due date', () => {
    expect(dueTone({ state: 'todo', overdue: true, dueAt: '2026-11-20T00:00:00Z' }, now)).toBe('overdue');
    expect(dueTone({ state: 'todo', overdue: false, dueAt: '2026-11-24T20:00:00Z' }, now)).toBe('soon');
    expect(dueTone({ state: 'todo', overdue: false, dueAt: '2026-11-30T00:00:00Z' }, now)).toBe('normal');
    expect(dueTone({ state: 'graded', overdue: true, dueAt: '2026-11-20T00:00:00Z' }, now)).toBe('normal');
  });

  it('marks options: chosen while answering, right, wrong and missed once the correct keys are known', () => {
    expect(optionMark('A', ['A'], [])).toBe('chosen');
    expect(optionMark('B', ['A'], [])).toBe('none');
    expect(optionMark('A', ['A', 'C'], ['A', 'B'])).toBe('right');
    expect(optionMark('C', ['A', 'C'], ['A', 'B'])).toBe('wrong');
    expect(optionMark('B', ['A', 'C'], ['A', 'B'])).toBe('missed');
  });
});

describe('grading draft', () => {
  const answer: HomeworkAnswer = {
    id: 5,
    homeworkId: 7,
    member: { id: 1, nickname: '张三', avatar: '' },
    state: 'submitted',
    stateText: '待批改',
    items: [
      { questionId: 11, choices: ['B'], text: '', pictures: [], score: 10, correct: true, comment: '' },
      { questionId: 12, choices: ['A'], text: '', pictures: [], score: 0, correct: false, comment: '' },
      { questionId: 13, choices: [], text: '答', pictures: [], score: null, correct: null, comment: '' },
      { questionId: 14, choices: [], text: '', pictures: ['/media/x.png'], score: null, correct: null, comment: '' },
    ],
    autoScore: 10,
    score: null,
    totalScore: 100,
    comment: '',
    submittedAt: '2026-11-24T00:00:00Z',
    submittedText: '2026-11-24 08:00',
    gradedAt: null,
    gradedText: '',
  };

  it('asks a score for every text and picture question within its points', () => {
    const draft = gradeDraftOf(all, answer);
    expect(Object.keys(draft.items)).toEqual(['13', '14']);
    expect(gradeProblem(all, draft)).toBe(HOMEWORK_TEXT.gradeMissing(3));
    draft.items[13].score = '31';
    expect(gradeProblem(all, draft)).toBe(HOMEWORK_TEXT.gradeTooHigh(3, 30));
    draft.items[13].score = '25';
    draft.items[14].score = '40';
    draft.items[13].comment = ' 好 ';
    draft.comment = ' 不错 ';
    expect(gradeProblem(all, draft)).toBeNull();
    expect(gradeTotal(all, answer, draft)).toBe(75);
    expect(gradeBody(5, all, draft)).toEqual({
      answerId: 5,
      comment: '不错',
      items: [
        { questionId: 13, score: 25, comment: '好' },
        { questionId: 14, score: 40, comment: '' },
      ],
    });
  });
});
