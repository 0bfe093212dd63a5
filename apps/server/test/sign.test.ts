import { API, CODE, SIGN_HEADERS, SIGN_WINDOW_MS, TEXT } from '@caixue/contract';
import { expect, it } from 'vitest';
import { signHeaders } from './support/sign';
import { describeServer, uniqueIp, useTestServer } from './support/test-server';

const LOGIN = { account: '13800000001', password: 'caixue123' };

describeServer('request signing', () => {
  const server = useTestServer();

  async function postRaw(payload: string, headers: Record<string, string>) {
    return server().request({
      method: 'POST',
      url: API.member.loginAccount,
      payload,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  it('accepts a correctly signed request, with or without a charset on the content type', async () => {
    const payload = JSON.stringify(LOGIN);
    expect((await postRaw(payload, signHeaders(payload, { now: server().clock.now() }))).body.code).toBe(CODE.ok);
    const withCharset = { ...signHeaders(payload), 'content-type': 'application/json; charset=utf-8' };
    expect((await postRaw(payload, withCharset)).body.code).toBe(CODE.ok);
  });

  it('refuses a request without the sign headers', async () => {
    const payload = JSON.stringify(LOGIN);
    for (const missing of [SIGN_HEADERS.sign, SIGN_HEADERS.timestamp, SIGN_HEADERS.randomKey]) {
      const headers = signHeaders(payload);
      delete headers[missing];
      expect((await postRaw(payload, headers)).body).toEqual({ code: CODE.badRequest, msg: TEXT.signMissing });
    }
  });

  it('requires the mobile header when the body has a mobile, and it must match', async () => {
    const payload = JSON.stringify({ mobile: '13800000001', code: '246810' });
    const headers = signHeaders(payload);
    const withoutMobile = { ...headers };
    delete withoutMobile[SIGN_HEADERS.mobile];
    const answer = await server().request({
      method: 'POST',
      url: API.member.loginCode,
      payload,
      headers: { 'content-type': 'application/json', ...withoutMobile },
    });
    expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.signMissing });
    const other = await server().request({
      method: 'POST',
      url: API.member.loginCode,
      payload,
      headers: { 'content-type': 'application/json', ...headers, [SIGN_HEADERS.mobile]: '13900000000' },
    });
    expect(other.body).toEqual({ code: CODE.badRequest, msg: TEXT.signInvalid });
  });

  it('refuses a wrong sign, a tampered body and a foreign secret', async () => {
    const payload = JSON.stringify(LOGIN);
    const headers = signHeaders(payload);
    expect((await postRaw(payload, { ...headers, [SIGN_HEADERS.sign]: 'f'.repeat(64) })).body).toEqual({
      code: CODE.badRequest,
      msg: TEXT.signInvalid,
    });
    // Same meaning, different bytes: the sign covers the raw text.
    const reformatted = JSON.stringify(LOGIN, null, 2);
    expect((await postRaw(reformatted, signHeaders(payload))).body.msg).toBe(TEXT.signInvalid);
    expect((await postRaw(payload, signHeaders(payload, { secret: 'some-other-secret' }))).body.msg).toBe(
      TEXT.signInvalid,
    );
  });

  it('refuses timestamps outside the window, in the past and in the future', async () => {
    const payload = JSON.stringify(LOGIN);
    const now = server().clock.now();
    for (const skew of [-(SIGN_WINDOW_MS + 5_000), SIGN_WINDOW_MS + 5_000]) {
      const answer = await postRaw(payload, signHeaders(payload, { now: now + skew }));
      expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.signExpired });
    }
    const inside = await postRaw(payload, signHeaders(payload, { now: now - SIGN_WINDOW_MS + 10_000 }));
    expect(inside.body.code).toBe(CODE.ok);
  });

  it('refuses a random key used before, even with a fresh valid sign', async () => {
    const payload = JSON.stringify(LOGIN);
    const headers = signHeaders(payload, { now: server().clock.now() });
    expect((await postRaw(payload, headers)).body.code).toBe(CODE.ok);
    expect((await postRaw(payload, headers)).body).toEqual({ code: CODE.badRequest, msg: TEXT.signReplayed });
    const resigned = signHeaders(payload, { now: server().clock.now() + 1000, randomKey: headers[SIGN_HEADERS.randomKey] });
    expect((await postRaw(payload, resigned)).body.msg).toBe(TEXT.signReplayed);
  });

  it('does not burn a random key on a request with a bad sign', async () => {
    const payload = JSON.stringify(LOGIN);
    const headers = signHeaders(payload, { now: server().clock.now() });
    await postRaw(payload, { ...headers, [SIGN_HEADERS.sign]: '0'.repeat(64) });
    expect((await postRaw(payload, headers)).body.code).toBe(CODE.ok);
  });

  it('needs no signature on requests without a JSON body', async () => {
    expect((await server().get(API.nav.list)).body.code).toBe(CODE.ok);
    expect((await server().post(API.admin.logout)).body.code).toBe(CODE.ok);
  });
});
