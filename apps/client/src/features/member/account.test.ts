import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, API, TEXT, checkAvatarUrl, checkPasswordChange, checkProfileName, cleanAvatarUrl, cleanProfileName } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { UnsupportedAvatarError, modifyPassword, uploadAvatar } from './api';
import { CACHE_KEYS, cacheBytes, formatBytes, isAvatarFile, versionCheckLabel } from './account';

describe('account rules', () => {
  it('checks a nickname or name: trimmed, 1-20 characters, no < >', () => {
    expect(checkProfileName('nickname', '  老股民 ')).toEqual({ ok: true, value: '老股民' });
    expect(checkProfileName('nickname', '   ')).toEqual({ ok: false, message: ACCOUNT_TEXT.nicknameRequired });
    expect(checkProfileName('nickname', undefined)).toEqual({ ok: false, message: ACCOUNT_TEXT.nicknameRequired });
    expect(checkProfileName('nickname', '财'.repeat(21))).toEqual({ ok: false, message: ACCOUNT_TEXT.nicknameTooLong });
    expect(checkProfileName('nickname', '财'.repeat(19) + '📈')).toEqual({ ok: true, value: '财'.repeat(19) + '📈' });
    expect(checkProfileName('nickname', '<b>hi</b>')).toEqual({ ok: false, message: ACCOUNT_TEXT.nicknameInvalid });
    expect(checkProfileName('name', 'a\u0000b')).toEqual({ ok: false, message: ACCOUNT_TEXT.nameInvalid });
    expect(checkProfileName('name', '')).toEqual({ ok: false, message: ACCOUNT_TEXT.nameRequired });
    expect(ACCOUNT_TEXT.nicknameTooLong).toBe('昵称不能超过20个字');
  });

  it('cleans a name WeChat supplies instead of refusing it', () => {
    expect(cleanProfileName('<b>股神</b>\u200b')).toBe('＜b＞股神＜/b＞');
    expect(cleanProfileName(' 财'.repeat(25))).toBe([...' 财'.repeat(25).trim()].slice(0, 20).join('').trim());
    expect(cleanProfileName('\u0007 ')).toBe('');
    expect(checkProfileName('nickname', cleanProfileName('<script>'.repeat(9))).ok).toBe(true);
  });

  it('accepts avatars only from our storage or https, and upgrades WeChat http pictures', () => {
    for (const ok of ['', '/uploads/avatars/202611/a1.png', 'https://thirdwx.qlogo.cn/mmopen/x/132']) expect(checkAvatarUrl(ok)).toEqual({ ok: true, value: ok });
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', 'http://a.cn/x.png', '//a.cn/x.png', 'https://u:p@a.cn/x.png', '/uploads/../x', '/uploads/.env', '/static/x.png', 'https://a.cn/x.png" onerror="x', 'vbscript:x']) {
      expect([bad, checkAvatarUrl(bad)]).toEqual([bad, { ok: false, message: ACCOUNT_TEXT.avatarInvalid }]);
    }
    expect(cleanAvatarUrl('http://thirdwx.qlogo.cn/mmopen/x/132')).toBe('https://thirdwx.qlogo.cn/mmopen/x/132');
    expect(cleanAvatarUrl('javascript:alert(1)')).toBe('');
  });

  it('checks a password change in the order the form shows the fields', () => {
    const base = { oldPassword: 'old123', newPassword: 'new12345', confirmPassword: 'new12345', requireOld: true };
    expect(checkPasswordChange(base)).toBeNull();
    expect(checkPasswordChange({ ...base, oldPassword: '' })).toBe('请输入原密码');
    expect(checkPasswordChange({ ...base, newPassword: '' })).toBe('请输入新密码');
    expect(checkPasswordChange({ ...base, newPassword: '12345', confirmPassword: '12345' })).toBe('密码长度为6-20位');
    expect(checkPasswordChange({ ...base, newPassword: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) })).toBe('密码长度为6-20位');
    expect(checkPasswordChange({ ...base, confirmPassword: '' })).toBe('请再次输入新密码');
    expect(checkPasswordChange({ ...base, confirmPassword: 'new12346' })).toBe('两次输入的新密码不一致');
    expect(checkPasswordChange({ ...base, newPassword: 'old123', confirmPassword: 'old123' })).toBe('新密码不能与原密码相同');
    // A member without a password (WeChat) sets one without the old.
    expect(checkPasswordChange({ ...base, oldPassword: '', requireOld: false })).toBeNull();
  });

  it('accepts only png/jpg/jpeg/gif/bmp avatars, by path or file name', () => {
    ['a.png', 'B.JPG', 'c.jpeg', 'd.gif', 'e.bmp', 'wxfile://tmp_1.png?x=1'].forEach((p) => expect(isAvatarFile(p)).toBe(true));
    ['a.webp', 'b.svg', 'page.html', 'noext', 'x.png.exe', 'blob:http://x/1'].forEach((p) => expect(isAvatarFile(p)).toBe(false));
  });

  it('measures and names the cache size', () => {
    const stored: Record<string, unknown> = { navData: [{ title: '直播📈' }], token: 'secret', advertisementShow: 'v1' };
    const utf8 = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    expect(cacheBytes((key) => stored[key])).toBe(utf8(stored.navData) + utf8('v1'));
    expect(CACHE_KEYS).not.toContain('token');
    expect(CACHE_KEYS).not.toContain('deviceId');
    expect(CACHE_KEYS).not.toContain('fontSizeSync');
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(10)).toBe('0.1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(versionCheckLabel('latest')).toBe('已是最新版本');
  });
});

describe('account api', () => {
  it('refuses a non-image before any upload with 不支持该文件上传！', async () => {
    await expect(uploadAvatar('blob:http://x/1', 'notes.txt')).rejects.toBeInstanceOf(UnsupportedAvatarError);
    expect(taroMock.toasts.map((t) => t.title)).toContain(TEXT.unsupportedUpload);
    expect(TEXT.unsupportedUpload).toBe('不支持该文件上传！');
    expect(taroMock.server.uploads).toEqual([]);
  });

  it('uploads an avatar in the field file with the H5 file name and resolves its url', async () => {
    taroMock.server.on('UPLOAD', API.member.modifyAvatar, { data: { code: 200, msg: '', data: { avatar: '/uploads/avatars/x.png' } } });
    expect(await uploadAvatar('blob:http://x/1', 'Me.PNG')).toBe('/uploads/avatars/x.png');
    expect(taroMock.server.uploads[0]).toMatchObject({ name: 'file', filePath: 'blob:http://x/1' });
  });

  it('sends the passwords in the signed body, without the old one for a first password', async () => {
    taroMock.server.on('POST', API.member.modifyPassword, { data: { code: 200, msg: '密码修改成功' } });
    await modifyPassword('old123', 'new12345');
    expect(JSON.parse(String(taroMock.server.lastRequest()!.data))).toEqual({ oldPassword: 'old123', newPassword: 'new12345' });
    await modifyPassword(undefined, 'first1');
    expect(JSON.parse(String(taroMock.server.lastRequest()!.data))).toEqual({ newPassword: 'first1' });
  });
});
