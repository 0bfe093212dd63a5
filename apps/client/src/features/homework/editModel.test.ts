import { describe, expect, it } from 'vitest';
import type { HomeworkDetail } from '@caixue/contract';
import {
  addOption,
  addQuestion,
  changeKind,
  chinaParts,
  draftFromDetail,
  dueInstant,
  duePreset,
  editProblem,
  emptyDraft,
  moveQuestion,
  newQuestion,
  removeOption,
  saveBody,
  toggleCorrect,
  type HomeworkEditDraft,
} from './editModel';

const NOW = new Date('2026-11-24T18:00:00Z'); // 2026-11-25 02:00 China time

function filled(): HomeworkEditDraft {
  const draft = emptyDraft(3, NOW);
  const q = { ...draft.questions[0], title: '市盈率是？', options: ['价格/收益', '价格/净资产', '收益/价格'], correct: ['A'] };
  return { ...draft, title: '第二章作业', questions: [q] };
}

describe('homework editor model', () => {
  it('chooses the due date in China time', () => {
    expect(chinaParts(NOW)).toEqual({ date: '2026-11-25', time: '02:00' });
    expect(duePreset(7, NOW)).toEqual({ dueDate: '2026-12-02', dueTime: '23:59' });
    expect(dueInstant('2026-12-02', '23:59')?.toISOString()).toBe('2026-12-02T15:59:00.000Z');
    expect(dueInstant('2026-02-30', '10:00')).toBeNull();
    expect(dueInstant('2026-12-02', '')).toBeNull();
  });

  it('names the first problem in the server words, and none for a complete draft', () => {
    expect(editProblem({ ...filled(), courseId: null }, NOW)).toBe('请选择课程');
    expect(editProblem({ ...filled(), title: '  ' }, NOW)).toBe('作业标题不能为空');
    expect(editProblem({ ...filled(), dueDate: '2026-11-24', dueTime: '08:00' }, NOW)).toBe('截止时间应晚于当前时间');
    expect(editProblem({ ...filled(), questions: [] }, NOW)).toBe('请至少添加一道题目');
    const draft = filled();
    expect(editProblem(draft, NOW)).toBeNull();
    const q = draft.questions[0];
    expect(editProblem({ ...draft, questions: [q, { ...newQuestion('text') }] }, NOW)).toBe('第 2 题的题目不能为空');
    expect(editProblem({ ...draft, questions: [{ ...q, options: ['a', ' ', 'c'] }] }, NOW)).toBe('第 1 题的选项不能为空');
    expect(editProblem({ ...draft, questions: [{ ...q, correct: [] }] }, NOW)).toBe('第 1 题请设置正确答案');
    expect(editProblem({ ...draft, questions: [{ ...q, score: '0' }] }, NOW)).toBe('第 1 题的分值应为 1-100 分');
    // A stored homework may keep a past due date (the server allows it).
    expect(editProblem({ ...draft, id: 9, dueDate: '2026-11-01' }, NOW)).toBeNull();
  });

  it('edits options and correct keys: single replaces, multiple toggles, removing shifts the keys', () => {
    const single = filled().questions[0];
    expect(toggleCorrect(single, 'C').correct).toEqual(['C']);
    const multiple = changeKind({ ...single, correct: ['C'] }, 'multiple');
    expect(toggleCorrect(toggleCorrect(multiple, 'A'), 'C').correct).toEqual(['A']);
    const four = addOption({ ...multiple, correct: ['B', 'D'], options: [...multiple.options] });
    expect(four.options).toHaveLength(4);
    const removed = removeOption({ ...four, correct: ['B', 'D'] }, 1);
    expect(removed.options).toEqual(['价格/收益', '收益/价格', '']);
    expect(removed.correct).toEqual(['C']);
    expect(changeKind({ ...single, correct: ['A'] }, 'text').correct).toEqual([]);
    expect(changeKind({ ...four, correct: ['A', 'B'] }, 'single').correct).toEqual(['A']);
  });

  it('adds and moves questions and builds the save body', () => {
    let draft = addQuestion(filled(), 'picture');
    draft = { ...draft, questions: draft.questions.map((q, i) => (i === 1 ? { ...q, title: '上传截图' } : q)) };
    draft = moveQuestion(draft, draft.questions[1].key, -1);
    expect(draft.questions.map((q) => q.kind)).toEqual(['picture', 'single']);
    const body = saveBody(draft);
    expect(body).toEqual({
      courseId: 3,
      title: '第二章作业',
      description: '',
      dueAt: '2026-12-02T15:59:00.000Z',
      questions: [
        { kind: 'picture', title: '上传截图', score: 20 },
        { kind: 'single', title: '市盈率是？', score: 10, options: ['价格/收益', '价格/净资产', '收益/价格'], correct: ['A'] },
      ],
    });
  });

  it('starts an edit from the stored homework', () => {
    const detail = {
      id: 5, courseId: 2, title: 'T', description: 'D', dueAt: '2026-12-01T15:59:00.000Z', courseTitle: 'C',
      questions: [{ id: 1, no: 1, kind: 'multiple', kindText: '多选题', title: 'Q', options: [{ key: 'A', text: 'x' }, { key: 'B', text: 'y' }], score: 10, correct: ['B', 'A'] }],
    } as unknown as HomeworkDetail;
    const draft = draftFromDetail(detail);
    expect(draft).toMatchObject({ id: 5, courseId: 2, dueDate: '2026-12-01', dueTime: '23:59' });
    expect(draft.questions[0]).toMatchObject({ options: ['x', 'y'], correct: ['A', 'B'], score: '10' });
    expect(saveBody(draft).id).toBe(5);
  });
});
