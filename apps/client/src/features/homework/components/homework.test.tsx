import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API, HOMEWORK_TEXT, type HomeworkDetail, type HomeworkQuestion } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { data, table } from '../../../../test/replies';
import { HomeworkDetailScreen } from './HomeworkDetailScreen';
import { HomeworkListScreen } from './HomeworkListScreen';

const question = (id: number, no: number, kind: HomeworkQuestion['kind'], correct: string[] = []): HomeworkQuestion => ({
  id,
  no,
  kind,
  kindText: HOMEWORK_TEXT.kinds[kind],
  title: `第${no}题`,
  options: [{ key: 'A', text: '甲' }, { key: 'B', text: '乙' }, { key: 'C', text: '丙' }],
  score: 50,
  correct,
});

const detail = (over: Partial<HomeworkDetail> = {}): HomeworkDetail => ({
  id: 9,
  courseId: 3,
  courseTitle: '价值投资的底层逻辑',
  teacherName: '李建华',
  title: '安全边际小测验',
  description: '',
  dueAt: '2030-01-01T00:00:00Z',
  dueText: '2030-01-01 08:00 截止',
  overdue: false,
  questionCount: 2,
  totalScore: 100,
  state: 'todo',
  stateText: '待完成',
  answerId: null,
  score: null,
  submittedAt: null,
  questions: [question(1, 1, 'single'), question(2, 2, 'multiple')],
  answer: null,
  canAnswer: true,
  isTeacher: false,
  ...over,
});

// (The visitor's login prompt and the teacher-only state are not rendered here: their NutUI Button needs Taro's named getEnv;
// the browser test covers both.)
describe('homework screens', () => {
  it('answers choice questions, names a missing one, sends the choices and shows the grade at once', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.homework.info(9), data(detail()));
    taroMock.server.on('POST', API.homework.submit, data(detail({
      state: 'graded',
      stateText: '已批改',
      score: 50,
      canAnswer: false,
      questions: [question(1, 1, 'single', ['B']), question(2, 2, 'multiple', ['A', 'C'])],
      answer: {
        id: 4, homeworkId: 9, member: { id: 1, nickname: '张三', avatar: '' }, state: 'graded', stateText: '已批改',
        items: [
          { questionId: 1, choices: ['B'], text: '', pictures: [], score: 50, correct: true, comment: '' },
          { questionId: 2, choices: ['A'], text: '', pictures: [], score: 0, correct: false, comment: '' },
        ],
        autoScore: 50, score: 50, totalScore: 100, comment: '', submittedAt: '2026-11-24T00:00:00Z', submittedText: '2026-11-24 08:00',
        gradedAt: '2026-11-24T00:00:00Z', gradedText: '2026-11-24 08:00',
      },
    })));
    const { container } = render(<HomeworkDetailScreen id={9} />);
    await flush(3);
    const option = (no: number, key: string) => container.querySelector(`.hw-question[data-question="${no}"] .hw-option[data-option="${key}"]`)!;
    fireEvent.click(option(1, 'A'));
    fireEvent.click(option(1, 'B'));
    expect(option(1, 'A').getAttribute('data-mark')).toBe('none');
    expect(option(1, 'B').getAttribute('data-mark')).toBe('chosen');
    fireEvent.click(container.querySelector('.hw-bar__button')!);
    await flush(2);
    expect(taroMock.toasts.at(-1)?.title).toBe(HOMEWORK_TEXT.questionMissing(2));
    expect(taroMock.server.requests.some((r) => r.path.endsWith(API.homework.submit))).toBe(false);

    fireEvent.click(option(2, 'C'));
    fireEvent.click(option(2, 'A'));
    expect(container.querySelector('.hw-bar__progress')?.textContent).toBe('已答 2/2');
    fireEvent.click(container.querySelector('.hw-bar__button')!);
    await flush(4);
    expect(taroMock.modals.at(-1)?.content).toBe(HOMEWORK_TEXT.submitConfirm);
    const sent = taroMock.server.requests.find((r) => r.path.endsWith(API.homework.submit))!;
    expect(JSON.parse(String(sent.data))).toEqual({ homeworkId: 9, answers: [{ questionId: 1, choices: ['B'] }, { questionId: 2, choices: ['A', 'C'] }] });
    expect(container.querySelector('[data-testid=homework-score]')?.textContent).toBe('50');
    expect(option(2, 'A').getAttribute('data-mark')).toBe('right');
    expect(option(2, 'C').getAttribute('data-mark')).toBe('missed');
    expect(container.querySelector('.hw-bar')).toBeNull();
  });

  it('lists homework with the overdue mark and the notice', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.homework.counts, data({ todo: 2, submitted: 0, graded: 0, overdue: 1 }));
    taroMock.server.on('GET', API.homework.list, table([
      { ...detail(), questions: undefined },
      { ...detail({ id: 10, title: '逾期的作业', overdue: true }), questions: undefined },
    ]));
    const { container } = render(<HomeworkListScreen />);
    await flush(4);
    const cards = [...container.querySelectorAll('[data-testid=homework-card]')];
    expect(cards.map((c) => c.querySelector('.hw-state')?.textContent)).toEqual(['待完成', '已逾期']);
    expect(container.textContent).toContain('有 1 份作业已逾期');
  });
});
