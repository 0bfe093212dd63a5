import { Type, type Static } from '@sinclair/typebox';
import { IdDescribed, literalUnion, Nullable, PageQuerySchema } from './common';
import {
  HOMEWORK_ANSWER_STATES,
  HOMEWORK_ANSWER_TABS,
  HOMEWORK_OPTION_KEYS,
  HOMEWORK_QUESTION_KINDS,
  HOMEWORK_RULES,
  HOMEWORK_STATES,
  HOMEWORK_TEXT,
} from '../homework';

/**
 * Homework (issue 16; SPEC §2 mine/homework: homeworkList, homeworkAnswerList). Times are ISO
 * instants with China-time display texts beside them; every score and state is made by the server.
 */

export const HomeworkQuestionKindSchema = literalUnion(HOMEWORK_QUESTION_KINDS, { description: 'single 单选题，multiple 多选题，text 简答题，picture 图片题' });
export const HomeworkStateSchema = literalUnion(HOMEWORK_STATES, { description: 'todo 待完成，submitted 已提交（待批改），graded 已批改' });
export const HomeworkAnswerStateSchema = literalUnion(HOMEWORK_ANSWER_STATES, { description: 'submitted 待批改，graded 已批改' });
const OptionKeySchema = literalUnion(HOMEWORK_OPTION_KEYS, { description: '选项 A-H' });

export const HomeworkOptionSchema = Type.Object({ key: Type.String({ description: 'A、B、C…' }), text: Type.String() });

export const HomeworkQuestionSchema = Type.Object({
  id: Type.Integer(),
  /** 1-based position in the homework (第 n 题). */
  no: Type.Integer({ minimum: 1 }),
  kind: HomeworkQuestionKindSchema,
  kindText: Type.String({ description: '单选题 / 多选题 / 简答题 / 图片题' }),
  title: Type.String(),
  /** Choice questions: the options; others: []. */
  options: Type.Array(HomeworkOptionSchema),
  score: Type.Integer({ minimum: 1, description: '本题分值' }),
  /**
   * The correct option keys of a choice question, shown to the course's teacher and to a member once
   * their answer is in; [] otherwise (and always for text and picture questions).
   */
  correct: Type.Array(Type.String()),
});
export type HomeworkQuestion = Static<typeof HomeworkQuestionSchema>;

/** What the list rows and the detail share. */
const SummaryProperties = {
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  teacherName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  dueAt: Type.String({ format: 'date-time' }),
  /** '2026-11-30 23:59 截止' (China time). */
  dueText: Type.String(),
  /** The due date has passed. */
  overdue: Type.Boolean(),
  questionCount: Type.Integer({ minimum: 0 }),
  totalScore: Type.Integer({ minimum: 0 }),
};
export const HomeworkSummarySchema = Type.Object(SummaryProperties);
export type HomeworkSummary = Static<typeof HomeworkSummarySchema>;

/** A homework as a member sees it in 我的作业. */
export const MemberHomeworkSchema = Type.Object({
  ...SummaryProperties,
  state: HomeworkStateSchema,
  stateText: Type.String({ description: '待完成 / 已提交 / 已批改' }),
  answerId: Nullable(Type.Integer()),
  /** Graded: the total; submitted: null (choice points are in the answer). */
  score: Nullable(Type.Integer()),
  submittedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type MemberHomework = Static<typeof MemberHomeworkSchema>;

export const HomeworkAnswerItemSchema = Type.Object({
  questionId: Type.Integer(),
  /** Choice questions: the chosen keys. */
  choices: Type.Array(Type.String()),
  /** Text questions. */
  text: Type.String(),
  /** Picture questions: signed urls of the pictures. */
  pictures: Type.Array(Type.String()),
  /** Choice questions: graded at once; others: null until the teacher grades. */
  score: Nullable(Type.Integer({ minimum: 0 })),
  /** Choice questions: whether the choice was right; others: null. */
  correct: Nullable(Type.Boolean()),
  /** The teacher's comment on this question ('' for none). */
  comment: Type.String(),
});
export type HomeworkAnswerItem = Static<typeof HomeworkAnswerItemSchema>;

export const HomeworkStudentSchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() });

export const HomeworkAnswerSchema = Type.Object({
  id: Type.Integer(),
  homeworkId: Type.Integer(),
  member: HomeworkStudentSchema,
  state: HomeworkAnswerStateSchema,
  stateText: Type.String({ description: '待批改 / 已批改' }),
  items: Type.Array(HomeworkAnswerItemSchema),
  /** Points of the choice questions (graded at once). */
  autoScore: Type.Integer({ minimum: 0 }),
  /** The total once graded, else null. */
  score: Nullable(Type.Integer({ minimum: 0 })),
  totalScore: Type.Integer({ minimum: 0 }),
  /** The teacher's comment on the whole answer ('' for none). */
  comment: Type.String(),
  submittedAt: Type.String({ format: 'date-time' }),
  /** 'yyyy-MM-dd HH:mm' China time. */
  submittedText: Type.String(),
  gradedAt: Nullable(Type.String({ format: 'date-time' })),
  gradedText: Type.String({ description: "批改时间（中国时间），未批改为 ''" }),
});
export type HomeworkAnswer = Static<typeof HomeworkAnswerSchema>;

/** One homework with its questions and the caller's answer (member), or as its teacher sees it. */
export const HomeworkDetailSchema = Type.Object({
  ...MemberHomeworkSchema.properties,
  questions: Type.Array(HomeworkQuestionSchema),
  answer: Nullable(HomeworkAnswerSchema),
  /** The caller may submit now (a member without an answer, before the due date). */
  canAnswer: Type.Boolean(),
  /** The caller teaches this course (sees the correct answers, answers nothing). */
  isTeacher: Type.Boolean(),
});
export type HomeworkDetail = Static<typeof HomeworkDetailSchema>;

/** One answer with its homework and questions: for its member and for the course's teacher. */
export const HomeworkAnswerDetailSchema = Type.Object({
  homework: HomeworkSummarySchema,
  questions: Type.Array(HomeworkQuestionSchema),
  answer: HomeworkAnswerSchema,
  /** The caller is the course's teacher (may grade and comment). */
  canGrade: Type.Boolean(),
});
export type HomeworkAnswerDetail = Static<typeof HomeworkAnswerDetailSchema>;

/** A row of the teacher's answer list (作业批改). */
export const HomeworkAnswerRowSchema = Type.Object({
  id: Type.Integer(),
  homeworkId: Type.Integer(),
  homeworkTitle: Type.String(),
  courseTitle: Type.String(),
  member: HomeworkStudentSchema,
  state: HomeworkAnswerStateSchema,
  stateText: Type.String(),
  autoScore: Type.Integer({ minimum: 0 }),
  score: Nullable(Type.Integer({ minimum: 0 })),
  totalScore: Type.Integer({ minimum: 0 }),
  comment: Type.String(),
  submittedAt: Type.String({ format: 'date-time' }),
  submittedText: Type.String(),
  gradedText: Type.String(),
});
export type HomeworkAnswerRow = Static<typeof HomeworkAnswerRowSchema>;

/** A homework as its teacher sees it in their list, with the answers' counts. */
export const TeacherHomeworkSchema = Type.Object({
  ...SummaryProperties,
  submittedCount: Type.Integer({ minimum: 0, description: '已提交（含已批改）' }),
  pendingCount: Type.Integer({ minimum: 0, description: '待批改' }),
  gradedCount: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type TeacherHomework = Static<typeof TeacherHomeworkSchema>;

/** A course the teacher teaches (where they may set homework). */
export const TeacherCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  pic: Type.String(),
  homeworkCount: Type.Integer({ minimum: 0 }),
});
export type TeacherCourse = Static<typeof TeacherCourseSchema>;

/** The member's counts per tab (the member centre's badge and the list's tabs). */
export const HomeworkCountsSchema = Type.Object({
  todo: Type.Integer({ minimum: 0 }),
  submitted: Type.Integer({ minimum: 0 }),
  graded: Type.Integer({ minimum: 0 }),
  /** Of todo: past their due date. */
  overdue: Type.Integer({ minimum: 0 }),
});
export type HomeworkCounts = Static<typeof HomeworkCountsSchema>;

// --- requests --------------------------------------------------------------------------------

export const HomeworkListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  tab: Type.Optional(literalUnion(HOMEWORK_STATES, { default: 'todo' })),
  courseId: Type.Optional(IdDescribed('只列该课程的作业')),
});
export type HomeworkListQuery = Static<typeof HomeworkListQuerySchema>;

export const HomeworkCountsQuerySchema = Type.Object({ courseId: Type.Optional(IdDescribed('只数该课程的作业')) });

const ChoicesSchema = Type.Array(OptionKeySchema, { maxItems: HOMEWORK_OPTION_KEYS.length, uniqueItems: true });

export const HomeworkSubmitItemSchema = Type.Object({
  questionId: IdDescribed('题目'),
  choices: Type.Optional(ChoicesSchema),
  text: Type.Optional(Type.String({ maxLength: HOMEWORK_RULES.textAnswerMax, 'x-message': HOMEWORK_TEXT.answerTooLong })),
  /** Urls answered by the chat upload (API.live.upload) of this member. */
  pictures: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: HOMEWORK_RULES.picturesMax, 'x-message': HOMEWORK_TEXT.picturesLimit(HOMEWORK_RULES.picturesMax) })),
});

/** Submitting is idempotent: the same answer again answers the stored one; a different one is refused. */
export const HomeworkSubmitBodySchema = Type.Object({
  homeworkId: IdDescribed('作业'),
  answers: Type.Array(HomeworkSubmitItemSchema, { maxItems: HOMEWORK_RULES.questionsMax }),
});
export type HomeworkSubmitBody = Static<typeof HomeworkSubmitBodySchema>;

export const HomeworkAnswerListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  tab: Type.Optional(literalUnion(HOMEWORK_ANSWER_TABS, { default: 'pending' })),
  homeworkId: Type.Optional(IdDescribed('只列该作业的答案')),
});
export type HomeworkAnswerListQuery = Static<typeof HomeworkAnswerListQuerySchema>;

export const HomeworkGradeBodySchema = Type.Object({
  answerId: IdDescribed('作业答案'),
  comment: Type.Optional(Type.String({ maxLength: HOMEWORK_RULES.commentMax, 'x-message': HOMEWORK_TEXT.commentTooLong })),
  /** Every text and picture question's points (0..its score), with an optional comment each. */
  items: Type.Array(
    Type.Object({
      questionId: IdDescribed('题目'),
      score: Type.Integer({ minimum: 0, maximum: HOMEWORK_RULES.scoreMax }),
      comment: Type.Optional(Type.String({ maxLength: HOMEWORK_RULES.commentMax, 'x-message': HOMEWORK_TEXT.commentTooLong })),
    }),
    { maxItems: HOMEWORK_RULES.questionsMax },
  ),
});
export type HomeworkGradeBody = Static<typeof HomeworkGradeBodySchema>;

export const HomeworkQuestionInputSchema = Type.Object({
  kind: HomeworkQuestionKindSchema,
  title: Type.String({ minLength: 1, maxLength: HOMEWORK_RULES.questionTitleMax }),
  /** Choice questions: the option texts, A first. */
  options: Type.Optional(Type.Array(Type.String({ maxLength: HOMEWORK_RULES.optionMax }), { maxItems: HOMEWORK_RULES.optionsMax })),
  /** Choice questions: the correct keys. */
  correct: Type.Optional(ChoicesSchema),
  score: Type.Integer({ minimum: 1, maximum: HOMEWORK_RULES.scoreMax }),
});
export type HomeworkQuestionInput = Static<typeof HomeworkQuestionInputSchema>;

/** Creates (no id) or changes a homework; its questions cannot change once a member answered. */
export const HomeworkSaveBodySchema = Type.Object({
  id: Type.Optional(IdDescribed('作业（修改时）')),
  courseId: IdDescribed('课程'),
  title: Type.String({ minLength: 1, maxLength: HOMEWORK_RULES.titleMax }),
  description: Type.Optional(Type.String({ maxLength: HOMEWORK_RULES.descriptionMax })),
  dueAt: Type.String({ format: 'date-time', maxLength: 40, description: '截止时间（ISO 8601）' }),
  questions: Type.Array(HomeworkQuestionInputSchema, { maxItems: HOMEWORK_RULES.questionsMax }),
});
export type HomeworkSaveBody = Static<typeof HomeworkSaveBodySchema>;

export const HomeworkIdBodySchema = Type.Object({ id: IdDescribed('作业') });
export type HomeworkIdBody = Static<typeof HomeworkIdBodySchema>;

export const TeacherHomeworkQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  courseId: Type.Optional(IdDescribed('只列该课程的作业')),
});
export type TeacherHomeworkQuery = Static<typeof TeacherHomeworkQuerySchema>;
