/** Typed calls of 财经日历 (paths in packages/contract API.financeCalendar). */
import { CALENDAR_TEXT, ENDPOINTS, type CalendarWeek } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** The week (Monday to Sunday) holding `start`; this week when absent. */
export async function fetchWeek(start?: string): Promise<CalendarWeek> {
  const response = await http.get(ENDPOINTS.financeCalendar.week, start ? { start } : {}, { noLoading: true, silent: true });
  if (!response.data) throw new Error(response.msg || CALENDAR_TEXT.loadFailed);
  return response.data;
}
