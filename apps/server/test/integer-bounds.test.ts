import { API, CODE, TEXT } from '@caixue/contract';
import { expect, it } from 'vitest';
import { freshMember, type Caller } from './support/content';
import { signHeaders } from './support/sign';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Issue 11, finding 3: every integer of the contract is finite and bounded. `1e999` parses to
 * Infinity (JSON and query strings alike), NaN and huge values must never reach the database:
 * each answers code 400 naming the field.
 */
describeServer('integers are finite and bounded (code 400 naming the field)', () => {
  const server = useTestServer();
  let member: Caller;

  const getCode = async (url: string) => {
    member ??= await freshMember(server(), '数字');
    return (await server().get(url, { token: member.token })).body;
  };
  /** A raw JSON text (1e999 cannot be written with JSON.stringify), signed like the client does. */
  const postRaw = async (url: string, raw: string) => {
    member ??= await freshMember(server(), '数字');
    const answer = await server().request({
      method: 'POST',
      url,
      payload: raw,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, ...signHeaders(raw, { now: server().clock.now() }) },
    });
    return answer.body;
  };

  it('refuses infinite, NaN and huge paging numbers in query strings', async () => {
    for (const [query, field] of [
      ['pageNum=1e999', 'pageNum'],
      ['pageNum=-1e999', 'pageNum'],
      ['pageSize=1e999', 'pageSize'],
      ['pageSize=NaN', 'pageSize'],
      ['pageSize=1000000', 'pageSize'],
      ['pageNum=99999999999999999999', 'pageNum'],
    ]) {
      const answer = await getCode(`${API.live.messages}?liveId=1&${query}`);
      expect([query, answer.code]).toEqual([query, CODE.badRequest]);
      expect(answer.msg, query).toContain(field);
    }
  });

  it('refuses infinite and huge ids in query strings and paths', async () => {
    for (const [url, field] of [
      [`${API.live.messages}?liveId=1e999`, 'liveId'],
      [`${API.live.messages}?liveId=-1e999`, 'liveId'],
      [`${API.live.messages}?liveId=999999999999999`, 'liveId'],
      [`${API.live.messages}?liveId=1&categoryId=999999999999999`, 'categoryId'],
      [`${API.live.since}?liveId=1&afterSeq=1e19`, 'afterSeq'],
      [`${API.live.since}?liveId=1&afterSeq=1e999`, 'afterSeq'],
      [`${API.live.since}?liveId=1&afterSeq=NaN`, 'afterSeq'],
      [API.live.heats('1e999'), 'liveId'],
      [API.live.top(1, '1e999'), 'categoryId'],
    ]) {
      const answer = await getCode(url);
      expect([url, answer.code]).toEqual([url, CODE.badRequest]);
      expect(answer.msg, url).toContain(field);
    }
  });

  it('refuses infinite and huge ids in JSON bodies', async () => {
    for (const [url, raw, field] of [
      [API.live.status, '{"id":1e308,"status":0}', 'id'],
      [API.live.status, '{"id":1e999,"status":0}', 'id'],
      [API.live.status, '{"id":-1e999,"status":0}', 'id'],
      [API.live.like, '{"liveId":1e999}', 'liveId'],
      [API.live.like, '{"liveId":999999999999999}', 'liveId'],
      [API.course.like, '{"courseId":1e999}', 'courseId'],
    ]) {
      const answer = await postRaw(url, raw);
      expect([raw, answer.code]).toEqual([raw, CODE.badRequest]);
      expect(answer.msg, raw).toContain(field);
    }
  });

  it('gives every integer of every request schema in the OpenAPI document both bounds', async () => {
    const doc = (await server().get('/docs/json')).body as unknown as OpenApiDoc;
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) collectUnbounded(parameter.schema, `${where} ${parameter.name}`, unbounded);
        for (const media of Object.values(operation.requestBody?.content ?? {})) collectUnbounded(media.schema, `${where} body`, unbounded);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('keeps the paging the client uses working', async () => {
    expect((await getCode(`${API.live.messages}?liveId=1&pageNum=1&pageSize=20`)).code).toBe(CODE.ok);
    expect((await getCode(`${API.live.since}?liveId=1&afterSeq=0`)).code).toBe(CODE.ok);
    expect(TEXT.fieldInvalid('x')).toContain('x');
  });
});

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { name: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
}

/** Every integer/number subschema without a finite minimum and maximum (literals excepted). */
function collectUnbounded(schema: unknown, where: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  if ((s.type === 'integer' || s.type === 'number') && s.const === undefined && s.enum === undefined) {
    if (!Number.isFinite(s.minimum) || !Number.isFinite(s.maximum)) out.push(where);
  }
  for (const [key, value] of Object.entries(s)) {
    if (Array.isArray(value)) value.forEach((item) => collectUnbounded(item, where, out));
    else if (value && typeof value === 'object') {
      if (key === 'properties') for (const [name, sub] of Object.entries(value)) collectUnbounded(sub, `${where}.${name}`, out);
      else collectUnbounded(value, where, out);
    }
  }
}
