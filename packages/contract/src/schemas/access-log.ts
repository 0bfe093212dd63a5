import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_LOG_TEXT } from '../access-log';
import { BoundedInteger } from './common';

/** The access log over HTTP (issue 17). */

export const AccessLogSaveBodySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 512, pattern: '^/', description: '页面地址（以 / 开头，可带查询串）', 'x-message': ACCESS_LOG_TEXT.urlInvalid }),
  clientTitle: Type.Optional(Type.String({ maxLength: 64, description: '页面标题' })),
  typeId: Type.Optional(BoundedInteger(0, 99, { description: '客户端类型：1 H5，2 小程序，3 App' })),
  endDate: Type.Optional(Type.String({ maxLength: 32, description: '客户端时间（只作记录，结束时间以服务器时间为准）' })),
  id: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{8,32}$', description: '重复调用时带上首次返回的 id：延长这次访问', 'x-message': ACCESS_LOG_TEXT.idInvalid }),
  ),
});
export type AccessLogSaveBody = Static<typeof AccessLogSaveBodySchema>;

export const AccessLogSavedSchema = Type.Object({ id: Type.String({ description: '这次访问的记录 id；重复调用时带上' }) });
export type AccessLogSaved = Static<typeof AccessLogSavedSchema>;

const DateText = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description, 'x-message': ACCESS_LOG_TEXT.dateInvalid });

export const AccessLogDailyQuerySchema = Type.Object({
  from: Type.Optional(DateText('开始日期（北京时间，含），默认今天')),
  to: Type.Optional(DateText('结束日期（北京时间，含），默认同开始日期；最多 31 天')),
});
export type AccessLogDailyQuery = Static<typeof AccessLogDailyQuerySchema>;

export const AccessLogDailySchema = Type.Object({
  date: Type.String({ description: '北京时间日期 YYYY-MM-DD' }),
  page: Type.String({ description: '页面路径（不含查询串）' }),
  visits: Type.Integer({ description: '访问次数' }),
  visitors: Type.Integer({ description: '登录会员人数（游客不计）' }),
  seconds: Type.Integer({ description: '停留总时长（秒）' }),
  averageSeconds: Type.Integer({ description: '平均停留（秒）' }),
});
export type AccessLogDaily = Static<typeof AccessLogDailySchema>;
