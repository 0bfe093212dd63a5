import type { LoggerOptions } from 'pino';

/**
 * The one logger configuration (main.ts through server.ts, and the tests' log-capturing server):
 * logs never hold secrets (issue 11). Two guards:
 * - every logged `err` goes through errorForLog: a failed query keeps its SQL text but never its
 *   parameters (mobile, password hash, token hash...), and the database's reason keeps its code and
 *   constraint but not the values it quotes (`detail` repeats the whole row);
 * - pino redacts credentials wherever a log call names them.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...['password', 'newPassword', 'oldPassword', 'passwordHash', 'token'].flatMap((key) => [key, `*.${key}`]),
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errorForLog },
  };
}

type LoggedError = Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown };

/** An error as logged: type, code, message, stack frames and cause, without query parameters. */
export function errorForLog(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as LoggedError;
  const failedQuery = typeof error.query === 'string' && 'params' in error;
  const message = failedQuery ? `Failed query: ${String(error.query)}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (error.cause instanceof Error && depth < 3) logged.cause = failedQuery ? databaseReason(error.cause) : errorForLog(error.cause, depth + 1);
  return logged;
}

/** The database's reason for a failed query, without the values PostgreSQL quotes in its message. */
function databaseReason(cause: Error): Record<string, unknown> {
  const fields = cause as Error & Record<string, unknown>;
  const reason: Record<string, unknown> = { type: cause.constructor?.name ?? cause.name, message: cause.message.replace(/"[^"]*"/g, '"…"') };
  for (const key of ['code', 'constraint', 'table', 'column', 'routine']) {
    if (typeof fields[key] === 'string') reason[key] = fields[key];
  }
  return reason;
}
