/**
 * The access log (SPEC §3 access-log record, §4 "Access logging", §9 repeat 3 s / 10 s; issue 17).
 * The client saves a record when a page shows and repeats the call with the answered id while the
 * page stays; the server turns the repeats into time on the page.
 */
export type { AccessLogDaily, AccessLogDailyQuery, AccessLogSaveBody, AccessLogSaved } from './schemas/access-log';

/** The repeat of a logged page (SPEC §9: 3 s; 10 s on the live video page). */
export const ACCESS_LOG_REPEAT_MS = 3_000;
export const ACCESS_LOG_LIVE_REPEAT_MS = 10_000;
/** The page whose repeat is 10 s. */
export const ACCESS_LOG_LIVE_PAGE = '/pages/liveVideo/index/index';
/**
 * A repeat later than this after the previous one no longer extends the visit (the phone slept, the
 * tab was in the background): time on a page only counts while the client keeps repeating.
 */
export const ACCESS_LOG_MAX_GAP_MS = 60_000;
/** Days one daily-figures query may span. */
export const ACCESS_LOG_MAX_DAYS = 31;
/** Client types (typeId): 1 H5, 2 mini-program, 3 app. */
export const ACCESS_LOG_TYPE = { h5: 1, weapp: 2, app: 3 } as const;

export const ACCESS_LOG_TEXT = {
  forbidden: '仅管理员可查看访问统计',
  rangeInvalid: '日期范围不正确：结束日期不能早于开始日期，且最多 31 天',
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  urlInvalid: '页面地址不正确',
  idInvalid: '访问记录编号不正确',
} as const;
