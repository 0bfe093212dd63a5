/** Business codes carried in the envelope's `code` (RuoYi style, SPEC §8). */
export const CODE = {
  ok: 200,
  noPermission: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  expectationFailed: 417,
  /** An order that needs the risk assessment or an explicit appropriateness confirmation (data: RiskCheck). */
  riskAssessment: 428,
  tooMany: 429,
  error: 500,
} as const;
export type Code = (typeof CODE)[keyof typeof CODE];
