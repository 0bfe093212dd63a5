import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_TEXT, API, CODE, TEXT, type MemberInfo } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { members } from '../src/db/schema';
import { IMAGE_FIELD } from '../src/http/image-upload';
import { NO_IMAGE_MESSAGE } from '../src/modules/media/image-type';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk';
import { insertMember } from '../src/modules/member/repo';
import { FIXED_SMS_CODE } from './support/plan';
import { describeServer, uniqueIp, uniqueMobile, useTestServer, type TestServer } from './support/test-server';
import { multipart } from './support/multipart';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

interface Member {
  id: number;
  mobile: string;
  password: string;
  token: string;
}

async function login(server: TestServer, account: string, password: string) {
  return server.post(API.member.loginAccount, { account, password }, { ip: uniqueIp() });
}

async function createMember(server: TestServer, options: { password?: string | null } = {}): Promise<Member> {
  const mobile = uniqueMobile();
  const password = options.password === undefined ? 'profile123' : options.password;
  const member = await insertMember(server.database.db, {
    mobile,
    passwordHash: password === null ? null : await hashPassword(password),
    name: '资料测试',
    nickname: '资料测试',
  });
  if (password === null) {
    // A WeChat-style member: no password, so the token is issued directly.
    const { issueToken } = await import('../src/auth/tokens');
    return { id: member.id, mobile, password: '', token: await issueToken(server.database.db, member.id, new Date(server.clock.now())) };
  }
  const answer = await login(server, mobile, password);
  expect(answer.body.code).toBe(CODE.ok);
  return { id: member.id, mobile, password, token: (answer.body.data as { token: string }).token };
}

describeServer('member profile: avatar, password, name, nickname, log off', () => {
  const server = useTestServer();

  const uploadAvatar = (token: string | undefined, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return server().request({
      method: 'POST',
      url: API.member.modifyAvatar,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const info = async (token: string) => (await server().get(API.member.info, { token })).body.data as MemberInfo;
  const avatarFiles = async () => {
    const root = path.join(server().config.dataDir, 'uploads', 'avatars');
    try {
      const months = await readdir(root);
      return (await Promise.all(months.map(async (m) => (await readdir(path.join(root, m))).map((f) => `${m}/${f}`)))).flat().sort();
    } catch {
      return [];
    }
  };

  describe('every profile route needs a token', () => {
    it.each([API.member.modifyAvatar, API.member.modifyPassword, API.member.modifyName, API.member.modifyNickname])(
      '%s answers 401 without one',
      async (url) => {
        const answer = await server().post(url, undefined);
        expect(answer.body).toEqual({ code: CODE.unauthorized, msg: TEXT.unauthorized });
        const badToken = await server().post(url, undefined, { token: 'not-a-token' });
        expect(badToken.body.code).toBe(CODE.unauthorized);
      },
    );
  });

  describe('nickname and name', () => {
    let member: Member;
    beforeAll(async () => {
      member = await createMember(server());
    });

    it('changes the nickname from the query (SPEC) and answers the new info', async () => {
      const answer = await server().post(`${API.member.modifyNickname}?nickname=${encodeURIComponent('  价值投资者 ')}`, undefined, { token: member.token });
      expect(answer.body).toMatchObject({ code: CODE.ok, msg: ACCOUNT_TEXT.nicknameSaved, data: { nickname: '价值投资者' } });
      expect((await info(member.token)).nickname).toBe('价值投资者');
    });

    it('changes the nickname and the name from a signed JSON body', async () => {
      const nick = await server().post(API.member.modifyNickname, { nickname: '老股民🐂' }, { token: member.token });
      expect(nick.body).toMatchObject({ code: CODE.ok, data: { nickname: '老股民🐂' } });
      const name = await server().post(API.member.modifyName, { name: '王小明' }, { token: member.token });
      expect(name.body).toMatchObject({ code: CODE.ok, msg: ACCOUNT_TEXT.nameSaved, data: { name: '王小明', nickname: '老股民🐂' } });
      const stored = await server().database.db.select().from(members).where(eq(members.id, member.id));
      expect(stored[0]).toMatchObject({ name: '王小明', nickname: '老股民🐂' });
    });

    it.each([
      ['nickname', API.member.modifyNickname, '   ', ACCOUNT_TEXT.nicknameRequired],
      ['nickname', API.member.modifyNickname, '一二三四五六七八九十一二三四五六七八九十一', ACCOUNT_TEXT.nicknameTooLong],
      ['nickname', API.member.modifyNickname, '<img src=x onerror=alert(1)>', ACCOUNT_TEXT.nicknameInvalid],
      ['nickname', API.member.modifyNickname, 'a<b', ACCOUNT_TEXT.nicknameInvalid],
      ['name', API.member.modifyName, '', ACCOUNT_TEXT.nameRequired],
      ['name', API.member.modifyName, 'x'.repeat(21), ACCOUNT_TEXT.nameTooLong],
      ['name', API.member.modifyName, '<script>alert(1)</script>', ACCOUNT_TEXT.nameInvalid],
    ])('refuses a %s (case %#) with its message and keeps the old value', async (field, url, value, message) => {
      const before = await info(member.token);
      const answer = await server().post(url, { [field]: value }, { token: member.token });
      expect(answer.body).toEqual({ code: CODE.badRequest, msg: message });
      const after = await info(member.token);
      expect(after[field as 'name' | 'nickname']).toBe(before[field as 'name' | 'nickname']);
    });

    it('refuses a missing nickname', async () => {
      const answer = await server().post(API.member.modifyNickname, undefined, { token: member.token });
      expect(answer.body).toEqual({ code: CODE.badRequest, msg: ACCOUNT_TEXT.nicknameRequired });
    });

    it('counts 20 characters, emoji as one', async () => {
      const twenty = '财'.repeat(19) + '📈';
      const answer = await server().post(API.member.modifyNickname, { nickname: twenty }, { token: member.token });
      expect(answer.body).toMatchObject({ code: CODE.ok, data: { nickname: twenty } });
    });
  });

  describe('password', () => {
    it('requires the old password, checks it and the new length', async () => {
      const member = await createMember(server());
      expect((await info(member.token)).hasPassword).toBe(true);
      const cases: [Record<string, string>, string][] = [
        [{ newPassword: 'newpass123' }, ACCOUNT_TEXT.oldPasswordRequired],
        [{ oldPassword: 'wrong-one', newPassword: 'newpass123' }, ACCOUNT_TEXT.oldPasswordWrong],
        [{ oldPassword: member.password, newPassword: '12345' }, ACCOUNT_TEXT.passwordLength],
        [{ oldPassword: member.password, newPassword: 'x'.repeat(21) }, ACCOUNT_TEXT.passwordLength],
        [{ oldPassword: member.password }, ACCOUNT_TEXT.newPasswordRequired],
        [{ oldPassword: member.password, newPassword: member.password }, ACCOUNT_TEXT.passwordSameAsOld],
      ];
      for (const [body, message] of cases) {
        expect((await server().post(API.member.modifyPassword, body, { token: member.token })).body).toEqual({ code: CODE.badRequest, msg: message });
      }
      // Nothing changed: the old password still logs in.
      expect((await login(server(), member.mobile, member.password)).body.code).toBe(CODE.ok);
    });

    it('changes it (query form, as the spec sends it), keeps this session and logs every other device out', async () => {
      const member = await createMember(server());
      const other = (await login(server(), member.mobile, member.password)).body.data as { token: string };
      const query = new URLSearchParams({ oldPassword: member.password, newPassword: 'brandnew66' });
      const answer = await server().post(`${API.member.modifyPassword}?${query}`, undefined, { token: member.token });
      expect(answer.body).toEqual({ code: CODE.ok, msg: ACCOUNT_TEXT.passwordSaved });

      expect((await server().get(API.member.info, { token: member.token })).body.code).toBe(CODE.ok);
      expect((await server().get(API.member.info, { token: other.token })).body.code).toBe(CODE.unauthorized);
      expect((await login(server(), member.mobile, member.password)).body).toEqual({ code: CODE.badRequest, msg: TEXT.loginFailed });
      expect((await login(server(), member.mobile, 'brandnew66')).body.code).toBe(CODE.ok);
      // The passwords in the query never reach the info log.
      expect(server().logs.some((line) => JSON.stringify(line).includes('brandnew66'))).toBe(false);
    });

    it('changes it from a signed JSON body too', async () => {
      const member = await createMember(server());
      const answer = await server().post(API.member.modifyPassword, { oldPassword: member.password, newPassword: 'json-pass-1' }, { token: member.token });
      expect(answer.body.code).toBe(CODE.ok);
      expect((await login(server(), member.mobile, 'json-pass-1')).body.code).toBe(CODE.ok);
    });

    it('lets a member without a password (WeChat sign-in) set a first one without the old', async () => {
      const member = await createMember(server(), { password: null });
      expect((await info(member.token)).hasPassword).toBe(false);
      const answer = await server().post(API.member.modifyPassword, { newPassword: 'first-pass' }, { token: member.token });
      expect(answer.body.code).toBe(CODE.ok);
      expect((await info(member.token)).hasPassword).toBe(true);
      expect((await login(server(), member.mobile, 'first-pass')).body.code).toBe(CODE.ok);
      // From now on the old one is required.
      const again = await server().post(API.member.modifyPassword, { newPassword: 'second-pass' }, { token: member.token });
      expect(again.body).toEqual({ code: CODE.badRequest, msg: ACCOUNT_TEXT.oldPasswordRequired });
    });
  });

  describe('avatar', () => {
    let member: Member;
    beforeAll(async () => {
      member = await createMember(server());
    });

    it.each([
      ['photo.png', 'image/png', 'png'],
      ['photo.jpg', 'image/jpeg', 'jpg'],
    ])('stores a real %s through the storage driver and serves it back identical', async (name, type, ext) => {
      const content = await fixture(name);
      const answer = await uploadAvatar(member.token, [{ field: IMAGE_FIELD, filename: name, type, content }]);
      expect(answer.body).toMatchObject({ code: CODE.ok, msg: ACCOUNT_TEXT.avatarSaved });
      const url = (answer.body.data as { avatar: string }).avatar;
      expect(url).toMatch(new RegExp(`^/uploads/avatars/\\d{6}/[0-9a-f]{32}\\.${ext}$`));
      expect((await info(member.token)).avatar).toBe(url);
      // The local-disk driver put it under DATA_DIR/uploads, and the storage knows it as its key.
      const key = new LocalDiskStorage(path.join(server().config.dataDir, 'uploads')).keyOf(url);
      expect(key).toBe(url.slice('/uploads/'.length));
      const onDisk = await readFile(path.join(server().config.dataDir, 'uploads', ...key!.split('/')));
      expect(onDisk.equals(content)).toBe(true);
      const served = await server().app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(content)).toBe(true);
    });

    it('removes the avatar it replaced, so one member keeps one file', async () => {
      const fresh = await createMember(server());
      const first = await uploadAvatar(fresh.token, [{ field: 'file', filename: 'a.png', type: 'image/png', content: await fixture('photo.png') }]);
      const firstUrl = (first.body.data as { avatar: string }).avatar;
      const second = await uploadAvatar(fresh.token, [{ field: 'file', filename: 'b.jpg', type: 'image/jpeg', content: await fixture('photo.jpg') }]);
      const secondUrl = (second.body.data as { avatar: string }).avatar;
      expect(secondUrl).not.toBe(firstUrl);
      const files = await avatarFiles();
      expect(files.some((f) => firstUrl.endsWith(f))).toBe(false);
      expect(files.some((f) => secondUrl.endsWith(f))).toBe(true);
      expect((await server().app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    });

    it('refuses an HTML page named .png, a non-image extension and an SVG, storing nothing', async () => {
      const before = await avatarFiles();
      const avatarBefore = (await info(member.token)).avatar;
      const html = await uploadAvatar(member.token, [{ field: 'file', filename: 'page.png', type: 'image/png', content: await fixture('page.html.png') }]);
      expect(html.body).toEqual({ code: 415, msg: TEXT.unsupportedUpload });
      expect(TEXT.unsupportedUpload).toBe('不支持该文件上传！');
      const text = await uploadAvatar(member.token, [{ field: 'file', filename: 'notes.txt', type: 'text/plain', content: await fixture('notes.txt') }]);
      expect(text.body).toEqual({ code: 415, msg: TEXT.unsupportedUpload });
      const svg = await uploadAvatar(member.token, [{ field: 'file', filename: 'v.svg', type: 'image/svg+xml', content: await fixture('vector.svg') }]);
      expect(svg.body).toEqual({ code: 415, msg: TEXT.unsupportedUpload });
      expect(await avatarFiles()).toEqual(before);
      expect((await info(member.token)).avatar).toBe(avatarBefore);
    });

    it('refuses a picture over 2 MB with the limit in the message', async () => {
      const before = await avatarFiles();
      const png = await fixture('photo.png');
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length + 10)]);
      const answer = await uploadAvatar(member.token, [{ field: 'file', filename: 'big.png', type: 'image/png', content: big }]);
      expect(answer.body).toEqual({ code: 413, msg: ACCOUNT_TEXT.avatarTooLarge });
      expect(await avatarFiles()).toEqual(before);
    });

    it('refuses a missing file, another field and a JSON body', async () => {
      const none = await uploadAvatar(member.token, [{ field: 'note', content: 'hello' }]);
      expect(none.body).toEqual({ code: CODE.badRequest, msg: NO_IMAGE_MESSAGE });
      const wrongField = await uploadAvatar(member.token, [{ field: 'avatar', filename: 'a.png', type: 'image/png', content: await fixture('photo.png') }]);
      expect(wrongField.body).toEqual({ code: CODE.badRequest, msg: NO_IMAGE_MESSAGE });
      const json = await server().post(API.member.modifyAvatar, { file: 'x' }, { token: member.token });
      expect(json.body).toEqual({ code: CODE.badRequest, msg: NO_IMAGE_MESSAGE });
      const empty = await uploadAvatar(member.token, [{ field: 'file', filename: 'empty.png', type: 'image/png', content: Buffer.alloc(0) }]);
      expect(empty.body).toEqual({ code: CODE.badRequest, msg: NO_IMAGE_MESSAGE });
    });
  });

  describe('log off', () => {
    it('cancels the account with the session: every token is revoked and later logins are refused', async () => {
      const member = await createMember(server());
      const other = (await login(server(), member.mobile, member.password)).body.data as { token: string };
      const answer = await server().post(API.member.cancelAccount, undefined, { token: member.token });
      expect(answer.body).toEqual({ code: CODE.ok, msg: TEXT.accountCancelledOk });
      for (const token of [member.token, other.token]) {
        expect((await server().get(API.member.info, { token })).body.code).toBe(CODE.unauthorized);
        expect((await server().post(API.member.modifyNickname, { nickname: '还在吗' }, { token })).body.code).toBe(CODE.unauthorized);
      }
      expect((await login(server(), member.mobile, member.password)).body).toEqual({ code: CODE.badRequest, msg: TEXT.accountCancelled });
      const code = await server().post(API.member.loginCode, { mobile: member.mobile, code: FIXED_SMS_CODE });
      expect(code.body).toEqual({ code: CODE.badRequest, msg: TEXT.accountCancelled });
    });
  });
});
