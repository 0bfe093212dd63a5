import { CODE, TEXT } from '@caixue/contract';
import type { FastifyInstance } from 'fastify';
import { BizError } from '../errors';

/**
 * PostgreSQL refuses NUL (`\u0000`) in text, so a NUL anywhere in a body, query string or path
 * parameter would reach the database and fail there as code 500. It is refused once for every
 * route, before validation and any handler, naming the field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value);
      if (field !== null) throw new BizError(CODE.badRequest, TEXT.fieldIllegalChars(field || part));
    }
  });
}

/** The dotted path of the first string holding a NUL ('' for the value itself), or null. */
export function findNul(root: unknown): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at.replaceAll('\u0000', '');
        stack.push([item, at]);
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  // Parsed query strings are objects whose prototype has no prototype itself.
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}
