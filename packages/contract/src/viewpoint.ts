/**
 * Teachers' viewpoints (观点, issue 17; SPEC §7 "Viewpoint: list, info/{id}, comment, like, share,
 * comment list/{id}: exact paths not shown"). Locked like news: a caller without the viewpoint's
 * module gets `locked: true` and an empty `content`; the teaser stays.
 */
export type {
  Viewpoint,
  ViewpointComment,
  ViewpointCommentBody,
  ViewpointLikeState,
  ViewpointShareBody,
  ViewpointShareState,
} from './schemas/viewpoint';

/** Comments: 1-500 characters after trimming (as news). */
export const VIEWPOINT_COMMENT_MAX = 500;
/** Rows of the home hub's and the teacher page's viewpoint strip. */
export const VIEWPOINT_STRIP_ROWS = 3;

/** The line under every viewpoint (a teacher's view is not advice), above the risk_tip dictionary. */
export const VIEWPOINT_RISK_LINE = '以上为老师个人观点，仅供学习参考，不构成投资建议。';

export const VIEWPOINT_TEXT = {
  notFound: '观点不存在或已下线',
  idInvalid: '观点编号不正确',
  teacherIdInvalid: '老师编号不正确',
  commentTooLong: '评论不能超过 500 个字',
  commentOk: '评论成功',
  shareOk: '分享成功',
} as const;
