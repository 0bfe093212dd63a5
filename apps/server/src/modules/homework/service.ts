import {
  CODE,
  HOMEWORK_OPTION_KEYS,
  HOMEWORK_TEXT,
  isChoiceKind,
  type HomeworkAnswer,
  type HomeworkAnswerDetail,
  type HomeworkAnswerListQuery,
  type HomeworkAnswerRow,
  type HomeworkCounts,
  type HomeworkDetail,
  type HomeworkGradeBody,
  type HomeworkListQuery,
  type HomeworkQuestion,
  type HomeworkQuestionInput,
  type HomeworkSaveBody,
  type HomeworkSubmitBody,
  type HomeworkSummary,
  type MemberHomework,
  type TeacherCourse,
  type TeacherHomework,
  type TeacherHomeworkQuery,
} from '@caixue/contract';
import type { Db } from '../../db/client';
import type { HomeworkAnswerItemRow } from '../../db/schema';
import { BizError, badRequest } from '../../errors';
import { paging, type Paged } from '../../paging';
import { mayOpen, noPermission, viewerOf } from '../access/service';
import type { AnswerPicture, HomeworkPictures } from './pictures';
import {
  answerCount,
  coursesOfTeachers,
  deleteUnansweredHomework,
  findAnswer,
  findCourseFacts,
  findHomework,
  findMemberAnswer,
  insertAnswer,
  insertHomework,
  memberCounts,
  memberHomeworkPage,
  questionsOf,
  saveGrade,
  studentOf,
  teacherAnswerPage,
  teacherHomeworkPage,
  teacherIdsOf,
  updateHomework,
  type AnswerRow,
  type HomeworkWithCourse,
  type MemberHomeworkRow,
  type NewQuestionRow,
  type QuestionRow,
  type Student,
} from './repo';

/**
 * Homework (issue 16). Teachers (member accounts flagged isTeacher whose teacher profile teaches the
 * course) set and grade the homework of their own courses only. Members who may study a course (the
 * access core's mayOpen on the course's module) answer its homework once, before the due date;
 * choice questions are graded at once, the rest by the teacher. An answer is seen by its member and
 * by the course's teacher, nobody else (404 for anyone else, so ids reveal nothing).
 */

const CHINA_OFFSET_MS = 8 * 3600_000;

/** 'yyyy-MM-dd HH:mm' in China time. */
export function chinaMinute(value: Date): string {
  return new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const notFound = () => new BizError(CODE.notFound, HOMEWORK_TEXT.notFound);
const answerNotFound = () => new BizError(CODE.notFound, HOMEWORK_TEXT.answerNotFound);
const forbidden = (msg: string) => new BizError(CODE.forbidden, msg);

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export interface HomeworkServiceDeps {
  db: Db;
  now: () => number;
  pictures: HomeworkPictures;
}

export class HomeworkService {
  constructor(private readonly deps: HomeworkServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private at(): Date {
    return new Date(this.deps.now());
  }

  // --- views ---------------------------------------------------------------------------------

  private summary(row: HomeworkWithCourse, now: Date): HomeworkSummary {
    const { homework } = row;
    return {
      id: homework.id,
      courseId: homework.courseId,
      courseTitle: row.courseTitle,
      teacherName: row.teacherName,
      title: homework.title,
      description: homework.description,
      dueAt: homework.dueAt.toISOString(),
      dueText: HOMEWORK_TEXT.dueText(chinaMinute(homework.dueAt)),
      overdue: homework.dueAt.getTime() <= now.getTime(),
      questionCount: Number(row.questionCount),
      totalScore: homework.totalScore,
    };
  }

  private memberRow(row: MemberHomeworkRow, now: Date): MemberHomework {
    const state = row.answer?.state ?? 'todo';
    return {
      ...this.summary(row, now),
      state,
      stateText: HOMEWORK_TEXT.states[state],
      answerId: row.answer?.id ?? null,
      score: row.answer?.state === 'graded' ? row.answer.score : null,
      submittedAt: row.answer?.submittedAt.toISOString() ?? null,
    };
  }

  private question(row: QuestionRow, index: number, showCorrect: boolean): HomeworkQuestion {
    return {
      id: row.id,
      no: index + 1,
      kind: row.kind,
      kindText: HOMEWORK_TEXT.kinds[row.kind],
      title: row.title,
      options: row.options.map((text, i) => ({ key: HOMEWORK_OPTION_KEYS[i] ?? String(i + 1), text })),
      score: row.score,
      correct: showCorrect && isChoiceKind(row.kind) ? row.correct : [],
    };
  }

  private answer(row: AnswerRow, totalScore: number, student: Student): HomeworkAnswer {
    return {
      id: row.id,
      homeworkId: row.homeworkId,
      member: student,
      state: row.state,
      stateText: HOMEWORK_TEXT.answerStates[row.state],
      items: row.items.map((item) => ({ ...item, pictures: item.pictures.map((p) => this.deps.pictures.sign(p)) })),
      autoScore: row.autoScore,
      score: row.state === 'graded' ? row.score : null,
      totalScore,
      comment: row.comment,
      submittedAt: row.submittedAt.toISOString(),
      submittedText: chinaMinute(row.submittedAt),
      gradedAt: row.gradedAt?.toISOString() ?? null,
      gradedText: row.gradedAt ? chinaMinute(row.gradedAt) : '',
    };
  }

  // --- who is asking -------------------------------------------------------------------------

  /** The caller's teacher profiles (empty for a member who is no teacher). */
  private teacherIds(memberId: number): Promise<number[]> {
    return teacherIdsOf(this.db, memberId);
  }

  private async requireTeacher(memberId: number): Promise<number[]> {
    const ids = await this.teacherIds(memberId);
    if (ids.length === 0) throw forbidden(HOMEWORK_TEXT.teacherRequired);
    return ids;
  }

  private async homework(id: number): Promise<HomeworkWithCourse> {
    const row = await findHomework(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** The homework of a course this teacher teaches; 404 when there is none, 403 when it is not theirs. */
  private async ownHomework(teacherIds: number[], id: number): Promise<HomeworkWithCourse> {
    const row = await this.homework(id);
    if (row.courseTeacherId === null || !teacherIds.includes(row.courseTeacherId)) throw forbidden(HOMEWORK_TEXT.notCourseTeacher);
    return row;
  }

  private noPermission(row: HomeworkWithCourse): BizError {
    return noPermission(row.courseModuleId, row.courseTitle);
  }

  // --- members ---------------------------------------------------------------------------------

  async list(memberId: number, query: HomeworkListQuery): Promise<Paged<MemberHomework>> {
    const now = this.at();
    const viewer = await viewerOf(this.db, memberId, now);
    const { rows, total } = await memberHomeworkPage(this.db, memberId, viewer, query.tab ?? 'todo', query.courseId, now, paging(query));
    return { rows: rows.map((r) => this.memberRow(r, now)), total };
  }

  async counts(memberId: number, courseId: number | undefined): Promise<HomeworkCounts> {
    const now = this.at();
    const viewer = await viewerOf(this.db, memberId, now);
    return memberCounts(this.db, memberId, viewer, courseId, now);
  }

  /**
   * One homework: for the course's teacher with the correct answers; for a member with their answer
   * (correct answers shown once it is in). Without an answer the member must be able to study the
   * course now (code 206 with the course's module otherwise, like a locked lesson).
   */
  async info(memberId: number, id: number): Promise<HomeworkDetail> {
    const now = this.at();
    const row = await this.homework(id);
    const teacherIds = await this.teacherIds(memberId);
    const questions = await questionsOf(this.db, id);
    if (row.courseTeacherId !== null && teacherIds.includes(row.courseTeacherId)) {
      return this.detail(row, questions, null, now, { isTeacher: true, canAnswer: false });
    }
    const answer = await findMemberAnswer(this.db, id, memberId);
    if (!answer) {
      if (!row.courseEnabled) throw notFound();
      const viewer = await viewerOf(this.db, memberId, now);
      if (!mayOpen(row.courseModuleId, viewer.modules)) throw this.noPermission(row);
    }
    const canAnswer = answer === null && row.homework.dueAt.getTime() > now.getTime();
    return this.detail(row, questions, answer, now, { isTeacher: false, canAnswer });
  }

  private async detail(
    row: HomeworkWithCourse,
    questions: QuestionRow[],
    answer: AnswerRow | null,
    now: Date,
    flags: { isTeacher: boolean; canAnswer: boolean },
  ): Promise<HomeworkDetail> {
    const showCorrect = flags.isTeacher || answer !== null;
    const memberRow: MemberHomeworkRow = {
      ...row,
      answer: answer ? { id: answer.id, state: answer.state, score: answer.score, submittedAt: answer.submittedAt } : null,
    };
    return {
      ...this.memberRow(memberRow, now),
      questions: questions.map((q, i) => this.question(q, i, showCorrect)),
      answer: answer ? this.answer(answer, row.homework.totalScore, await studentOf(this.db, answer.memberId)) : null,
      ...flags,
    };
  }

  /**
   * Answers a homework. Idempotent: the same answer again (a retry) answers the stored one, a
   * different one is refused (one answer per member, kept by a unique index even under concurrent
   * submits). Choice questions are graded here; with no text or picture question the answer is
   * graded at once.
   */
  async submit(memberId: number, body: HomeworkSubmitBody): Promise<HomeworkDetail> {
    const now = this.at();
    const row = await this.homework(body.homeworkId);
    const questions = await questionsOf(this.db, row.homework.id);
    const teacherIds = await this.teacherIds(memberId);
    if (row.courseTeacherId !== null && teacherIds.includes(row.courseTeacherId)) throw forbidden(HOMEWORK_TEXT.teacherCannotAnswer);
    const existing = await findMemberAnswer(this.db, row.homework.id, memberId);
    if (existing) return this.repeated(row, questions, existing, this.readAnswers(memberId, questions, body).items, now);
    if (!row.courseEnabled) throw notFound();
    const viewer = await viewerOf(this.db, memberId, now);
    if (!mayOpen(row.courseModuleId, viewer.modules)) throw this.noPermission(row);
    if (row.homework.dueAt.getTime() <= now.getTime()) throw badRequest(HOMEWORK_TEXT.pastDue);
    const { items, pictures } = this.readAnswers(memberId, questions, body);

    for (const [no, picture] of pictures) {
      if (!(await this.deps.pictures.available(picture))) throw badRequest(HOMEWORK_TEXT.pictureInvalid(no));
    }
    for (const [no, picture] of pictures) {
      if (!(await this.deps.pictures.take(picture))) throw badRequest(HOMEWORK_TEXT.pictureInvalid(no));
    }
    const autoScore = items.reduce((sum, item) => sum + (item.correct === null ? 0 : (item.score ?? 0)), 0);
    const manual = questions.some((q) => !isChoiceKind(q.kind));
    const stored = await insertAnswer(this.db, {
      homeworkId: row.homework.id,
      memberId,
      state: manual ? 'submitted' : 'graded',
      items,
      autoScore,
      score: manual ? null : autoScore,
      submittedAt: now,
      gradedAt: manual ? null : now,
    });
    if (!stored) {
      const raced = await findMemberAnswer(this.db, row.homework.id, memberId);
      if (!raced) throw badRequest(HOMEWORK_TEXT.alreadySubmitted);
      return this.repeated(row, questions, raced, items, now);
    }
    for (const [, picture] of pictures) await this.deps.pictures.release(picture);
    return this.detail(row, questions, stored, now, { isTeacher: false, canAnswer: false });
  }

  /** A submit for a homework already answered: the same answer is a retry (answer it), another is refused. */
  private repeated(row: HomeworkWithCourse, questions: QuestionRow[], existing: AnswerRow, items: HomeworkAnswerItemRow[], now: Date): Promise<HomeworkDetail> {
    const same =
      existing.items.length === items.length &&
      items.every((item) => {
        const stored = existing.items.find((s) => s.questionId === item.questionId);
        return stored !== undefined && sameSet(stored.choices, item.choices) && stored.text === item.text && stored.pictures.join('\n') === item.pictures.join('\n');
      });
    if (!same) throw badRequest(HOMEWORK_TEXT.alreadySubmitted);
    return this.detail(row, questions, existing, now, { isTeacher: false, canAnswer: false });
  }

  /** Checks the answers against the questions (every question answered, in its own way) and grades the choices. */
  private readAnswers(memberId: number, questions: QuestionRow[], body: HomeworkSubmitBody) {
    const byQuestion = new Map<number, HomeworkSubmitBody['answers'][number]>();
    for (const answer of body.answers) {
      if (!questions.some((q) => q.id === answer.questionId) || byQuestion.has(answer.questionId)) throw badRequest(HOMEWORK_TEXT.questionUnknown);
      byQuestion.set(answer.questionId, answer);
    }
    const items: HomeworkAnswerItemRow[] = [];
    const pictures: [number, AnswerPicture][] = [];
    questions.forEach((q, index) => {
      const no = index + 1;
      const given = byQuestion.get(q.id);
      const choices = given?.choices ?? [];
      const text = given?.text?.trim() ?? '';
      const urls = given?.pictures ?? [];
      const item: HomeworkAnswerItemRow = { questionId: q.id, choices: [], text: '', pictures: [], score: null, correct: null, comment: '' };
      if (isChoiceKind(q.kind)) {
        if (text !== '' || urls.length > 0) throw badRequest(HOMEWORK_TEXT.answerFieldMismatch(no));
        if (choices.length === 0) throw badRequest(HOMEWORK_TEXT.questionMissing(no));
        if (q.kind === 'single' && choices.length > 1) throw badRequest(HOMEWORK_TEXT.singleOne(no));
        const keys = HOMEWORK_OPTION_KEYS.slice(0, q.options.length) as readonly string[];
        if (choices.some((c) => !keys.includes(c))) throw badRequest(HOMEWORK_TEXT.optionUnknown(no));
        const sorted = [...choices].sort();
        const correct = sameSet(sorted, q.correct);
        Object.assign(item, { choices: sorted, correct, score: correct ? q.score : 0 });
      } else if (q.kind === 'text') {
        if (choices.length > 0 || urls.length > 0) throw badRequest(HOMEWORK_TEXT.answerFieldMismatch(no));
        if (text === '') throw badRequest(HOMEWORK_TEXT.questionMissing(no));
        item.text = text;
      } else {
        if (choices.length > 0 || text !== '') throw badRequest(HOMEWORK_TEXT.answerFieldMismatch(no));
        if (urls.length === 0) throw badRequest(HOMEWORK_TEXT.questionMissing(no));
        const parsed = urls.map((url) => this.deps.pictures.parse(url, memberId));
        if (parsed.some((p) => p === null) || new Set(urls).size !== urls.length) throw badRequest(HOMEWORK_TEXT.pictureInvalid(no));
        for (const picture of parsed as AnswerPicture[]) pictures.push([no, picture]);
        item.pictures = (parsed as AnswerPicture[]).map((p) => p.stored);
      }
      items.push(item);
    });
    return { items, pictures };
  }

  /** One answer, for its member or the course's teacher; 404 for anyone else. */
  async answerInfo(memberId: number, id: number): Promise<HomeworkAnswerDetail> {
    const answer = await findAnswer(this.db, id);
    if (!answer) throw answerNotFound();
    const row = await this.homework(answer.homeworkId).catch(() => {
      throw answerNotFound();
    });
    const teacherIds = answer.memberId === memberId ? [] : await this.teacherIds(memberId);
    const teaches = row.courseTeacherId !== null && teacherIds.includes(row.courseTeacherId);
    if (answer.memberId !== memberId && !teaches) throw answerNotFound();
    return this.answerDetail(row, answer, teaches);
  }

  private async answerDetail(row: HomeworkWithCourse, answer: AnswerRow, canGrade: boolean): Promise<HomeworkAnswerDetail> {
    const questions = await questionsOf(this.db, row.homework.id);
    return {
      homework: this.summary(row, this.at()),
      questions: questions.map((q, i) => this.question(q, i, true)),
      answer: this.answer(answer, row.homework.totalScore, await studentOf(this.db, answer.memberId)),
      canGrade,
    };
  }

  // --- teachers --------------------------------------------------------------------------------

  async answerList(memberId: number, query: HomeworkAnswerListQuery): Promise<Paged<HomeworkAnswerRow>> {
    const teacherIds = await this.requireTeacher(memberId);
    if (query.homeworkId !== undefined) await this.ownHomework(teacherIds, query.homeworkId);
    const { rows, total } = await teacherAnswerPage(this.db, teacherIds, query.tab ?? 'pending', query.homeworkId, paging(query));
    return {
      rows: rows.map(({ answer, homeworkTitle, totalScore, courseTitle, student }) => ({
        id: answer.id,
        homeworkId: answer.homeworkId,
        homeworkTitle,
        courseTitle,
        member: student,
        state: answer.state,
        stateText: HOMEWORK_TEXT.answerStates[answer.state],
        autoScore: answer.autoScore,
        score: answer.state === 'graded' ? answer.score : null,
        totalScore,
        comment: answer.comment,
        submittedAt: answer.submittedAt.toISOString(),
        submittedText: chinaMinute(answer.submittedAt),
        gradedText: answer.gradedAt ? chinaMinute(answer.gradedAt) : '',
      })),
      total,
    };
  }

  /**
   * The teacher grades an answer of their course: points for every text and picture question (0 up to
   * its points), optional comments per question and on the whole. Grading again changes the grade.
   */
  async grade(memberId: number, body: HomeworkGradeBody): Promise<HomeworkAnswerDetail> {
    const teacherIds = await this.requireTeacher(memberId);
    const answer = await findAnswer(this.db, body.answerId);
    if (!answer) throw answerNotFound();
    const row = await this.homework(answer.homeworkId);
    if (row.courseTeacherId === null || !teacherIds.includes(row.courseTeacherId)) throw answerNotFound();
    const questions = await questionsOf(this.db, row.homework.id);
    const given = new Map<number, HomeworkGradeBody['items'][number]>();
    for (const item of body.items) {
      const index = questions.findIndex((q) => q.id === item.questionId);
      if (index < 0 || given.has(item.questionId)) throw badRequest(HOMEWORK_TEXT.questionUnknown);
      if (isChoiceKind(questions[index].kind)) throw badRequest(HOMEWORK_TEXT.gradeChoice(index + 1));
      given.set(item.questionId, item);
    }
    const items = answer.items.map((item) => ({ ...item }));
    questions.forEach((q, index) => {
      if (isChoiceKind(q.kind)) return;
      const grade = given.get(q.id);
      if (!grade) throw badRequest(HOMEWORK_TEXT.gradeMissing(index + 1));
      if (grade.score > q.score) throw badRequest(HOMEWORK_TEXT.gradeTooHigh(index + 1, q.score));
      const item = items.find((i) => i.questionId === q.id);
      if (item) Object.assign(item, { score: grade.score, comment: grade.comment?.trim() ?? '' });
    });
    const score = items.reduce((sum, item) => sum + (item.score ?? 0), 0);
    const saved = await saveGrade(this.db, answer.id, { items, score, comment: body.comment?.trim() ?? '', gradedBy: memberId, gradedAt: this.at() });
    if (!saved) throw answerNotFound();
    return this.answerDetail(row, saved, true);
  }

  async teacherCourses(memberId: number): Promise<TeacherCourse[]> {
    const teacherIds = await this.requireTeacher(memberId);
    const rows = await coursesOfTeachers(this.db, teacherIds);
    return rows.map((r) => ({ ...r, homeworkCount: Number(r.homeworkCount) }));
  }

  async teacherList(memberId: number, query: TeacherHomeworkQuery): Promise<Paged<TeacherHomework>> {
    const teacherIds = await this.requireTeacher(memberId);
    const now = this.at();
    const { rows, total } = await teacherHomeworkPage(this.db, teacherIds, query.courseId, paging(query));
    return {
      rows: rows.map((r) => ({
        ...this.summary(r, now),
        submittedCount: Number(r.submitted),
        pendingCount: Number(r.pending),
        gradedCount: Number(r.submitted) - Number(r.pending),
        createdAt: r.homework.createdAt.toISOString(),
      })),
      total,
    };
  }

  /** Creates (no id) or changes a homework of the teacher's own course. */
  async save(memberId: number, body: HomeworkSaveBody): Promise<HomeworkDetail> {
    const teacherIds = await this.requireTeacher(memberId);
    const now = this.at();
    const course = await findCourseFacts(this.db, body.courseId);
    if (!course || !course.enabled) throw new BizError(CODE.notFound, HOMEWORK_TEXT.courseNotFound);
    if (course.teacherId === null || !teacherIds.includes(course.teacherId)) throw forbidden(HOMEWORK_TEXT.notCourseTeacher);
    const title = body.title.trim();
    if (title === '') throw badRequest(HOMEWORK_TEXT.titleBlank);
    const dueAt = new Date(body.dueAt);
    // The schema checks the format; the years keep it a date every database stores.
    if (Number.isNaN(dueAt.getTime()) || dueAt.getUTCFullYear() < 2000 || dueAt.getUTCFullYear() > 2999) throw badRequest(HOMEWORK_TEXT.dueInvalid);
    const questions = readQuestions(body.questions);
    const totalScore = questions.reduce((sum, q) => sum + q.score, 0);
    const values = { title, description: body.description?.trim() ?? '', dueAt, totalScore, updatedAt: now };
    let id: number;
    if (body.id === undefined) {
      if (dueAt.getTime() <= now.getTime()) throw badRequest(HOMEWORK_TEXT.dueInPast);
      id = await insertHomework(this.db, { ...values, courseId: course.id, createdBy: memberId, createdAt: now }, questions);
    } else {
      const existing = await this.ownHomework(teacherIds, body.id);
      if (existing.homework.courseId !== course.id) throw badRequest(HOMEWORK_TEXT.courseFixed);
      const stored = await questionsOf(this.db, body.id);
      const unchanged = sameQuestions(stored, questions);
      if (!unchanged && (await answerCount(this.db, body.id)) > 0) throw badRequest(HOMEWORK_TEXT.questionsLocked);
      if (!(await updateHomework(this.db, body.id, values, unchanged ? null : questions))) throw badRequest(HOMEWORK_TEXT.questionsLocked);
      id = body.id;
    }
    return this.info(memberId, id);
  }

  async remove(memberId: number, id: number): Promise<void> {
    const teacherIds = await this.requireTeacher(memberId);
    await this.ownHomework(teacherIds, id);
    if (!(await deleteUnansweredHomework(this.db, id))) throw badRequest(HOMEWORK_TEXT.deleteLocked);
  }
}

/** The questions of a save, checked (numbered from 1 in the messages). */
function readQuestions(inputs: HomeworkQuestionInput[]): NewQuestionRow[] {
  if (inputs.length === 0) throw badRequest(HOMEWORK_TEXT.questionsRequired);
  return inputs.map((input, index) => {
    const no = index + 1;
    const title = input.title.trim();
    if (title === '') throw badRequest(HOMEWORK_TEXT.questionBlank(no));
    if (!isChoiceKind(input.kind)) return { sort: no, kind: input.kind, title, options: [], correct: [], score: input.score };
    const options = (input.options ?? []).map((o) => o.trim());
    if (options.length < 2 || options.length > HOMEWORK_OPTION_KEYS.length) throw badRequest(HOMEWORK_TEXT.optionsRequired(no));
    if (options.some((o) => o === '')) throw badRequest(HOMEWORK_TEXT.optionBlank(no));
    const correct = [...(input.correct ?? [])].sort();
    if (correct.length === 0) throw badRequest(HOMEWORK_TEXT.correctRequired(no));
    if (input.kind === 'single' && correct.length !== 1) throw badRequest(HOMEWORK_TEXT.singleCorrect(no));
    const keys = HOMEWORK_OPTION_KEYS.slice(0, options.length) as readonly string[];
    if (correct.some((c) => !keys.includes(c))) throw badRequest(HOMEWORK_TEXT.correctUnknown(no));
    return { sort: no, kind: input.kind, title, options, correct, score: input.score };
  });
}

function sameQuestions(stored: QuestionRow[], next: NewQuestionRow[]): boolean {
  return (
    stored.length === next.length &&
    stored.every((q, i) => {
      const n = next[i];
      return q.kind === n.kind && q.title === n.title && q.score === n.score && q.options.join('\n') === (n.options ?? []).join('\n') && sameSet(q.correct, n.correct ?? []);
    })
  );
}
