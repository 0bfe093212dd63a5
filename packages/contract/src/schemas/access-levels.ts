import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_TEXT } from '../access-levels';
import { Nullable } from './common';

/** Member levels, access modules and service validity (issue 4; SPEC §7 Member). */

export const LevelModuleIdsParamsSchema = Type.Object({
  ids: Type.String({
    pattern: '^\\d{1,10}(,\\d{1,10}){0,49}$',
    description: '模块编号，逗号分隔（最多 50 个）',
    examples: ['1', '1,2'],
    'x-message': ACCESS_TEXT.levelIdsInvalid,
  }),
});

export const AccessModuleRefSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type AccessModuleRef = Static<typeof AccessModuleRefSchema>;

export const MemberLevelInfoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  productLink: Type.String({ description: '开通或续费该等级的产品页' }),
  sort: Type.Integer(),
  modules: Type.Array(AccessModuleRefSchema, { description: '该等级开通的全部模块' }),
  moduleIds: Type.Array(Type.Integer(), { description: '所问模块中该等级开通的那些' }),
});
export type MemberLevelInfo = Static<typeof MemberLevelInfoSchema>;

export const MemberAccessModuleSchema = Type.Object({
  moduleId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  levelId: Type.Integer(),
  levelName: Type.String(),
  startAt: Type.String({ description: 'ISO 时间' }),
  endAt: Type.String({ description: 'ISO 时间' }),
  endDate: Type.String({ description: '到期日（北京时间 YYYY-MM-DD）' }),
});
export type MemberAccessModule = Static<typeof MemberAccessModuleSchema>;

export const ServiceStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('expiring'),
  Type.Literal('expired'),
  Type.Literal('none'),
]);
export type ServiceStatus = Static<typeof ServiceStatusSchema>;

export const LiveValiditySchema = Type.Object({
  status: ServiceStatusSchema,
  levelId: Nullable(Type.Integer()),
  levelName: Type.String(),
  startAt: Nullable(Type.String()),
  endAt: Nullable(Type.String()),
  endDate: Type.String(),
  daysLeft: Type.Integer({ minimum: 0 }),
  productLink: Type.String(),
  moduleIds: Type.Array(Type.Integer()),
  expiringDays: Type.Integer(),
});
export type LiveValidity = Static<typeof LiveValiditySchema>;
