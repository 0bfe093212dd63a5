import { API, CODE, TEXT } from '@caixue/contract';
import { expect, it } from 'vitest';
import { freshMember, get, post } from './support/content';
import { FIXED_SMS_CODE } from './support/plan';
import { describeServer, uniqueIp, uniqueMobile, useTestServer } from './support/test-server';

const NUL = '\u0000';

describeServer('NUL bytes are refused at the edge (code 400 naming the field, never 500)', () => {
  const server = useTestServer();

  it('refuses a register with a NUL nickname without spending the SMS code', async () => {
    const mobile = uniqueMobile();
    expect((await server().post(API.sms.code, { mobile, purpose: 'register' }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
    const bad = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret123', nickname: `a${NUL}b` });
    expect(bad.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldIllegalChars('nickname') });
    const good = await server().post(API.member.register, { mobile, code: FIXED_SMS_CODE, password: 'secret123', nickname: '好人' });
    expect(good.body).toMatchObject({ code: CODE.ok, msg: TEXT.registered });
    // Nothing about the refused register reached the error log.
    expect(server().logs.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('refuses NUL in search fields of the news, course and live lists', async () => {
    const reader = await freshMember(server(), '读者');
    const q = encodeURIComponent(`早${NUL}评`);
    for (const url of [
      `${API.news.home.search}?keyword=${q}`,
      `${API.news.home.search}?title=${q}`,
      `${API.news.list()}?content=${q}`,
      `${API.course.list}?keyword=${q}`,
      `${API.live.messagesSearch}?keyword=${q}`,
    ]) {
      const answer = await get(server(), url, reader);
      expect(answer.code, url).toBe(CODE.badRequest);
      expect(answer.msg, url).toMatch(/含有非法字符/);
    }
  });

  it('refuses NUL in a path parameter and in a login account', async () => {
    const answer = await get(server(), API.news.commentList(`1${encodeURIComponent(NUL)}`));
    expect(answer.code).toBe(CODE.badRequest);
    const login = await server().post(API.member.loginAccount, { account: `138${NUL}`, password: 'x' }, { ip: uniqueIp() });
    expect(login.body).toEqual({ code: CODE.badRequest, msg: TEXT.fieldIllegalChars('account') });
  });

  it('refuses a comment with NUL', async () => {
    const reader = await freshMember(server(), '评论者');
    const answer = await post(server(), API.news.comment, { newsId: 1, content: `好${NUL}` }, reader);
    expect(answer).toEqual({ code: CODE.badRequest, msg: TEXT.fieldIllegalChars('content') });
  });
});
