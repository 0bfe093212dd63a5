import { createHash } from 'node:crypto';
import { ACCOUNT_TEXT, API, CODE, TEXT } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { members, memberTokens } from '../src/db/schema';
import { insertMember } from '../src/modules/member/repo';
import { FIXED_SMS_CODE } from './support/plan';
import {
  describeServer,
  startTestServer,
  uniqueIp,
  uniqueMobile,
  usesRedis,
  useTestServer,
  type TestServer,
} from './support/test-server';

const DAY_MS = 24 * 3600 * 1000;

async function sendCode(server: TestServer, mobile: string, purpose?: string) {
  return server.post(API.sms.code, purpose ? { mobile, purpose } : { mobile }, { ip: uniqueIp() });
}

async function register(server: TestServer, mobile = uniqueMobile(), password = 'secret123') {
  expect((await sendCode(server, mobile, 'register')).body.code).toBe(CODE.ok);
  const answer = await server.post(API.member.register, { mobile, code: FIXED_SMS_CODE, password });
  expect(answer.body).toMatchObject({ code: CODE.ok, msg: TEXT.registered });
  return { mobile, password, token: (answer.body.data as { token: string }).token };
}

/** A member made directly in the database, so no SMS (and no 60 s gap) is spent on it. */
async function createMember(server: TestServer) {
  const mobile = uniqueMobile();
  const password = 'member123';
  const member = await insertMember(server.database.db, {
    mobile,
    passwordHash: await hashPassword(password),
    name: '测试会员',
    nickname: '测试会员',
  });
  return { id: member.id, mobile, password };
}

async function loginWithPassword(server: TestServer, account: string, password: string) {
  return server.post(API.member.loginAccount, { account, password }, { ip: uniqueIp() });
}

describeServer('members', () => {
  const server = useTestServer();

  it('sends an SMS code, logging it through the dev driver with the request id', async () => {
    const answer = await sendCode(server(), '13800000001');
    expect(answer.body).toEqual({ code: CODE.ok, msg: TEXT.smsSent, data: { resendAfter: 60 } });
    const line = server().logs.find((l) => l.msg === `SMS code for 138****0001: ${FIXED_SMS_CODE}`);
    expect(line?.level).toBe(30);
    expect(line?.reqId).toBe(answer.headers['x-request-id']);
  });

  it('refuses a second code within 60 s, saying how long to wait', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(server(), mobile)).body.code).toBe(CODE.ok);
    const again = await sendCode(server(), mobile);
    expect(again.body.code).toBe(CODE.tooMany);
    const seconds = Number(/请(\d+)秒后再试/.exec(again.body.msg ?? '')?.[1]);
    expect(again.body.msg).toBe(TEXT.smsTooFrequent(seconds));
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(usesRedis)('allows a new code once the 60 s have passed (the database store follows the server clock)', async () => {
    const mobile = uniqueMobile();
    expect((await sendCode(server(), mobile)).body.code).toBe(CODE.ok);
    server().clock.advance(61_000);
    expect((await sendCode(server(), mobile)).body.code).toBe(CODE.ok);
  });

  it('limits codes per client address to 20 an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await server().post(API.sms.code, { mobile: uniqueMobile() }, { ip })).body.code).toBe(CODE.ok);
    }
    const refused = await server().post(API.sms.code, { mobile: uniqueMobile() }, { ip });
    expect(refused.body).toEqual({ code: CODE.tooMany, msg: TEXT.tooManyRequests });
  });

  it('validates the mobile and the purpose', async () => {
    expect((await sendCode(server(), '12345')).body).toEqual({ code: CODE.badRequest, msg: TEXT.mobileInvalid });
    const purpose = await sendCode(server(), uniqueMobile(), 'steal');
    expect(purpose.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldInvalid('purpose') });
  });

  it('registers under the nickname rule of profile editing: markup refused with code 400, the code kept, nothing secret logged', async () => {
    const mobile = uniqueMobile();
    await sendCode(server(), mobile, 'register');
    const logsBefore = server().logs.length;
    for (const [nickname, msg] of [
      ['<script>alert(1)</script>', ACCOUNT_TEXT.nicknameInvalid],
      ['<img src=x onerror=alert(1)>', ACCOUNT_TEXT.nicknameInvalid],
      ['小王\u202e', ACCOUNT_TEXT.nicknameInvalid],
      ['财'.repeat(21), ACCOUNT_TEXT.nicknameTooLong],
      ['财'.repeat(40), ACCOUNT_TEXT.nicknameTooLong],
    ]) {
      const refused = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret-pw-9', nickname });
      expect(refused.body).toEqual({ code: CODE.badRequest, msg });
    }
    const logged = JSON.stringify(server().logs.slice(logsBefore));
    expect(logged).not.toContain(mobile);
    expect(logged).not.toContain('secret-pw-9');
    expect(logged).not.toContain('scrypt$');

    // The refusals used no SMS code: the same code registers with a valid nickname (trimmed, emoji allowed).
    const answer = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret-pw-9', nickname: '  老股民📈 ' });
    expect(answer.body.code).toBe(CODE.ok);
    const info = await server().get(API.member.info, { token: (answer.body.data as { token: string }).token });
    expect(info.body.data).toMatchObject({ name: '老股民📈', nickname: '老股民📈', avatar: '' });
  });

  it('registers with the fixed code and logs in at once with exactly the login result fields', async () => {
    const mobile = uniqueMobile();
    await sendCode(server(), mobile, 'register');
    const answer = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret123' });
    expect(answer.status).toBe(200);
    const data = answer.body.data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['isTeacher', 'memberId', 'token', 'unionid']);
    expect(data).toMatchObject({ isTeacher: 0, unionid: null, memberId: expect.any(Number) });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await server().get(API.member.info, { token: String(data.token) });
    expect(info.body.code).toBe(CODE.ok);
    expect(info.body.data).toMatchObject({ id: data.memberId, mobile, nickname: `用户${mobile.slice(-4)}`, isTeacher: 0 });
  });

  it('stores only hashes of tokens and passwords', async () => {
    const { mobile, token, password } = await register(server());
    const db = server().database.db;
    const [member] = await db.select().from(members).where(eq(members.mobile, mobile));
    expect(member.passwordHash).toMatch(/^scrypt\$/);
    expect(member.passwordHash).not.toContain(password);
    const sha = createHash('sha256').update(token).digest('hex');
    const rows = await db.select().from(memberTokens).where(eq(memberTokens.memberId, member.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha]);
  });

  it('refuses a taken mobile, a wrong code and a short password', async () => {
    await sendCode(server(), '13800000001', 'register');
    const taken = await server().post(API.member.register, {
      mobile: '13800000001',
      code: FIXED_SMS_CODE,
      password: 'secret123',
    });
    expect(taken.body).toEqual({ code: CODE.badRequest, msg: TEXT.accountExists });

    const mobile = uniqueMobile();
    await sendCode(server(), mobile, 'register');
    const wrong = await server().post(API.member.register, { mobile, code: '000000', password: 'secret123' });
    expect(wrong.body).toEqual({ code: CODE.badRequest, msg: TEXT.smsCodeInvalid });
    const short = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: '123' });
    expect(short.body).toEqual({ code: CODE.badRequest, msg: TEXT.passwordInvalid });
  });

  it('uses a code only once', async () => {
    const { mobile } = await register(server());
    const reuse = await server().post(API.member.loginCode, { mobile, code: FIXED_SMS_CODE });
    expect(reuse.body).toEqual({ code: CODE.badRequest, msg: TEXT.smsCodeInvalid });
  });

  it('logs the demo member, the teacher and the admin in by account and password', async () => {
    const member = await loginWithPassword(server(), '13800000001', 'caixue123');
    expect(member.body).toMatchObject({ code: CODE.ok, data: { isTeacher: 0, unionid: null } });
    const teacher = await loginWithPassword(server(), '13800000002', 'caixue123');
    expect(teacher.body).toMatchObject({ code: CODE.ok, data: { isTeacher: 1 } });
    const admin = await loginWithPassword(server(), 'admin', 'admin123');
    expect(admin.body.code).toBe(CODE.ok);

    const info = await server().get(API.member.info, { token: (teacher.body.data as { token: string }).token });
    expect(info.body.data).toMatchObject({ name: '李老师', mobile: '13800000002', isTeacher: 1 });
  });

  it('answers one message for a wrong password and for an unknown account', async () => {
    expect((await loginWithPassword(server(), '13800000001', 'wrong-password')).body).toEqual({
      code: CODE.badRequest,
      msg: TEXT.loginFailed,
    });
    expect((await loginWithPassword(server(), '13999999999', 'caixue123')).body).toEqual({
      code: CODE.badRequest,
      msg: TEXT.loginFailed,
    });
  });

  it('slows password guessing: the 11th try from one address is refused', async () => {
    const ip = uniqueIp();
    const { mobile, password } = await register(server());
    for (let i = 0; i < 10; i += 1) {
      const wrong = await server().post(API.member.loginAccount, { account: mobile, password: 'nope' }, { ip });
      expect(wrong.body.msg).toBe(TEXT.loginFailed);
    }
    const blocked = await server().post(API.member.loginAccount, { account: mobile, password }, { ip });
    expect(blocked.body).toEqual({ code: CODE.tooMany, msg: TEXT.tooManyLoginAttempts });
    // Another address is not affected.
    expect((await loginWithPassword(server(), mobile, password)).body.code).toBe(CODE.ok);
  });

  it('slows credential stuffing: after 30 failed logins over many accounts one address is refused', async () => {
    const ip = uniqueIp();
    const { mobile, password } = await createMember(server());
    for (let i = 0; i < 30; i += 1) {
      const wrong = await server().post(API.member.loginAccount, { account: uniqueMobile(), password: 'nope' }, { ip });
      expect(wrong.body.msg).toBe(TEXT.loginFailed);
    }
    const blocked = await server().post(API.member.loginAccount, { account: mobile, password }, { ip });
    expect(blocked.body).toEqual({ code: CODE.tooMany, msg: TEXT.tooManyLoginAttempts });
    // Another address still logs in.
    expect((await loginWithPassword(server(), mobile, password)).body.code).toBe(CODE.ok);
  });

  it('behind a trusted proxy counts the forwarded client address, and ignores it from anyone else', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '10.9.0.1' } });
    try {
      const { mobile, password } = await createMember(proxied);
      const attacker = uniqueIp();
      const viaProxy = (ip: string) => ({ ip: '10.9.0.1', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 30; i += 1) {
        const wrong = await proxied.post(API.member.loginAccount, { account: uniqueMobile(), password: 'nope' }, viaProxy(attacker));
        expect(wrong.body.msg).toBe(TEXT.loginFailed);
      }
      expect((await proxied.post(API.member.loginAccount, { account: mobile, password }, viaProxy(attacker))).body.code).toBe(CODE.tooMany);
      // Another client behind the same proxy is not blocked with the attacker.
      expect((await proxied.post(API.member.loginAccount, { account: mobile, password }, viaProxy(uniqueIp()))).body.code).toBe(CODE.ok);
      // A sender that is not the proxy cannot pick its address: its own address is the blocked one.
      const direct = uniqueIp();
      for (let i = 0; i < 30; i += 1) {
        await proxied.post(API.member.loginAccount, { account: uniqueMobile(), password: 'nope' }, { ip: direct, headers: { 'x-forwarded-for': uniqueIp() } });
      }
      const spoofed = await proxied.post(API.member.loginAccount, { account: mobile, password }, { ip: direct, headers: { 'x-forwarded-for': uniqueIp() } });
      expect(spoofed.body.code).toBe(CODE.tooMany);
    } finally {
      await proxied.close();
    }
    // It starts a server of its own (the hooks' 60 s, not a test's 20 s: it timed out on a loaded CI machine).
  }, 60_000);

  it('logs in by SMS code', async () => {
    const member = await createMember(server());
    expect((await sendCode(server(), member.mobile)).body.code).toBe(CODE.ok);
    const answer = await server().post(API.member.loginCode, { mobile: member.mobile, code: FIXED_SMS_CODE });
    expect(answer.body).toMatchObject({ code: CODE.ok, data: { memberId: member.id, isTeacher: 0 } });
  });

  it('answers 账号不存在 for an unknown mobile and keeps the code for registering', async () => {
    const mobile = uniqueMobile();
    await sendCode(server(), mobile);
    const answer = await server().post(API.member.loginCode, { mobile, code: FIXED_SMS_CODE });
    expect(answer.body).toEqual({ code: CODE.badRequest, msg: TEXT.accountNotFound });
    const registered = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret123' });
    expect(registered.body.code).toBe(CODE.ok);
  });

  it('allows 5 attempts per code, then the code is dead even when right', async () => {
    const mobile = uniqueMobile();
    await sendCode(server(), mobile, 'register');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await server().post(API.member.register, { mobile, code: '111111', password: 'secret123' });
      expect(wrong.body.msg).toBe(TEXT.smsCodeInvalid);
    }
    const right = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret123' });
    expect(right.body).toEqual({ code: CODE.badRequest, msg: TEXT.smsCodeInvalid });
  });

  it('expires a code after 5 minutes', async () => {
    const other = uniqueMobile();
    await sendCode(server(), other);
    server().clock.advance(5 * 60_000 + 1_000);
    const late = await server().post(API.member.register, { mobile: other, code: FIXED_SMS_CODE, password: 'secret123' });
    expect(late.body).toEqual({ code: CODE.badRequest, msg: TEXT.smsCodeInvalid });
  });

  it('revokes a token on logout, and logout always succeeds', async () => {
    const { token } = await register(server());
    expect((await server().get(API.member.info, { token })).body.code).toBe(CODE.ok);
    expect((await server().post(API.admin.logout, undefined, { token })).body).toEqual({
      code: CODE.ok,
      msg: TEXT.loggedOut,
    });
    expect((await server().get(API.member.info, { token })).body).toEqual({
      code: CODE.unauthorized,
      msg: TEXT.unauthorized,
    });
    expect((await server().post(API.admin.logout)).body).toEqual({ code: CODE.ok, msg: TEXT.loggedOut });
  });

  it('cancels the account of a token: every token dies and every login answers 该账号已注销', async () => {
    const { mobile, password, token } = await register(server());
    const second = (await loginWithPassword(server(), mobile, password)).body.data as { token: string };
    const cancelled = await server().post(API.member.cancelAccount, undefined, { token });
    expect(cancelled.body).toEqual({ code: CODE.ok, msg: TEXT.accountCancelledOk });

    for (const t of [token, second.token]) {
      expect((await server().get(API.member.info, { token: t })).body.code).toBe(CODE.unauthorized);
    }
    expect((await loginWithPassword(server(), mobile, password)).body).toEqual({
      code: CODE.badRequest,
      msg: TEXT.accountCancelled,
    });
    const byCode = await server().post(API.member.loginCode, { mobile, code: FIXED_SMS_CODE });
    expect(byCode.body).toEqual({ code: CODE.badRequest, msg: TEXT.accountCancelled });
  });

  it('cancels without a token only with a cancel-purpose SMS code', async () => {
    expect((await server().post(API.member.cancelAccount, {})).body).toEqual({
      code: CODE.badRequest,
      msg: TEXT.cancelNeedsCode,
    });
    expect((await server().post(API.member.cancelAccount)).body.msg).toBe(TEXT.cancelNeedsCode);

    // A sign-in code must not be able to destroy an account.
    const kept = await createMember(server());
    await sendCode(server(), kept.mobile, 'login');
    const withLoginCode = await server().post(API.member.cancelAccount, { mobile: kept.mobile, code: FIXED_SMS_CODE });
    expect(withLoginCode.body).toEqual({ code: CODE.badRequest, msg: TEXT.smsCodeInvalid });
    expect((await loginWithPassword(server(), kept.mobile, kept.password)).body.code).toBe(CODE.ok);

    const gone = await createMember(server());
    await sendCode(server(), gone.mobile, 'cancel');
    const cancelled = await server().post(API.member.cancelAccount, { mobile: gone.mobile, code: FIXED_SMS_CODE });
    expect(cancelled.body).toEqual({ code: CODE.ok, msg: TEXT.accountCancelledOk });
    expect((await loginWithPassword(server(), gone.mobile, gone.password)).body.msg).toBe(TEXT.accountCancelled);
  });

  it('lets a cancelled mobile register again as a new member', async () => {
    const old = await createMember(server());
    const token = ((await loginWithPassword(server(), old.mobile, old.password)).body.data as { token: string }).token;
    await server().post(API.member.cancelAccount, undefined, { token });
    const again = await register(server(), old.mobile, 'another123');
    const info = await server().get(API.member.info, { token: again.token });
    expect((info.body.data as { id: number }).id).not.toBe(old.id);
    expect((await loginWithPassword(server(), old.mobile, 'another123')).body.code).toBe(CODE.ok);
    expect((await loginWithPassword(server(), old.mobile, old.password)).body.msg).toBe(TEXT.loginFailed);
  });

  it('expires tokens after 30 days', async () => {
    const { token } = await register(server());
    server().clock.advance(29 * DAY_MS);
    expect((await server().get(API.member.info, { token })).body.code).toBe(CODE.ok);
    server().clock.advance(2 * DAY_MS);
    expect((await server().get(API.member.info, { token })).body).toEqual({
      code: CODE.unauthorized,
      msg: TEXT.unauthorized,
    });
  });
});
