import { API, CODE } from '@caixue/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FIXED_SMS_CODE } from './support/plan';
import { describeServer, uniqueIp, uniqueMobile, useTestServer } from './support/test-server';

/**
 * Issue 11: the error log must not hold secrets. A database failure while registering or logging in
 * (the members table is broken on purpose) is logged as an unexpected error with its SQL, but never
 * with the query's parameters (mobile, password hash), nor the body's password, mobile or token.
 */
describeServer('the error log holds no secrets', () => {
  const server = useTestServer();

  it('logs a failed query without its parameters or the request secrets', async () => {
    const mobile = uniqueMobile();
    const password = 'Secret-pw-987';
    expect((await server().post(API.sms.code, { mobile, purpose: 'register' }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
    // Every later query on members now fails inside PostgreSQL, with the values as parameters.
    await server().database.db.execute(sql`ALTER TABLE members ADD CONSTRAINT fuzz_no_new_members CHECK (id < 0) NOT VALID`);
    const register = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password, nickname: '保密' }, { ip: uniqueIp() });
    expect(register.body.code).toBe(CODE.error);
    await server().database.db.execute(sql`ALTER TABLE members RENAME COLUMN password_hash TO password_hash_gone`);
    const login = await server().post(API.member.loginAccount, { account: mobile, password }, { ip: uniqueIp() });
    expect(login.body.code).toBe(CODE.error);

    const errors = server().logs.filter((line) => line.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual(['unexpected error', 'unexpected error']);
    // Still useful: the failed SQL text (without values) and the database's reason.
    expect(errors[0].err?.message).toMatch(/insert into "members"/);
    expect(JSON.stringify(errors[0].err)).toMatch(/fuzz_no_new_members/);
    const logged = JSON.stringify(server().logs);
    expect(logged).not.toContain(mobile);
    // The mobile's last eight digits on their own (not inside another number such as a response time
    // of 49.72105000000738 ms, which once held '00000073').
    expect(logged).not.toMatch(new RegExp(`(?<![0-9.])${mobile.slice(3)}(?![0-9])`));
    expect(logged).not.toContain(password);
    expect(logged).not.toMatch(/scrypt\$/);
    expect(logged).not.toMatch(/params:/);
  });

  it('redacts credentials wherever a log call names them', () => {
    server().app.log.warn({ body: { password: 'pw-61524', newPassword: 'pw-2', token: 'tk-77351' }, passwordHash: 'scrypt$x' }, 'careless log');
    const line = JSON.stringify(server().logs.find((l) => l.msg === 'careless log'));
    expect(line).not.toMatch(/pw-61524|pw-2|tk-77351|scrypt/);
    expect(line).toContain('[redacted]');
  });
});
