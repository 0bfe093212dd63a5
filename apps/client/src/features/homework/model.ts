/** Pure state of the homework screens: the answer draft, its checks, the grading draft and the labels. */
import {
  HOMEWORK_RULES,
  HOMEWORK_TEXT,
  isChoiceKind,
  type HomeworkAnswer,
  type HomeworkAnswerItem,
  type HomeworkGradeBody,
  type HomeworkQuestion,
  type HomeworkSubmitBody,
  type MemberHomework,
} from '@caixue/contract';

/** Answer pictures: the chat picture types (SPEC §5 upload rules). */
export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;

export function isPicturePath(filePath: string): boolean {
  const name = filePath.split(/[?#]/)[0];
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (PICTURE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

export const HOMEWORK_PAGES = {
  list: '/pages/mine/homework/homeworkList/index',
  answerList: '/pages/mine/homework/homeworkAnswerList/index',
  detail: '/pages/mine/homework/homeworkDetail/index',
  answer: '/pages/mine/homework/homeworkAnswer/index',
  edit: '/pages/mine/homework/homeworkEdit/index',
} as const;

export const detailUrl = (id: number) => `${HOMEWORK_PAGES.detail}?id=${id}`;
export const answerUrl = (id: number) => `${HOMEWORK_PAGES.answer}?id=${id}`;
export const editUrl = (id?: number) => (id ? `${HOMEWORK_PAGES.edit}?id=${id}` : HOMEWORK_PAGES.edit);
export const listUrl = (courseId?: number) => (courseId ? `${HOMEWORK_PAGES.list}?courseId=${courseId}` : HOMEWORK_PAGES.list);

// --- the answer draft ---------------------------------------------------------------------------

export interface DraftPicture {
  /** A local id (the list key). */
  key: string;
  /** The chosen file (a blob: url on H5), shown while it uploads. */
  localPath: string;
  /** The upload's url once it is done. */
  url: string | null;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
}

export interface DraftItem {
  choices: string[];
  text: string;
  pictures: DraftPicture[];
}

export type AnswerDraft = Record<number, DraftItem>;

const EMPTY_ITEM: DraftItem = { choices: [], text: '', pictures: [] };

export function draftItem(draft: AnswerDraft, questionId: number): DraftItem {
  return draft[questionId] ?? EMPTY_ITEM;
}

function withItem(draft: AnswerDraft, questionId: number, change: (item: DraftItem) => DraftItem): AnswerDraft {
  return { ...draft, [questionId]: change(draftItem(draft, questionId)) };
}

/** A tap on an option: a single choice replaces, a multiple choice toggles (kept in key order). */
export function toggleChoice(draft: AnswerDraft, question: HomeworkQuestion, key: string): AnswerDraft {
  return withItem(draft, question.id, (item) => {
    if (question.kind === 'single') return { ...item, choices: [key] };
    const chosen = item.choices.includes(key) ? item.choices.filter((k) => k !== key) : [...item.choices, key];
    return { ...item, choices: chosen.sort() };
  });
}

export function setText(draft: AnswerDraft, questionId: number, text: string): AnswerDraft {
  return withItem(draft, questionId, (item) => ({ ...item, text: text.slice(0, HOMEWORK_RULES.textAnswerMax) }));
}

export function addPicture(draft: AnswerDraft, questionId: number, picture: DraftPicture): AnswerDraft {
  return withItem(draft, questionId, (item) => ({ ...item, pictures: [...item.pictures, picture] }));
}

export function updatePicture(draft: AnswerDraft, questionId: number, key: string, change: Partial<DraftPicture>): AnswerDraft {
  return withItem(draft, questionId, (item) => ({ ...item, pictures: item.pictures.map((p) => (p.key === key ? { ...p, ...change } : p)) }));
}

export function removePicture(draft: AnswerDraft, questionId: number, key: string): AnswerDraft {
  return withItem(draft, questionId, (item) => ({ ...item, pictures: item.pictures.filter((p) => p.key !== key) }));
}

export function canAddPicture(item: DraftItem): boolean {
  return item.pictures.length < HOMEWORK_RULES.picturesMax;
}

/** Why the draft cannot be sent yet (the first question not answered, or pictures still uploading); null when ready. */
export function draftProblem(questions: HomeworkQuestion[], draft: AnswerDraft): string | null {
  for (const question of questions) {
    const item = draftItem(draft, question.id);
    if (isChoiceKind(question.kind) && item.choices.length === 0) return HOMEWORK_TEXT.questionMissing(question.no);
    if (question.kind === 'text' && item.text.trim() === '') return HOMEWORK_TEXT.questionMissing(question.no);
    if (question.kind === 'picture') {
      if (item.pictures.some((p) => p.status === 'uploading')) return '图片上传中，请稍候';
      if (!item.pictures.some((p) => p.status === 'done')) return HOMEWORK_TEXT.questionMissing(question.no);
    }
  }
  return null;
}

/** How many questions the draft answers (the progress line of the submit bar). */
export function answeredCount(questions: HomeworkQuestion[], draft: AnswerDraft): number {
  return questions.filter((q) => {
    const item = draftItem(draft, q.id);
    if (isChoiceKind(q.kind)) return item.choices.length > 0;
    if (q.kind === 'text') return item.text.trim() !== '';
    return item.pictures.some((p) => p.status === 'done');
  }).length;
}

export function submitBody(homeworkId: number, questions: HomeworkQuestion[], draft: AnswerDraft): HomeworkSubmitBody {
  return {
    homeworkId,
    answers: questions.map((q) => {
      const item = draftItem(draft, q.id);
      if (isChoiceKind(q.kind)) return { questionId: q.id, choices: item.choices as HomeworkSubmitBody['answers'][number]['choices'] };
      if (q.kind === 'text') return { questionId: q.id, text: item.text.trim() };
      return { questionId: q.id, pictures: item.pictures.filter((p) => p.status === 'done' && p.url).map((p) => p.url!) };
    }),
  };
}

// --- labels ---------------------------------------------------------------------------------------

export type DueTone = 'overdue' | 'soon' | 'normal';

/** Red when past due (todo only), orange within a day, else grey. */
export function dueTone(row: Pick<MemberHomework, 'state' | 'overdue' | 'dueAt'>, now: number): DueTone {
  if (row.state !== 'todo') return 'normal';
  if (row.overdue) return 'overdue';
  return Date.parse(row.dueAt) - now < 24 * 3600_000 ? 'soon' : 'normal';
}

/** The right side of a list card: the score once graded, else the state. */
export function rowScore(row: Pick<MemberHomework, 'state' | 'score' | 'totalScore'>): string | null {
  return row.state === 'graded' && row.score !== null ? HOMEWORK_TEXT.score(row.score, row.totalScore) : null;
}

export type OptionMark = 'chosen' | 'right' | 'wrong' | 'missed' | 'none';

/**
 * How an option shows: while answering (no correct keys known) only 'chosen'; once they are, the chosen correct
 * option is right (green), a chosen wrong one wrong (red), a correct one not chosen missed.
 */
export function optionMark(key: string, chosen: readonly string[], correct: readonly string[]): OptionMark {
  const picked = chosen.includes(key);
  if (correct.length === 0) return picked ? 'chosen' : 'none';
  const isCorrect = correct.includes(key);
  if (picked) return isCorrect ? 'right' : 'wrong';
  return isCorrect ? 'missed' : 'none';
}

/** A question's score line in the result: '10 / 10 分', '待批改' for ungraded text and picture answers. */
export function itemScore(item: HomeworkAnswerItem | undefined, question: HomeworkQuestion): string {
  if (!item || item.score === null) return HOMEWORK_TEXT.answerStates.submitted;
  return HOMEWORK_TEXT.score(item.score, question.score);
}

/** The summary card of an answer: the total once graded, the choice points and a waiting line before. */
export function answerHeadline(answer: HomeworkAnswer): { score: string; note: string } {
  if (answer.state === 'graded' && answer.score !== null) return { score: String(answer.score), note: HOMEWORK_TEXT.totalScore(answer.totalScore) };
  return { score: String(answer.autoScore), note: `${HOMEWORK_TEXT.gradedAtOnce} · ${HOMEWORK_TEXT.waitingGrade}` };
}

// --- grading ----------------------------------------------------------------------------------------

export interface GradeDraftItem {
  score: string;
  comment: string;
}

export interface GradeDraft {
  comment: string;
  items: Record<number, GradeDraftItem>;
}

/** The form starts from the answer's current grade (a graded answer can be changed). */
export function gradeDraftOf(questions: HomeworkQuestion[], answer: HomeworkAnswer): GradeDraft {
  const items: Record<number, GradeDraftItem> = {};
  for (const q of questions) {
    if (isChoiceKind(q.kind)) continue;
    const item = answer.items.find((i) => i.questionId === q.id);
    items[q.id] = { score: item?.score === null || item?.score === undefined ? '' : String(item.score), comment: item?.comment ?? '' };
  }
  return { comment: answer.comment, items };
}

/** Why the grade cannot be sent (a missing or out-of-range score), or null. */
export function gradeProblem(questions: HomeworkQuestion[], draft: GradeDraft): string | null {
  for (const q of questions) {
    if (isChoiceKind(q.kind)) continue;
    const text = draft.items[q.id]?.score.trim() ?? '';
    if (!/^\d{1,3}$/.test(text)) return HOMEWORK_TEXT.gradeMissing(q.no);
    if (Number(text) > q.score) return HOMEWORK_TEXT.gradeTooHigh(q.no, q.score);
  }
  if (draft.comment.length > HOMEWORK_RULES.commentMax) return HOMEWORK_TEXT.commentTooLong;
  return null;
}

export function gradeBody(answerId: number, questions: HomeworkQuestion[], draft: GradeDraft): HomeworkGradeBody {
  return {
    answerId,
    comment: draft.comment.trim(),
    items: questions
      .filter((q) => !isChoiceKind(q.kind))
      .map((q) => ({ questionId: q.id, score: Number(draft.items[q.id]?.score ?? 0), comment: draft.items[q.id]?.comment.trim() ?? '' })),
  };
}

/** The total the grade would give: the choice points plus the scores typed so far. */
export function gradeTotal(questions: HomeworkQuestion[], answer: HomeworkAnswer, draft: GradeDraft): number {
  return questions.reduce((sum, q) => {
    if (isChoiceKind(q.kind)) return sum + (answer.items.find((i) => i.questionId === q.id)?.score ?? 0);
    const value = Number(draft.items[q.id]?.score);
    return sum + (Number.isFinite(value) ? Math.min(Math.max(value, 0), q.score) : 0);
  }, 0);
}
