/** Business codes carried in the envelope's `code` (RuoYi style, SPEC §8). */
export const CODE = {
  ok: 200,
  noPermission: 206,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  expectationFailed: 417,
  tooMany: 429,
  error: 500,
} as const;
export type Code = (typeof CODE)[keyof typeof CODE];
