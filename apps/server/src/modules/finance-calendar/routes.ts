import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import { CalendarDayQuerySchema, CalendarDaySchema, CalendarWeekQuerySchema, CalendarWeekSchema } from '@caixue/contract/schemas/calendar';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import type { FinanceCalendarService } from './service';

const tags = ['finance-calendar'];

/** 财经日历 (issue 15): a day's events and a week of days with trading marks. Token needed, like every stock page. */
export const financeCalendarRoutes: FastifyPluginAsyncTypebox<{ calendar: FinanceCalendarService }> = async (app, { calendar }) => {
  app.get(
    API.financeCalendar.list,
    {
      schema: {
        tags,
        summary: '财经日历：某日的经济数据、央行动态、新股申购、分红派息，及是否交易日（缺省：今天）',
        querystring: CalendarDayQuerySchema,
        response: { 200: EnvelopeSchema(CalendarDaySchema) },
      },
    },
    async (request) => ok(await calendar.day(request.query.date)),
  );
  app.get(
    API.financeCalendar.week,
    {
      schema: {
        tags,
        summary: '财经日历：start 所在周（周一至周日）每天的交易日标记与事件（缺省：本周）',
        querystring: CalendarWeekQuerySchema,
        response: { 200: EnvelopeSchema(CalendarWeekSchema) },
      },
    },
    async (request) => ok(await calendar.week(request.query.start)),
  );
};
