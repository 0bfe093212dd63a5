import { TEXT } from '@caixue/contract';
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
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

/**
 * Each route's validators are compiled on the route's first request, not at start: compiling the
 * schemas of a few hundred routes took about a second of every start (issue 18), and most routes are
 * not called in a process's first seconds. A broken schema still fails the first request that uses
 * it, and the fuzz suite calls every route.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  lazyValidator(() => (httpPart === 'body' ? bodyAjv.compile(schema) : refuseInfinite(textAjv.compile(schema), schema)));

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Time one slice of background serializer building may take before it yields to requests. */
const WARM_SLICE_MS = 5;

type Serializer = (data: unknown) => string;

/**
 * Fastify's own response serializers (fast-json-stringify, from each route's response schema), once
 * per distinct schema: about 420 route answers share about 150 schemas (the plain ok envelope alone
 * is about 50 of them), since a serializer depends only on its schema and the shared schemas it was
 * built with. Each is built on its first answer or, once the server listens, by warm(): a few at a
 * time between requests, so building them (about a third of the main thread's start, issue 18)
 * no longer delays the first answer, and the live fan-out does not meet unbuilt ones (built only on
 * first use, the fan-out stalled: README, Performance). A broken schema fails its first answer; the
 * fuzz suite answers every route.
 */
export class ResponseSerializers {
  readonly #unbuilt = new Set<() => Serializer>();
  #stopped = false;

  /** Fastify's schemaController.compilersFactory.buildSerializer. */
  readonly factory: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    const byKey = new Map<string, Serializer>();
    return (route) => {
      const key = JSON.stringify(route.schema);
      let serialize = byKey.get(key);
      if (!serialize) {
        serialize = this.#lazy(() => compile(route) as Serializer);
        byKey.set(key, serialize);
      }
      return serialize;
    };
  };

  /** Serializers not built yet. */
  get unbuilt(): number {
    return this.#unbuilt.size;
  }

  #lazy(build: () => Serializer): Serializer {
    let built: Serializer | undefined;
    const ensure = () => {
      if (!built) {
        built = build();
        this.#unbuilt.delete(ensure);
      }
      return built;
    };
    this.#unbuilt.add(ensure);
    return (data) => ensure()(data);
  }

  /** Builds the rest, WARM_SLICE_MS at a time, yielding to the event loop between slices. */
  async warm(): Promise<void> {
    while (this.#unbuilt.size > 0 && !this.#stopped) {
      const sliceEnd = performance.now() + WARM_SLICE_MS;
      for (const ensure of this.#unbuilt) {
        try {
          ensure();
        } catch {
          this.#unbuilt.delete(ensure); // left to fail its first answer, where the error is reported
        }
        if (performance.now() >= sliceEnd) break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Ends warm() (the app is closing). */
  stop(): void {
    this.#stopped = true;
  }
}

function lazyValidator(compile: () => Validator): Validator {
  let validate: Validator | undefined;
  const wrapped: Validator = (data) => {
    validate ??= compile();
    const valid = validate(data);
    wrapped.errors = validate.errors;
    return valid;
  };
  return wrapped;
}

/**
 * Ajv coerces the text "1e999" to Infinity and then skips minimum/maximum for it (they only check
 * finite numbers), so `?pageNum=1e999` would pass. A coerced query, params or headers object is
 * therefore checked for non-finite numbers after ajv: such a field is invalid like any other, with
 * its own x-message when it has one. (JSON bodies are not coerced, and ajv refuses non-finite
 * numbers there itself.)
 */
function refuseInfinite(validate: Validator, schema: object): Validator {
  const wrapped: Validator = (data) => {
    const valid = validate(data);
    wrapped.errors = validate.errors;
    if (!valid) return false;
    const field = nonFiniteField(data);
    if (field === null) return true;
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    wrapped.errors = [
      {
        keyword: 'type',
        instancePath: `/${field}`,
        schemaPath: `#/properties/${field}`,
        params: { type: 'finite number' },
        message: 'must be finite',
        parentSchema: properties?.[field] as ErrorObject['parentSchema'],
      },
    ];
    return false;
  };
  return wrapped;
}

/** The first top-level field holding a non-finite number (itself or in its array), or null. */
function nonFiniteField(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return key;
  }
  return null;
}

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
