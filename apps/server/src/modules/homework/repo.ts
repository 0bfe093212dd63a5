import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, homeworkAnswers, homeworkQuestions, homeworks, members, teachers, type HomeworkAnswerItemRow } from '../../db/schema';
import { openCondition, type Gate } from '../access/conditions';
import type { ModuleHolder } from '../access/service';

/** The only writer of homeworks, homework_questions and homework_answers (reads join courses, teachers, members). */

export type HomeworkRow = typeof homeworks.$inferSelect;
export type QuestionRow = typeof homeworkQuestions.$inferSelect;
export type AnswerRow = typeof homeworkAnswers.$inferSelect;
export type NewQuestionRow = Omit<typeof homeworkQuestions.$inferInsert, 'homeworkId' | 'id'>;

/** A homework with the course facts every answer needs. */
export interface HomeworkWithCourse {
  homework: HomeworkRow;
  courseTitle: string;
  courseModuleId: number | null;
  courseTeacherId: number | null;
  courseEnabled: boolean;
  teacherName: string;
  questionCount: number;
}

export interface CourseFacts {
  id: number;
  title: string;
  teacherId: number | null;
  enabled: boolean;
}

export interface Student {
  id: number;
  nickname: string;
  avatar: string;
}

/** A course is studied by whoever may open it (the access core's rule, as SQL). */
const COURSE_GATE: Gate = { module: courses.moduleId };

/** An instant as a SQL timestamptz (the same on PGlite and node-postgres). */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const questionCount = sql<number>`(select count(*)::int from ${homeworkQuestions} where ${homeworkQuestions.homeworkId} = ${homeworks.id})`;

const withCourseFields = {
  homework: homeworks,
  courseTitle: courses.title,
  courseModuleId: courses.moduleId,
  courseTeacherId: courses.teacherId,
  courseEnabled: courses.enabled,
  teacherName: sql<string>`coalesce(${teachers.name}, '')`,
  questionCount,
};

function selectWithCourse(db: Db) {
  return db.select(withCourseFields).from(homeworks).innerJoin(courses, eq(courses.id, homeworks.courseId)).leftJoin(teachers, eq(teachers.id, courses.teacherId));
}

// --- teachers and courses ----------------------------------------------------------------------

/** The teacher profiles a member account speaks as: only for members flagged isTeacher. */
export async function teacherIdsOf(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .innerJoin(members, eq(members.id, teachers.memberId))
    .where(and(eq(teachers.memberId, memberId), eq(members.isTeacher, 1), eq(members.status, 'active')));
  return rows.map((r) => r.id);
}

export async function findCourseFacts(db: Db, courseId: number): Promise<CourseFacts | null> {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, teacherId: courses.teacherId, enabled: courses.enabled })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ?? null;
}

/** The enabled courses these teachers teach, with how many homework each has. */
export async function coursesOfTeachers(db: Db, teacherIds: number[]) {
  if (teacherIds.length === 0) return [];
  return db
    .select({
      id: courses.id,
      title: courses.title,
      pic: courses.pic,
      homeworkCount: sql<number>`(select count(*)::int from ${homeworks} where ${homeworks.courseId} = ${courses.id})`,
    })
    .from(courses)
    .where(and(inArray(courses.teacherId, teacherIds), eq(courses.enabled, true)))
    .orderBy(asc(courses.sort), desc(courses.id));
}

// --- homework -------------------------------------------------------------------------------

export async function findHomework(db: Db, id: number): Promise<HomeworkWithCourse | null> {
  const [row] = await selectWithCourse(db).where(eq(homeworks.id, id)).limit(1);
  return row ?? null;
}

export async function questionsOf(db: Db, homeworkId: number): Promise<QuestionRow[]> {
  return db.select().from(homeworkQuestions).where(eq(homeworkQuestions.homeworkId, homeworkId)).orderBy(asc(homeworkQuestions.sort), asc(homeworkQuestions.id));
}

export async function insertHomework(db: Db, values: typeof homeworks.$inferInsert, questions: NewQuestionRow[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(homeworks).values(values).returning({ id: homeworks.id });
    await tx.insert(homeworkQuestions).values(questions.map((q) => ({ ...q, homeworkId: row.id })));
    return row.id;
  });
}

/** Changes a homework; `questions` (when given) replace its questions, unless a member answered meanwhile (false). */
export async function updateHomework(
  db: Db,
  id: number,
  values: Pick<typeof homeworks.$inferInsert, 'title' | 'description' | 'dueAt' | 'totalScore' | 'updatedAt'>,
  questions: NewQuestionRow[] | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock orders this against a submit's insert (which references the homework row).
    await tx.execute(sql`select id from ${homeworks} where ${homeworks.id} = ${id} for update`);
    if (questions !== null) {
      const [answered] = await tx.select({ n: count() }).from(homeworkAnswers).where(eq(homeworkAnswers.homeworkId, id));
      if (Number(answered?.n ?? 0) > 0) return false;
      await tx.delete(homeworkQuestions).where(eq(homeworkQuestions.homeworkId, id));
      await tx.insert(homeworkQuestions).values(questions.map((q) => ({ ...q, homeworkId: id })));
    }
    await tx.update(homeworks).set(values).where(eq(homeworks.id, id));
    return true;
  });
}

/** Deletes a homework nobody answered; false when someone did. */
export async function deleteUnansweredHomework(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${homeworks} where ${homeworks.id} = ${id} for update`);
    const [answered] = await tx.select({ n: count() }).from(homeworkAnswers).where(eq(homeworkAnswers.homeworkId, id));
    if (Number(answered?.n ?? 0) > 0) return false;
    await tx.delete(homeworks).where(eq(homeworks.id, id));
    return true;
  });
}

export async function answerCount(db: Db, homeworkId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(homeworkAnswers).where(eq(homeworkAnswers.homeworkId, homeworkId));
  return Number(row?.n ?? 0);
}

// --- the member's lists ---------------------------------------------------------------------

export type MemberTab = 'todo' | 'submitted' | 'graded';

export interface MemberHomeworkRow extends HomeworkWithCourse {
  answer: { id: number; state: 'submitted' | 'graded'; score: number | null; submittedAt: Date } | null;
}

/**
 * Which homework a member's tab shows: todo = no answer yet, of an enabled course the member may
 * study now (the access core's open condition); submitted / graded = their own answers in that
 * state, whatever their access now (it is their work).
 */
function memberTabWhere(tab: MemberTab, viewer: ModuleHolder, courseId: number | undefined): SQL | undefined {
  const course = courseId === undefined ? undefined : eq(homeworks.courseId, courseId);
  if (tab === 'todo') return and(isNull(homeworkAnswers.id), eq(courses.enabled, true), openCondition(COURSE_GATE, viewer), course);
  return and(eq(homeworkAnswers.state, tab), course);
}

function memberBase(db: Db, memberId: number) {
  return db
    .select({
      ...withCourseFields,
      answerId: homeworkAnswers.id,
      answerState: homeworkAnswers.state,
      answerScore: homeworkAnswers.score,
      answerSubmittedAt: homeworkAnswers.submittedAt,
    })
    .from(homeworks)
    .innerJoin(courses, eq(courses.id, homeworks.courseId))
    .leftJoin(teachers, eq(teachers.id, courses.teacherId))
    .leftJoin(homeworkAnswers, and(eq(homeworkAnswers.homeworkId, homeworks.id), eq(homeworkAnswers.memberId, memberId)));
}

export async function memberHomeworkPage(
  db: Db,
  memberId: number,
  viewer: ModuleHolder,
  tab: MemberTab,
  courseId: number | undefined,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberHomeworkRow[]; total: number }> {
  const where = memberTabWhere(tab, viewer, courseId);
  // To do: open ones by the nearest due date, then overdue ones, the latest first. Answers: newest first.
  const order =
    tab === 'todo'
      ? [sql`(${homeworks.dueAt} < ${at(now)}) asc`, sql`case when ${homeworks.dueAt} >= ${at(now)} then ${homeworks.dueAt} end asc`, desc(homeworks.dueAt), desc(homeworks.id)]
      : [desc(homeworkAnswers.submittedAt), desc(homeworkAnswers.id)];
  const [rows, [{ n }]] = await Promise.all([
    memberBase(db, memberId).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(homeworks)
      .innerJoin(courses, eq(courses.id, homeworks.courseId))
      .leftJoin(homeworkAnswers, and(eq(homeworkAnswers.homeworkId, homeworks.id), eq(homeworkAnswers.memberId, memberId)))
      .where(where),
  ]);
  return {
    rows: rows.map(({ answerId, answerState, answerScore, answerSubmittedAt, ...rest }) => ({
      ...rest,
      answer: answerId === null || answerState === null || answerSubmittedAt === null ? null : { id: answerId, state: answerState, score: answerScore, submittedAt: answerSubmittedAt },
    })),
    total: Number(n),
  };
}

/** The member's counts per tab, and of todo those past their due date. */
export async function memberCounts(db: Db, memberId: number, viewer: ModuleHolder, courseId: number | undefined, now: Date) {
  const countOf = async (tab: MemberTab, extra?: SQL) => {
    const [row] = await db
      .select({ n: count() })
      .from(homeworks)
      .innerJoin(courses, eq(courses.id, homeworks.courseId))
      .leftJoin(homeworkAnswers, and(eq(homeworkAnswers.homeworkId, homeworks.id), eq(homeworkAnswers.memberId, memberId)))
      .where(and(memberTabWhere(tab, viewer, courseId), extra));
    return Number(row?.n ?? 0);
  };
  const [todo, submitted, graded, overdue] = await Promise.all([
    countOf('todo'),
    countOf('submitted'),
    countOf('graded'),
    countOf('todo', sql`${homeworks.dueAt} < ${at(now)}`),
  ]);
  return { todo, submitted, graded, overdue };
}

// --- answers --------------------------------------------------------------------------------

export async function findMemberAnswer(db: Db, homeworkId: number, memberId: number): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(homeworkAnswers)
    .where(and(eq(homeworkAnswers.homeworkId, homeworkId), eq(homeworkAnswers.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findAnswer(db: Db, id: number): Promise<AnswerRow | null> {
  const [row] = await db.select().from(homeworkAnswers).where(eq(homeworkAnswers.id, id)).limit(1);
  return row ?? null;
}

/** Inserts the member's answer; null when they already have one (a retried or concurrent submit). */
export async function insertAnswer(db: Db, values: typeof homeworkAnswers.$inferInsert): Promise<AnswerRow | null> {
  const [row] = await db.insert(homeworkAnswers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function saveGrade(
  db: Db,
  id: number,
  values: { items: HomeworkAnswerItemRow[]; score: number; comment: string; gradedBy: number; gradedAt: Date },
): Promise<AnswerRow | null> {
  const [row] = await db
    .update(homeworkAnswers)
    .set({ ...values, state: 'graded' })
    .where(eq(homeworkAnswers.id, id))
    .returning();
  return row ?? null;
}

export async function studentOf(db: Db, memberId: number): Promise<Student> {
  const [row] = await db.select({ id: members.id, name: members.name, nickname: members.nickname, avatar: members.avatar }).from(members).where(eq(members.id, memberId)).limit(1);
  return { id: memberId, nickname: row ? row.nickname || row.name : '', avatar: row?.avatar ?? '' };
}

// --- the teacher's lists --------------------------------------------------------------------

export type AnswerTab = 'pending' | 'graded' | 'all';

export interface AnswerListRow {
  answer: AnswerRow;
  homeworkTitle: string;
  totalScore: number;
  courseTitle: string;
  student: Student;
}

/** Answers of the homework of these teachers' courses, newest first (pending: oldest first, the queue). */
export async function teacherAnswerPage(
  db: Db,
  teacherIds: number[],
  tab: AnswerTab,
  homeworkId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: AnswerListRow[]; total: number }> {
  if (teacherIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(courses.teacherId, teacherIds),
    homeworkId === undefined ? undefined : eq(homeworkAnswers.homeworkId, homeworkId),
    tab === 'all' ? undefined : eq(homeworkAnswers.state, tab === 'pending' ? 'submitted' : 'graded'),
  );
  const order = tab === 'pending' ? [asc(homeworkAnswers.submittedAt), asc(homeworkAnswers.id)] : [desc(homeworkAnswers.submittedAt), desc(homeworkAnswers.id)];
  const base = db
    .select({
      answer: homeworkAnswers,
      homeworkTitle: homeworks.title,
      totalScore: homeworks.totalScore,
      courseTitle: courses.title,
      name: members.name,
      nickname: members.nickname,
      avatar: members.avatar,
    })
    .from(homeworkAnswers)
    .innerJoin(homeworks, eq(homeworks.id, homeworkAnswers.homeworkId))
    .innerJoin(courses, eq(courses.id, homeworks.courseId))
    .innerJoin(members, eq(members.id, homeworkAnswers.memberId));
  const [rows, [{ n }]] = await Promise.all([
    base.where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(homeworkAnswers)
      .innerJoin(homeworks, eq(homeworks.id, homeworkAnswers.homeworkId))
      .innerJoin(courses, eq(courses.id, homeworks.courseId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      answer: r.answer,
      homeworkTitle: r.homeworkTitle,
      totalScore: r.totalScore,
      courseTitle: r.courseTitle,
      student: { id: r.answer.memberId, nickname: r.nickname || r.name, avatar: r.avatar },
    })),
    total: Number(n),
  };
}

export interface TeacherHomeworkRow extends HomeworkWithCourse {
  submitted: number;
  pending: number;
}

/** The homework of these teachers' courses, latest due first, with their answers' counts. */
export async function teacherHomeworkPage(
  db: Db,
  teacherIds: number[],
  courseId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TeacherHomeworkRow[]; total: number }> {
  if (teacherIds.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(courses.teacherId, teacherIds), courseId === undefined ? undefined : eq(homeworks.courseId, courseId));
  const submitted = sql<number>`(select count(*)::int from ${homeworkAnswers} where ${homeworkAnswers.homeworkId} = ${homeworks.id})`;
  const pending = sql<number>`(select count(*)::int from ${homeworkAnswers} where ${homeworkAnswers.homeworkId} = ${homeworks.id} and ${homeworkAnswers.state} = 'submitted')`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...withCourseFields, submitted, pending })
      .from(homeworks)
      .innerJoin(courses, eq(courses.id, homeworks.courseId))
      .leftJoin(teachers, eq(teachers.id, courses.teacherId))
      .where(where)
      .orderBy(desc(homeworks.dueAt), desc(homeworks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(homeworks).innerJoin(courses, eq(courses.id, homeworks.courseId)).where(where),
  ]);
  return { rows, total: Number(n) };
}
