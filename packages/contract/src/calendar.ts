/**
 * Finance calendar (财经日历, issue 15): event kinds and texts shared by the server and the client.
 * Events are data and schedules (releases, operations, new listings, dividends), never advice.
 */

export const FINANCE_EVENT_KINDS = ['economic', 'central-bank', 'ipo', 'dividend'] as const;
export type FinanceEventKind = (typeof FINANCE_EVENT_KINDS)[number];

/** Importance: 1 to 3 stars. */
export const FINANCE_IMPORTANCE_MAX = 3;

export const CALENDAR_TEXT = {
  title: '财经日历',
  kinds: {
    economic: '经济数据',
    'central-bank': '央行动态',
    ipo: '新股申购',
    dividend: '分红派息',
  } satisfies Record<FinanceEventKind, string>,
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  dateOutOfRange: '日期超出财经日历的范围（2000-01-01 至 2099-12-31）',
  empty: '当日无财经事件',
  loadFailed: '财经日历加载失败',
  retry: '重新加载',
  closed: '休市',
  trading: '交易日',
  today: '今天',
  previousWeek: '上一周',
  nextWeek: '下一周',
  previous: '前值',
  forecast: '预期',
  actual: '公布',
  subscribeCode: '申购代码',
  issuePrice: '发行价',
  subscribeLimit: '申购上限',
  cashPerTen: '每10股派',
  allDay: '全天',
  weekdays: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
} as const;

/** The earliest and latest day the calendar answers (the trading calendar's useful range). */
export const CALENDAR_DAY_MIN = '2000-01-01';
export const CALENDAR_DAY_MAX = '2099-12-31';

export type { CalendarDay, CalendarWeek, FinanceEvent, CalendarDayQuery, CalendarWeekQuery } from './schemas/calendar';
