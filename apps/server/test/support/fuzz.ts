import { CODE } from '@caixue/contract';
import type { Answer } from './test-server';

/**
 * The fuzz corpus (issue 11): malformed inputs built from an operation of the OpenAPI document the
 * server serves, so a new route is covered without being listed. Deterministic: a seeded generator
 * picks the sample, so a failure reproduces on the next run.
 */

export interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  op: OpenApiOperation;
}

/** One malformed request: a name for the report, the URL, and the raw body with its content type. */
export interface Probe {
  name: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) ops.push({ method: method.toUpperCase(), path, op });
    }
  }
  return ops;
}

/** mulberry32: a tiny seeded generator, enough for a reproducible sample. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `count` items of `items`, in a seeded order (all of them when there are fewer). */
export function sample<T>(items: T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const MEGABYTE_TEXT = 'x'.repeat(1_000_000);

/** Values for path segments and query strings, already percent-encoded where `encoded` is set. */
const TEXT_VALUES: { name: string; value: string; encoded?: boolean }[] = [
  { name: '1e999', value: '1e999' },
  { name: '-1e999', value: '-1e999' },
  { name: 'NaN', value: 'NaN' },
  { name: 'Infinity', value: 'Infinity' },
  { name: 'huge', value: '99999999999999999999' },
  { name: '2^53+1', value: '9007199254740993' },
  { name: 'bigint+1', value: '9223372036854775808' },
  { name: '-1', value: '-1' },
  { name: '0', value: '0' },
  { name: 'fraction', value: '1.5' },
  { name: 'hex', value: '0x10' },
  { name: 'empty', value: '' },
  { name: 'space', value: ' ' },
  { name: 'true', value: 'true' },
  { name: 'null', value: 'null' },
  { name: 'json', value: '{"a":1}' },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'long', value: 'x'.repeat(5000) },
  { name: 'traversal', value: '../../etc/passwd' },
  { name: 'encoded traversal', value: '..%2F..%2F..%2Fetc%2Fpasswd', encoded: true },
  { name: 'double-encoded traversal', value: '..%252F..%252Fetc%252Fpasswd', encoded: true },
  { name: 'markup', value: '<script>alert(1)</script>' },
  { name: 'quote', value: "1' OR '1'='1" },
  { name: 'percent', value: '100%' },
  { name: 'bad percent', value: '%zz', encoded: true },
  { name: 'lone surrogate', value: '%ED%A0%80', encoded: true },
  { name: 'emoji', value: '😀' },
  { name: 'rtl', value: '\u202e1' },
  { name: 'like wildcards', value: '%_\\' },
];

/** Values for JSON fields, as raw JSON text (so 1e999 and friends can be written). */
const JSON_VALUES: { name: string; raw: string }[] = [
  { name: '1e999', raw: '1e999' },
  { name: '-1e999', raw: '-1e999' },
  { name: '1e308', raw: '1e308' },
  { name: 'huge', raw: '99999999999999999999' },
  { name: '2^53+1', raw: '9007199254740993' },
  { name: '-1', raw: '-1' },
  { name: '0', raw: '0' },
  { name: 'fraction', raw: '1.5' },
  { name: 'string 1e999', raw: '"1e999"' },
  { name: 'string NaN', raw: '"NaN"' },
  { name: 'null', raw: 'null' },
  { name: 'true', raw: 'true' },
  { name: 'empty string', raw: '""' },
  { name: 'NUL', raw: '"a\\u0000b"' },
  { name: 'array', raw: '[1,"a"]' },
  { name: 'object', raw: '{"a":{"b":1}}' },
  { name: 'MB string', raw: `"${MEGABYTE_TEXT}"` },
  { name: 'long string', raw: `"${'长'.repeat(10_000)}"` },
  { name: 'traversal', raw: '"../../etc/passwd"' },
  { name: 'markup', raw: '"<img src=x onerror=alert(1)>"' },
  { name: 'javascript url', raw: '"javascript:alert(1)"' },
  { name: 'proto', raw: '{"__proto__":{"polluted":1}}' },
  { name: 'deep array', raw: `${'['.repeat(2000)}${']'.repeat(2000)}` },
];

/** Whole bodies that are not the object the route expects. */
const WHOLE_BODIES: { name: string; raw: string }[] = [
  { name: 'empty object', raw: '{}' },
  { name: 'array', raw: '[]' },
  { name: 'array of object', raw: '[{}]' },
  { name: 'string', raw: '"body"' },
  { name: 'number', raw: '1' },
  { name: '1e999', raw: '1e999' },
  { name: 'null', raw: 'null' },
  { name: 'not json', raw: '{"a":' },
  { name: 'NaN literal', raw: '{"id":NaN}' },
  { name: 'deep object', raw: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
  { name: 'deep array', raw: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { name: 'proto', raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'MB string', raw: `{"x":"${MEGABYTE_TEXT}"}` },
  { name: 'duplicate keys', raw: '{"a":1,"a":"x"}' },
];

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1a3f50000000049454e44ae426082',
  'hex',
);
const BOUNDARY = '----caixuefuzz';

/** Bodies sent with other content types than JSON (malformed multipart among them). */
const FOREIGN_BODIES: { name: string; contentType: string; payload: string | Buffer }[] = [
  { name: 'text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { name: 'octet-stream', contentType: 'application/octet-stream', payload: PNG },
  { name: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
  { name: 'json utf-16', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { name: 'json garbage', contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]) },
  { name: 'content type garbage', contentType: ';;;=%%', payload: '{}' },
  { name: 'multipart no boundary', contentType: 'multipart/form-data', payload: `--${BOUNDARY}\r\n` },
  { name: 'multipart wrong boundary', contentType: 'multipart/form-data; boundary=other', payload: multipartPng() },
  { name: 'multipart truncated', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: multipartPng().subarray(0, 120) },
  { name: 'multipart garbage', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: 'garbage\u0000\u0001' },
  { name: 'multipart picture', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: multipartPng() },
  { name: 'multipart traversal name', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: multipartPng('../../x.png') },
];

function multipartPng(filename = 'a.png'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A plausible value for a schema: the base every probe breaks one thing of. */
function plausible(schema: Schema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return plausible(variants[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items as Schema | undefined)];
    case 'object': {
      const result: Record<string, unknown> = {};
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const name of (schema.required ?? []) as string[]) result[name] = plausible(properties[name]);
      return result;
    }
    default:
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

/** All the probes of one operation (the caller samples from them). */
export function probesOf({ method, path, op }: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseQuery = new Map(queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(plausible(p.schema)))]));
  const basePath = new Map(pathParams.map((p) => [p.name, encodeURIComponent(String(plausible(p.schema)))]));
  const url = (pathValues: Map<string, string>, query: Map<string, string> | string) => {
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues.get(name) ?? '1');
    const qs = typeof query === 'string' ? query : [...query].map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
    return qs ? `${filled}?${qs}` : filled;
  };
  const encode = (v: { value: string; encoded?: boolean }) => (v.encoded ? v.value : encodeURIComponent(v.value));
  const probes: Probe[] = [];
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const baseBody = (bodySchema ? plausible(bodySchema) : {}) as Record<string, unknown>;
  const baseRaw = method === 'GET' ? undefined : JSON.stringify(baseBody);
  const withBody = (probe: Probe): Probe => (baseRaw === undefined || probe.payload !== undefined ? probe : { ...probe, payload: baseRaw, contentType: 'application/json' });

  probes.push(withBody({ name: 'base', url: url(basePath, baseQuery) }));
  for (const param of pathParams) {
    for (const v of TEXT_VALUES) {
      probes.push(withBody({ name: `path ${param.name}=${v.name}`, url: url(new Map([...basePath, [param.name, encode(v)]]), baseQuery) }));
    }
  }
  for (const param of queryParams) {
    for (const v of TEXT_VALUES) {
      probes.push(withBody({ name: `query ${param.name}=${v.name}`, url: url(basePath, new Map([...baseQuery, [param.name, encode(v)]])) }));
    }
    const others = [...baseQuery].filter(([k]) => k !== param.name);
    const rest = others.map(([k, v]) => `${k}=${v}`);
    probes.push(withBody({ name: `query ${param.name} repeated`, url: url(basePath, [...rest, `${param.name}=1`, `${param.name}=2`].join('&')) }));
    probes.push(withBody({ name: `query ${param.name}[]`, url: url(basePath, [...rest, `${param.name}[]=1`, `${param.name}[a]=2`].join('&')) }));
    if (param.required) probes.push(withBody({ name: `query ${param.name} missing`, url: url(basePath, rest.join('&')) }));
  }
  probes.push(withBody({ name: 'query extra', url: url(basePath, [...[...baseQuery].map(([k, v]) => `${k}=${v}`), '__proto__[x]=1', 'zzz=1'].join('&')) }));
  probes.push(withBody({ name: 'query long', url: url(basePath, `q=${'x'.repeat(8000)}`) }));

  if (method !== 'GET') {
    const target = url(basePath, baseQuery);
    const fields = Object.keys((bodySchema?.properties ?? {}) as Record<string, unknown>);
    for (const field of fields.length > 0 ? fields : ['id']) {
      for (const v of JSON_VALUES) {
        const others = Object.entries(baseBody).filter(([k]) => k !== field).map(([k, value]) => `${JSON.stringify(k)}:${JSON.stringify(value)}`);
        probes.push({ name: `body ${field}=${v.name}`, url: target, contentType: 'application/json', payload: `{${[...others, `${JSON.stringify(field)}:${v.raw}`].join(',')}}` });
      }
      const missing = Object.fromEntries(Object.entries(baseBody).filter(([k]) => k !== field));
      probes.push({ name: `body ${field} missing`, url: target, contentType: 'application/json', payload: JSON.stringify(missing) });
    }
    probes.push({ name: 'body extra field', url: target, contentType: 'application/json', payload: JSON.stringify({ ...baseBody, zzz: 1, __proto__x: 'a' }) });
    for (const b of WHOLE_BODIES) probes.push({ name: `body ${b.name}`, url: target, contentType: 'application/json', payload: b.raw });
    for (const b of FOREIGN_BODIES) probes.push({ name: b.name, url: target, contentType: b.contentType, payload: b.payload });
    probes.push({ name: 'no body', url: target });
  }
  return probes;
}

/** What is wrong with an answer (null when it is fine): no 5xx, no code 500, no stack or SQL. */
export function answerProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (answer.body.code === CODE.error) return `code ${CODE.error}: ${answer.body.msg}`;
  return leakIn(answer.text);
}

/** A stack trace or SQL text in an answer or frame, or null. */
export function leakIn(text: string): string | null {
  const match = text.match(LEAK);
  return match ? `leak: ${match[0]}` : null;
}

/** A stack frame, a source location or PostgreSQL/drizzle error text. */
const LEAK =
  /\n\s+at \S|\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|node_modules|\/src\/\S+\.ts|Failed query|invalid input syntax|violates [a-z ]*constraint|syntax error at or near|relation "\w+" does not exist|out of range for type/;
