import { API, CODE, TEXT } from '@caixue/contract';
import { expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/app';
import { CODE_PAYLOAD_TOO_LARGE, CODE_UNSUPPORTED_MEDIA_TYPE } from '../src/http/errors';
import { signHeaders } from './support/sign';
import { describeServer, useTestServer } from './support/test-server';

describeServer('error envelopes', () => {
  const server = useTestServer();

  const postRaw = (url: string, payload: string, contentType = 'application/json') =>
    server().request({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...signHeaders(payload) } });

  it('answers malformed JSON with 400 and a clear message', async () => {
    for (const payload of ['{"account": "13800000001",', 'not json', '{"a":1}}']) {
      const answer = await postRaw(API.member.loginAccount, payload);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.malformedJson });
    }
  });

  it('answers an oversized body with 413 and never reads it all into a handler', async () => {
    const payload = JSON.stringify({ account: 'x'.repeat(JSON_BODY_LIMIT + 10), password: 'p' });
    const answer = await postRaw(API.member.loginAccount, payload);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: CODE_PAYLOAD_TOO_LARGE, msg: TEXT.bodyTooLarge });
  });

  it('names a missing field', async () => {
    const answer = await server().post(API.member.loginAccount, { account: '13800000001' });
    expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldMissing('password') });
    const none = await server().post(API.member.register, {});
    expect(none.body.msg).toMatch(/^缺少必填参数 (mobile|code|password)$/);
  });

  it('names a wrongly typed field instead of coercing it', async () => {
    const numeric = await server().post(API.member.loginAccount, { account: '13800000001', password: 123456 });
    expect(numeric.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldInvalid('password') });
    const listed = await server().post(API.member.loginAccount, { account: ['13800000001'], password: 'caixue123' });
    expect(listed.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldInvalid('account') });
    const mobile = await server().post(API.member.loginCode, { mobile: 13800000001, code: '246810' });
    expect(mobile.body).toEqual({ code: CODE.badRequest, msg: TEXT.mobileInvalid });
  });

  it('answers a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const answer = await postRaw(API.member.loginAccount, payload);
      expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.badRequest });
    }
  });

  it('answers a wrong content type with 415', async () => {
    const answer = await server().request({
      method: 'POST',
      url: API.member.loginAccount,
      payload: 'account=13800000001&password=caixue123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: CODE_UNSUPPORTED_MEDIA_TYPE, msg: TEXT.unsupportedMediaType });
    const text = await postRaw(API.member.loginAccount, '{"account":"a","password":"b"}', 'text/plain');
    expect(text.body.code).toBe(CODE_UNSUPPORTED_MEDIA_TYPE);
  });

  it('validates query strings, coercing text to numbers where the schema says so', async () => {
    const answer = await server().get(`${API.nav.footerList}?linkTypeCode=symbian`);
    expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldInvalid('linkTypeCode') });
  });

  it('answers unknown API paths with code 404 and HTTP 200', async () => {
    for (const [method, url] of [
      ['GET', '/api/does/not/exist'],
      ['POST', '/api/does/not/exist'],
      ['GET', `${API.nav.list}/extra`],
      ['DELETE', API.nav.list],
    ] as const) {
      const answer = await server().request({ method, url });
      expect([url, answer.status, answer.body]).toEqual([url, 200, { code: CODE.notFound, msg: TEXT.notFound }]);
    }
  });

  it('answers a POST with a JSON body to an unknown path with 404, not a signing error', async () => {
    const answer = await server().request({
      method: 'POST',
      url: '/api/nope',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.body).toEqual({ code: CODE.notFound, msg: TEXT.notFound });
  });

  it('puts a request id on every answer', async () => {
    const answer = await server().get(API.nav.list);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await server().request({ method: 'GET', url: API.nav.list, headers: { 'x-request-id': 'upstream-1234' } });
    expect(traced.headers['x-request-id']).toBe('upstream-1234');
  });

  // Last: this breaks the database on purpose.
  it('answers an unexpected failure with 500 and a generic message, logs it with the request id, keeps serving', async () => {
    await server().database.close();
    server().app.sharedCache.clear(); // the menu answered above is cached: read the database again
    const answer = await server().get(API.nav.list);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: CODE.error, msg: TEXT.unknownError });
    expect(answer.text).not.toMatch(/at |Error|\.ts/);
    const logged = server().logs.find((line) => line.level === 50 && line.reqId === answer.headers['x-request-id']);
    expect(logged?.msg).toBe('unexpected error');
    expect(logged?.err?.stack).toBeTruthy();
    // The process is still up and answers what needs no database.
    expect((await server().get('/api/nope')).body.code).toBe(CODE.notFound);
  });
});
