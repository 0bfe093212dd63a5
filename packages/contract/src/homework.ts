/**
 * Homework (issue 16, 我的作业 / 作业批改): rules, states and texts shared by the server and the
 * client (no TypeBox here; the shapes are in ./schemas/homework and their types re-exported below).
 *
 * A teacher sets homework on a course they teach (single choice, multiple choice, text and picture
 * questions, each with its points) with a due date. Members who may study the course answer it once
 * before the due date; choice questions are graded at once, text and picture questions by the
 * teacher, who also comments. A member sees only their own answers; a teacher only the answers of
 * their own courses.
 */

/** single 单选题, multiple 多选题, text 简答题, picture 图片题 (answered with uploaded pictures). */
export const HOMEWORK_QUESTION_KINDS = ['single', 'multiple', 'text', 'picture'] as const;
export type HomeworkQuestionKind = (typeof HOMEWORK_QUESTION_KINDS)[number];

/** A member's homework: todo 待完成 (no answer yet), submitted 已提交 (waiting for the teacher), graded 已批改. */
export const HOMEWORK_STATES = ['todo', 'submitted', 'graded'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];

/** The state of a stored answer (an answer is never todo). */
export const HOMEWORK_ANSWER_STATES = ['submitted', 'graded'] as const;
export type HomeworkAnswerState = (typeof HOMEWORK_ANSWER_STATES)[number];

/** The tabs of the teacher's answer list: pending 待批改, graded 已批改, all 全部. */
export const HOMEWORK_ANSWER_TABS = ['pending', 'graded', 'all'] as const;
export type HomeworkAnswerTab = (typeof HOMEWORK_ANSWER_TABS)[number];

export const HOMEWORK_RULES = {
  titleMax: 100,
  descriptionMax: 2000,
  questionsMax: 30,
  questionTitleMax: 500,
  /** Choice questions: 2..8 options, keyed A..H. */
  optionsMin: 2,
  optionsMax: 8,
  optionMax: 200,
  /** Points of one question: 1..100. */
  scoreMax: 100,
  textAnswerMax: 2000,
  /** Pictures of one picture question (uploaded through the chat upload, API.live.upload). */
  picturesMax: 6,
  commentMax: 500,
} as const;

/** Option keys in order: the first option is A. */
export const HOMEWORK_OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** Choice questions are graded by the server at once; the others by the teacher. */
export function isChoiceKind(kind: HomeworkQuestionKind): boolean {
  return kind === 'single' || kind === 'multiple';
}

export const HOMEWORK_TEXT = {
  title: '我的作业',
  answerListTitle: '作业批改',
  detailTitle: '作业详情',
  answerTitle: '批改作业',
  centreEntry: '我的作业',
  teacherEntry: '作业批改',
  courseEntry: '课程作业',
  courseEntryCount: (n: number) => `${n} 份作业`,
  tabs: { todo: '待完成', submitted: '已提交', graded: '已批改' } satisfies Record<HomeworkState, string>,
  states: { todo: '待完成', submitted: '已提交', graded: '已批改' } satisfies Record<HomeworkState, string>,
  answerTabs: { pending: '待批改', graded: '已批改', all: '全部' } satisfies Record<HomeworkAnswerTab, string>,
  answerStates: { submitted: '待批改', graded: '已批改' } satisfies Record<HomeworkAnswerState, string>,
  kinds: { single: '单选题', multiple: '多选题', text: '简答题', picture: '图片题' } satisfies Record<HomeworkQuestionKind, string>,
  overdue: '已逾期',
  dueText: (when: string) => `${when} 截止`,
  questionCount: (n: number) => `共 ${n} 题`,
  totalScore: (n: number) => `满分 ${n} 分`,
  score: (score: number, total: number) => `${score} / ${total} 分`,
  points: (n: number) => `${n} 分`,
  empty: { todo: '暂无待完成的作业', submitted: '暂无已提交的作业', graded: '暂无已批改的作业' } satisfies Record<HomeworkState, string>,
  answerEmpty: { pending: '暂无待批改的作业', graded: '暂无已批改的作业', all: '还没有学员提交作业' } satisfies Record<HomeworkAnswerTab, string>,
  loadError: '作业加载失败，请稍后再试',
  retry: '重新加载',
  loginPrompt: '登录后查看你的作业',
  login: '去登录',
  teacherOnly: '仅老师账号可以批改作业',
  toMyHomework: '查看我的作业',
  start: '去完成',
  view: '查看',
  submit: '提交作业',
  submitting: '提交中…',
  submitConfirm: '提交后不能修改，确定提交吗？',
  submitted: '提交成功',
  gradedAtOnce: '选择题已自动批改',
  waitingGrade: '简答题和图片题等待老师批改',
  yourAnswer: '你的答案',
  correctAnswer: '正确答案',
  right: '回答正确',
  wrong: '回答错误',
  textPlaceholder: '请输入你的答案',
  addPicture: '添加图片',
  uploading: (percent: number) => `上传中 ${percent}%`,
  uploadFailed: '图片上传失败，请重试',
  picturesLimit: (n: number) => `最多上传 ${n} 张图片`,
  teacherComment: '老师点评',
  noComment: '老师暂未点评',
  grade: '提交批改',
  regrade: '修改批改',
  gradeSaved: '批改已保存',
  commentPlaceholder: '写下对这份作业的点评（选填）',
  questionCommentPlaceholder: '本题点评（选填）',
  scoreLabel: '得分',
  autoGraded: '自动批改',
  student: '学员',
  submittedAt: (when: string) => `${when} 提交`,
  gradedAt: (when: string) => `${when} 批改`,
  overdueNotice: '作业已截止，无法再提交',
  /** Errors. */
  notFound: '作业不存在',
  answerNotFound: '作业答案不存在',
  courseNotFound: '课程不存在',
  notCourseTeacher: '只能管理自己课程的作业',
  teacherRequired: '仅老师账号可以布置和批改作业',
  teacherCannotAnswer: '老师不能作答自己课程的作业',
  courseFixed: '作业所属课程不能修改',
  pastDue: '作业已截止，无法提交',
  alreadySubmitted: '作业已提交，不能修改',
  questionMissing: (n: number) => `第 ${n} 题未作答`,
  questionUnknown: '作业题目不存在，请刷新后重试',
  singleOne: (n: number) => `第 ${n} 题是单选题，只能选一个选项`,
  optionUnknown: (n: number) => `第 ${n} 题的选项不存在`,
  textTooLong: (n: number) => `第 ${n} 题的答案不能超过 ${HOMEWORK_RULES.textAnswerMax} 字`,
  answerTooLong: `答案不能超过 ${HOMEWORK_RULES.textAnswerMax} 字`,
  picturesTooMany: (n: number) => `第 ${n} 题最多上传 ${HOMEWORK_RULES.picturesMax} 张图片`,
  pictureInvalid: (n: number) => `第 ${n} 题的图片无效，请重新上传`,
  answerFieldMismatch: (n: number) => `第 ${n} 题的作答方式不正确`,
  dueInPast: '截止时间应晚于当前时间',
  dueInvalid: '截止时间不正确',
  questionsRequired: '请至少添加一道题目',
  optionsRequired: (n: number) => `第 ${n} 题需要 ${HOMEWORK_RULES.optionsMin}-${HOMEWORK_RULES.optionsMax} 个选项`,
  optionBlank: (n: number) => `第 ${n} 题的选项不能为空`,
  correctRequired: (n: number) => `第 ${n} 题请设置正确答案`,
  singleCorrect: (n: number) => `第 ${n} 题是单选题，只能有一个正确答案`,
  correctUnknown: (n: number) => `第 ${n} 题的正确答案不在选项中`,
  questionBlank: (n: number) => `第 ${n} 题的题目不能为空`,
  titleBlank: '作业标题不能为空',
  questionsLocked: '已有学员提交，题目不能再修改',
  deleteLocked: '已有学员提交的作业不能删除',
  gradeMissing: (n: number) => `请为第 ${n} 题打分`,
  gradeTooHigh: (n: number, max: number) => `第 ${n} 题最多 ${max} 分`,
  gradeChoice: (n: number) => `第 ${n} 题是选择题，已自动批改`,
  commentTooLong: `点评不能超过 ${HOMEWORK_RULES.commentMax} 字`,
} as const;

export type {
  HomeworkAnswer,
  HomeworkAnswerDetail,
  HomeworkAnswerItem,
  HomeworkAnswerListQuery,
  HomeworkAnswerRow,
  HomeworkCounts,
  HomeworkDetail,
  HomeworkGradeBody,
  HomeworkIdBody,
  HomeworkListQuery,
  HomeworkQuestion,
  HomeworkQuestionInput,
  HomeworkSaveBody,
  HomeworkSubmitBody,
  HomeworkSummary,
  MemberHomework,
  TeacherCourse,
  TeacherHomework,
  TeacherHomeworkQuery,
} from './schemas/homework';
