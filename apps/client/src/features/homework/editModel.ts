/**
 * Pure state of the teacher's homework editor (布置作业 / 编辑作业): the draft, its edits, the checks the
 * server also makes (same Chinese messages, HOMEWORK_TEXT) and the save body. The due time is chosen and
 * shown in China time (UTC+8), like every time the server writes.
 */
import {
  HOMEWORK_OPTION_KEYS,
  HOMEWORK_RULES,
  HOMEWORK_TEXT,
  isChoiceKind,
  type HomeworkDetail,
  type HomeworkQuestionKind,
  type HomeworkSaveBody,
} from '@caixue/contract';

export interface EditQuestion {
  /** A local id (the list key); stored questions are rebuilt from their content. */
  key: string;
  kind: HomeworkQuestionKind;
  title: string;
  /** Choice questions: the option texts, A first. */
  options: string[];
  /** Choice questions: the correct keys (A..H), in key order. */
  correct: string[];
  /** Points as typed. */
  score: string;
}

export interface HomeworkEditDraft {
  /** Set when editing a stored homework. */
  id: number | null;
  courseId: number | null;
  title: string;
  description: string;
  /** 'yyyy-MM-dd' and 'HH:mm', China time. */
  dueDate: string;
  dueTime: string;
  questions: EditQuestion[];
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const DEFAULT_SCORE: Record<HomeworkQuestionKind, string> = { single: '10', multiple: '10', text: '20', picture: '20' };

let seq = 0;
function nextKey(): string {
  seq += 1;
  return `q${Date.now().toString(36)}${seq}`;
}

/** 'yyyy-MM-dd' and 'HH:mm' of an instant in China time. */
export function chinaParts(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + CHINA_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant of a China-time date and time, or null when they are not a real date. */
export function dueInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00+08:00`);
  if (Number.isNaN(at.getTime())) return null;
  // 2026-02-30 rolls over in Date: refuse it instead.
  return chinaParts(at).date === date ? at : null;
}

/** 23:59 China time, `days` days after `now` (the quick due choices 3 天 / 7 天 / 14 天). */
export function duePreset(days: number, now: Date): { dueDate: string; dueTime: string } {
  return { dueDate: chinaParts(new Date(now.getTime() + days * 86400_000)).date, dueTime: '23:59' };
}

export function newQuestion(kind: HomeworkQuestionKind): EditQuestion {
  return { key: nextKey(), kind, title: '', options: isChoiceKind(kind) ? ['', '', '', ''] : [], correct: [], score: DEFAULT_SCORE[kind] };
}

/** A new homework: due in 7 days, one single-choice question to start from. */
export function emptyDraft(courseId: number | null, now: Date): HomeworkEditDraft {
  return { id: null, courseId, title: '', description: '', ...duePreset(7, now), questions: [newQuestion('single')] };
}

/** Editing a stored homework (its teacher sees the correct keys). */
export function draftFromDetail(detail: HomeworkDetail): HomeworkEditDraft {
  const due = chinaParts(new Date(detail.dueAt));
  return {
    id: detail.id,
    courseId: detail.courseId,
    title: detail.title,
    description: detail.description,
    dueDate: due.date,
    dueTime: due.time,
    questions: detail.questions.map((q) => ({
      key: nextKey(),
      kind: q.kind,
      title: q.title,
      options: q.options.map((o) => o.text),
      correct: [...q.correct].sort(),
      score: String(q.score),
    })),
  };
}

export function updateQuestion(draft: HomeworkEditDraft, key: string, change: Partial<EditQuestion>): HomeworkEditDraft {
  return { ...draft, questions: draft.questions.map((q) => (q.key === key ? { ...q, ...change } : q)) };
}

export function addQuestion(draft: HomeworkEditDraft, kind: HomeworkQuestionKind): HomeworkEditDraft {
  if (draft.questions.length >= HOMEWORK_RULES.questionsMax) return draft;
  return { ...draft, questions: [...draft.questions, newQuestion(kind)] };
}

export function removeQuestion(draft: HomeworkEditDraft, key: string): HomeworkEditDraft {
  return { ...draft, questions: draft.questions.filter((q) => q.key !== key) };
}

/** Moves a question one place up (-1) or down (+1). */
export function moveQuestion(draft: HomeworkEditDraft, key: string, step: -1 | 1): HomeworkEditDraft {
  const from = draft.questions.findIndex((q) => q.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= draft.questions.length) return draft;
  const questions = [...draft.questions];
  [questions[from], questions[to]] = [questions[to], questions[from]];
  return { ...draft, questions };
}

/** Changing the kind keeps the title and the options; single keeps at most one correct key. */
export function changeKind(question: EditQuestion, kind: HomeworkQuestionKind): EditQuestion {
  if (!isChoiceKind(kind)) return { ...question, kind, correct: [] };
  const options = question.options.length >= HOMEWORK_RULES.optionsMin ? question.options : ['', '', '', ''];
  const correct = kind === 'single' ? question.correct.slice(0, 1) : question.correct;
  return { ...question, kind, options, correct };
}

export function addOption(question: EditQuestion): EditQuestion {
  if (question.options.length >= HOMEWORK_RULES.optionsMax) return question;
  return { ...question, options: [...question.options, ''] };
}

/** Removing option i shifts the later keys up (C becomes B) and drops i from the correct keys. */
export function removeOption(question: EditQuestion, index: number): EditQuestion {
  if (question.options.length <= HOMEWORK_RULES.optionsMin) return question;
  const correct = question.correct
    .map((key) => HOMEWORK_OPTION_KEYS.indexOf(key as (typeof HOMEWORK_OPTION_KEYS)[number]))
    .filter((i) => i !== index)
    .map((i) => HOMEWORK_OPTION_KEYS[i > index ? i - 1 : i]);
  return { ...question, options: question.options.filter((_, i) => i !== index), correct };
}

export function setOption(question: EditQuestion, index: number, text: string): EditQuestion {
  return { ...question, options: question.options.map((o, i) => (i === index ? text.slice(0, HOMEWORK_RULES.optionMax) : o)) };
}

/** A tap on an option's 正确 mark: single replaces, multiple toggles. */
export function toggleCorrect(question: EditQuestion, key: string): EditQuestion {
  if (question.kind === 'single') return { ...question, correct: [key] };
  const correct = question.correct.includes(key) ? question.correct.filter((k) => k !== key) : [...question.correct, key];
  return { ...question, correct: correct.sort() };
}

/** Why the draft cannot be saved yet (the first problem, in the server's words), or null. */
export function editProblem(draft: HomeworkEditDraft, now: Date): string | null {
  if (draft.courseId === null) return '请选择课程';
  if (draft.title.trim() === '') return HOMEWORK_TEXT.titleBlank;
  if (draft.title.trim().length > HOMEWORK_RULES.titleMax) return `作业标题不能超过 ${HOMEWORK_RULES.titleMax} 字`;
  if (draft.description.length > HOMEWORK_RULES.descriptionMax) return `作业说明不能超过 ${HOMEWORK_RULES.descriptionMax} 字`;
  const due = dueInstant(draft.dueDate, draft.dueTime);
  if (!due) return HOMEWORK_TEXT.dueInvalid;
  if (draft.id === null && due.getTime() <= now.getTime()) return HOMEWORK_TEXT.dueInPast;
  if (draft.questions.length === 0) return HOMEWORK_TEXT.questionsRequired;
  for (const [index, q] of draft.questions.entries()) {
    const no = index + 1;
    if (q.title.trim() === '') return HOMEWORK_TEXT.questionBlank(no);
    if (q.title.trim().length > HOMEWORK_RULES.questionTitleMax) return `第 ${no} 题的题目不能超过 ${HOMEWORK_RULES.questionTitleMax} 字`;
    if (!/^\d{1,3}$/.test(q.score.trim()) || Number(q.score) < 1 || Number(q.score) > HOMEWORK_RULES.scoreMax) return `第 ${no} 题的分值应为 1-${HOMEWORK_RULES.scoreMax} 分`;
    if (!isChoiceKind(q.kind)) continue;
    if (q.options.length < HOMEWORK_RULES.optionsMin || q.options.length > HOMEWORK_RULES.optionsMax) return HOMEWORK_TEXT.optionsRequired(no);
    if (q.options.some((o) => o.trim() === '')) return HOMEWORK_TEXT.optionBlank(no);
    if (q.correct.length === 0) return HOMEWORK_TEXT.correctRequired(no);
    if (q.kind === 'single' && q.correct.length !== 1) return HOMEWORK_TEXT.singleCorrect(no);
    const keys: readonly string[] = HOMEWORK_OPTION_KEYS.slice(0, q.options.length);
    if (q.correct.some((c) => !keys.includes(c))) return HOMEWORK_TEXT.correctUnknown(no);
  }
  return null;
}

export function totalScore(draft: HomeworkEditDraft): number {
  return draft.questions.reduce((sum, q) => sum + (Number(q.score) || 0), 0);
}

/** The body of API.homework.save (call editProblem first). */
export function saveBody(draft: HomeworkEditDraft): HomeworkSaveBody {
  const due = dueInstant(draft.dueDate, draft.dueTime);
  return {
    ...(draft.id !== null ? { id: draft.id } : {}),
    courseId: draft.courseId ?? 0,
    title: draft.title.trim(),
    description: draft.description.trim(),
    dueAt: due ? due.toISOString() : '',
    questions: draft.questions.map((q) => ({
      kind: q.kind,
      title: q.title.trim(),
      score: Number(q.score),
      ...(isChoiceKind(q.kind) ? { options: q.options.map((o) => o.trim()), correct: q.correct as HomeworkSaveBody['questions'][number]['correct'] } : {}),
    })),
  };
}
