import { TEXT } from '@caixue/contract';
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation. Query strings, params and headers are text, so they are coerced to the
 * schema's types; JSON bodies are NOT coerced: `{"mobile": ["138…"]}` or `{"code": 123456}` is a
 * client bug and answered as such rather than silently accepted.
 */

// ajv-formats is CommonJS; under ESM its function sits on `default`.
const addFormats = (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport;

/** Schema extension: the message shown when a value breaks this (sub)schema. */
export const MESSAGE_KEYWORD = 'x-message';

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    verbose: true, // puts parentSchema on errors, where the x-message lives
    strictTypes: false,
  });
  ajv.addKeyword({ keyword: MESSAGE_KEYWORD, schemaType: 'string' });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv(false);
const textAjv = createAjv('array');

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

/** One Chinese sentence naming the first offending field. */
export function validationMessage(errors: ErrorObject[] | readonly unknown[], context?: string): string {
  const error = errors[0] as ErrorObject | undefined;
  if (!error) return TEXT.badRequest;
  if (error.keyword === 'required') {
    return TEXT.fieldMissing(joinPath(error.instancePath, String(error.params.missingProperty)));
  }
  const custom = (error.parentSchema as Record<string, unknown> | undefined)?.[MESSAGE_KEYWORD];
  if (typeof custom === 'string') return custom;
  const field = joinPath(error.instancePath);
  // An empty path means the whole part is wrong (e.g. no JSON body at all where one is required).
  return field ? TEXT.fieldInvalid(field) : context === 'body' ? TEXT.badRequest : TEXT.fieldInvalid(context ?? '');
}

/** '/user/name' -> 'user.name' */
function joinPath(instancePath: string, last?: string): string {
  return [...instancePath.split('/').filter(Boolean), ...(last ? [last] : [])].join('.');
}
