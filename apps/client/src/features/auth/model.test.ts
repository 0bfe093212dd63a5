import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, TEXT } from '@caixue/contract';
import { AUTH_TEXT, checkAccountLogin, checkCode, checkCodeLogin, checkMobile, checkPassword, checkRegistration, cleanRegistration } from './model';

const valid = { mobile: '13800000001', code: '246810', password: 'caixue123', nickname: '', agreed: true };

describe('login and register form rules', () => {
  it('checks the mobile number', () => {
    expect(checkMobile('')).toBe(AUTH_TEXT.mobileRequired);
    expect(checkMobile('12345')).toBe(TEXT.mobileInvalid);
    expect(checkMobile('13800000001')).toBeNull();
  });

  it('checks the 6-digit SMS code', () => {
    expect(checkCode('')).toBe(AUTH_TEXT.codeRequired);
    expect(checkCode('12345')).toBe(AUTH_TEXT.codeInvalid);
    expect(checkCode('12a456')).toBe(AUTH_TEXT.codeInvalid);
    expect(checkCode('246810')).toBeNull();
  });

  it('checks the password length (6-20)', () => {
    expect(checkPassword('')).toBe(AUTH_TEXT.passwordRequired);
    expect(checkPassword('12345')).toBe(TEXT.passwordInvalid);
    expect(checkPassword('x'.repeat(21))).toBe(TEXT.passwordInvalid);
    expect(checkPassword('caixue123')).toBeNull();
  });

  it('checks the account form', () => {
    expect(checkAccountLogin({ account: ' ', password: 'x' })).toBe(AUTH_TEXT.accountRequired);
    expect(checkAccountLogin({ account: 'a', password: '' })).toBe(AUTH_TEXT.passwordRequired);
    expect(checkAccountLogin({ account: '13800000001', password: 'caixue123' })).toBeNull();
  });

  it('checks the SMS form, mobile first', () => {
    expect(checkCodeLogin({ mobile: '1', code: '' })).toBe(TEXT.mobileInvalid);
    expect(checkCodeLogin({ mobile: '13800000001', code: '' })).toBe(AUTH_TEXT.codeRequired);
  });

  it('refuses a registration without the agreement ticked', () => {
    expect(checkRegistration(valid)).toBeNull();
    expect(checkRegistration({ ...valid, agreed: false })).toBe(TEXT.agreementRequired);
    expect(checkRegistration({ ...valid, nickname: '名'.repeat(21) })).toBe(ACCOUNT_TEXT.nicknameTooLong);
    expect(checkRegistration({ ...valid, nickname: '<b>名</b>' })).toBe(ACCOUNT_TEXT.nicknameInvalid);
    expect(checkRegistration({ ...valid, nickname: '  ' })).toBeNull();
    expect(checkRegistration({ ...valid, mobile: '' })).toBe(AUTH_TEXT.mobileRequired);
  });

  it('sends trimmed values and leaves out an empty nickname', () => {
    expect(cleanRegistration({ mobile: ' 13800000001 ', code: ' 246810', password: ' pw ', nickname: '  ' }))
      .toEqual({ mobile: '13800000001', code: '246810', password: ' pw ' });
    expect(cleanRegistration({ ...valid, nickname: ' 小财 ' }).nickname).toBe('小财');
  });
});
