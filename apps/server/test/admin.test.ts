import { ALL_PERMISSION, API, CODE, DEFAULT_ROLE, TEXT, type CaptchaImage } from '@caixue/contract';
import { expect, it } from 'vitest';
import { describeServer, uniqueIp, usesRedis, useTestServer, type TestServer } from './support/test-server';

async function captcha(server: TestServer) {
  const answer = await server.get(API.admin.captchaImage);
  expect(answer.body.code).toBe(CODE.ok);
  return { image: answer.body.data as CaptchaImage, text: server.captchaAnswers.at(-1)!, headers: answer.headers };
}

async function adminLogin(server: TestServer, body: Record<string, string>) {
  return server.post(API.admin.login, body, { ip: uniqueIp() });
}

describeServer('captcha and admin-style login', () => {
  const server = useTestServer();

  it('draws a real SVG captcha that does not give its answer away', async () => {
    const { image, text, headers } = await captcha(server());
    expect(image.captchaEnabled).toBe(true);
    expect(image.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(image.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.img.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<path/g)?.length).toBeGreaterThanOrEqual(text.length);
    expect(svg).not.toContain(text);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('logs in with captcha, trimmed username and password; getInfo shows roles and permissions', async () => {
    const { image, text } = await captcha(server());
    const answer = await adminLogin(server(), {
      username: '  admin ',
      password: 'admin123',
      code: text.toLowerCase(),
      uuid: image.uuid,
    });
    expect(answer.body).toMatchObject({ code: CODE.ok, data: { token: expect.stringMatching(/^[\w-]{43}$/) } });
    const token = (answer.body.data as { token: string }).token;
    const info = await server().get(API.admin.getInfo, { token });
    expect(info.body).toEqual({
      code: CODE.ok,
      msg: TEXT.ok,
      data: {
        user: { userName: 'admin', nickName: '管理员', avatar: '/uploads/seed/member-admin.svg' },
        roles: ['admin'],
        permissions: [ALL_PERMISSION],
      },
    });
    expect((await server().post(API.admin.logout, undefined, { token })).body.msg).toBe(TEXT.loggedOut);
    expect((await server().get(API.admin.getInfo, { token })).body.code).toBe(CODE.unauthorized);
  });

  it('gives members without roles ROLE_DEFAULT', async () => {
    const { image, text } = await captcha(server());
    const answer = await adminLogin(server(), { username: '13800000001', password: 'caixue123', code: text, uuid: image.uuid });
    const info = await server().get(API.admin.getInfo, { token: (answer.body.data as { token: string }).token });
    expect(info.body.data).toMatchObject({ user: { userName: '13800000001', nickName: '张三' }, roles: [DEFAULT_ROLE], permissions: [] });
  });

  it('checks the captcha before the password', async () => {
    const { image } = await captcha(server());
    const wrong = await adminLogin(server(), { username: 'admin', password: 'not-it', code: 'zzzz', uuid: image.uuid });
    expect(wrong.body).toEqual({ code: CODE.badRequest, msg: TEXT.captchaInvalid });
  });

  it('uses a captcha once, right or wrong', async () => {
    const first = await captcha(server());
    await adminLogin(server(), { username: 'admin', password: 'admin123', code: 'zzzz', uuid: first.image.uuid });
    const retry = await adminLogin(server(), { username: 'admin', password: 'admin123', code: first.text, uuid: first.image.uuid });
    expect(retry.body).toEqual({ code: CODE.badRequest, msg: TEXT.captchaExpired });

    const second = await captcha(server());
    const body = { username: 'admin', password: 'admin123', code: second.text, uuid: second.image.uuid };
    expect((await adminLogin(server(), body)).body.code).toBe(CODE.ok);
    expect((await adminLogin(server(), body)).body).toEqual({ code: CODE.badRequest, msg: TEXT.captchaExpired });
  });

  it('answers 验证码已失效 for an unknown uuid', async () => {
    const answer = await adminLogin(server(), { username: 'admin', password: 'admin123', code: 'abcd', uuid: 'no-such-uuid' });
    expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.captchaExpired });
  });

  it.skipIf(usesRedis)('expires a captcha after 2 minutes (the database store follows the server clock)', async () => {
    const { image, text } = await captcha(server());
    server().clock.advance(2 * 60_000 + 1_000);
    const late = await adminLogin(server(), { username: 'admin', password: 'admin123', code: text, uuid: image.uuid });
    expect(late.body).toEqual({ code: CODE.badRequest, msg: TEXT.captchaExpired });
  });

  it('refuses a wrong password after a right captcha', async () => {
    const { image, text } = await captcha(server());
    const answer = await adminLogin(server(), { username: 'admin', password: 'wrong', code: text, uuid: image.uuid });
    expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.loginFailed });
  });
});
