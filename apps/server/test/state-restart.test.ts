import { API, CODE, TEXT, type CaptchaImage } from '@caixue/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { drawCaptcha } from '../src/modules/captcha/service';
import { createServer, type Server } from '../src/server';
import { SMS_PER_IP_PER_HOUR } from '../src/modules/sms/service';
import { signHeaders } from './support/sign';
import { describeServer, uniqueIp, uniqueMobile, useTestServer } from './support/test-server';

/**
 * Without REDIS_URL the replay keys, rate limits and one-time answers live in the database, so a
 * restart of the server on the same data forgets none of them (issue 11, finding 8). Runs on
 * PGlite and, with TEST_DB=postgres, on PostgreSQL (Redis switched off for this file).
 */
describeServer('short-lived state without Redis survives a restart', () => {
  const first = useTestServer({ env: { REDIS_URL: '' } });
  let restarted: Server | undefined;
  let captchaText = '';
  afterAll(async () => {
    await restarted?.close();
  });

  const app = (): FastifyInstance => restarted?.app ?? first().app;

  /** Closes whatever runs now and starts the same config (data dir or database, clock) again. */
  async function restart(): Promise<void> {
    await app().close();
    restarted = await createServer(first().config, {
      logger: pino({ level: 'silent' }),
      now: first().clock.now,
      drawCaptcha: async () => {
        const drawing = await drawCaptcha();
        captchaText = drawing.text;
        return drawing;
      },
    });
  }

  async function send(url: string, payload: string, headers: Record<string, string>, ip = '127.0.0.1') {
    const answer = await app().inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers } });
    return answer.json() as { code: number; msg: string };
  }

  const post = (url: string, body: unknown, ip?: string) => {
    const payload = JSON.stringify(body);
    return send(url, payload, signHeaders(payload, { now: first().clock.now() }), ip);
  };

  it('refuses a signed request replayed after a restart', async () => {
    const payload = JSON.stringify({ account: '13800000001', password: 'caixue123' });
    const headers = signHeaders(payload, { now: first().clock.now() });
    expect((await send(API.member.loginAccount, payload, headers)).code).toBe(CODE.ok);
    await restart();
    expect(await send(API.member.loginAccount, payload, headers)).toEqual({ code: CODE.badRequest, msg: TEXT.signReplayed });
  });

  it('keeps the SMS per-address count and the resend gap across a restart', async () => {
    const ip = uniqueIp();
    const mobiles = Array.from({ length: SMS_PER_IP_PER_HOUR }, () => uniqueMobile());
    for (const mobile of mobiles) expect((await post(API.sms.code, { mobile }, ip)).code).toBe(CODE.ok);
    await restart();
    expect(await post(API.sms.code, { mobile: uniqueMobile() }, ip)).toEqual({ code: CODE.tooMany, msg: TEXT.tooManyRequests });
    expect((await post(API.sms.code, { mobile: mobiles[0] }, uniqueIp())).code).toBe(CODE.tooMany);
  });

  it('keeps failed password logins counted across a restart', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post(API.member.loginAccount, { account: '13800000003', password: 'wrong-one' }, ip)).code).toBe(CODE.badRequest);
    }
    await restart();
    expect(await post(API.member.loginAccount, { account: '13800000003', password: 'caixue123' }, ip)).toEqual({
      code: CODE.tooMany,
      msg: TEXT.tooManyLoginAttempts,
    });
  });

  it('still answers a captcha once, also when the same answer is sent twice at once', async () => {
    await restart();
    const image = (await app().inject({ method: 'GET', url: API.admin.captchaImage })).json().data as CaptchaImage;
    const body = { username: 'admin', password: 'admin123', code: captchaText, uuid: image.uuid };
    const answers = await Promise.all([post(API.admin.login, body, uniqueIp()), post(API.admin.login, body, uniqueIp())]);
    expect(answers.map((a) => a.code).sort()).toEqual([CODE.ok, CODE.badRequest]);
    expect(answers.find((a) => a.code !== CODE.ok)?.msg).toBe(TEXT.captchaExpired);
    expect(await post(API.admin.login, body, uniqueIp())).toEqual({ code: CODE.badRequest, msg: TEXT.captchaExpired });
  });
});
