import { describe, expect, it } from 'vitest';
import {
  inRange, isAlnum, isAmount, isChinese, isCode, isDate, isDigits, isEmail, isEmpty, isIdCard, isImageFile, isJsonString,
  isLandline, isLetters, isMobile, isPlate, isUrl, isVideoFile,
} from './validators';

type Case = [name: string, check: (v: string) => boolean, valid: string[], invalid: (string | null | undefined)[]];

const cases: Case[] = [
  ['isMobile', isMobile, ['13800138000', '19912345678', ' 15012345678 '], ['12800138000', '1380013800', '138001380001', '+8613800138000', '', null]],
  ['isAmount', isAmount, ['1', '0.5', '19.99', '1980', '0.01'], ['0', '0.00', '-1', '1.999', '01', 'abc', '1.', '']],
  ['isLandline', isLandline, ['010-12345678', '0571-8888888', '02012345678', '88888888', '010-12345678-123'], ['12345', '1380013800a', '010-0234567']],
  ['isEmail', isEmail, ['a@b.cn', 'first.last+tag@mail.example.com'], ['a@b', 'a.b.cn', '@b.cn', 'a b@c.cn']],
  ['isUrl', isUrl, ['https://caixue.com', 'http://127.0.0.1:8080/pages/index?a=1', 'https://a.b.cn/x#y'], ['ftp://a.cn', 'caixue.com', 'https://', 'http://a b.cn']],
  ['isIdCard', isIdCard, ['11010519491231002X', '11010519491231002x', '440308199901011234'], ['110105194912310021', '440308199901011232', '11010519491331002X', '1101051949123100', '11010519490230002X']],
  ['isPlate', isPlate, ['京A12345', '粤B8888挂', '沪AD12345', '浙a12345'], ['A12345', '京12345', '京A1234', '京I12345', '京A123456789']],
  ['isDigits', isDigits, ['0', '0123'], ['1.5', '-1', '', 'a1']],
  ['isLetters', isLetters, ['abc', 'ABCdef'], ['ab1', '', '中文']],
  ['isAlnum', isAlnum, ['abc123', 'A1'], ['ab_1', '', '中1']],
  ['isChinese', isChinese, ['财学', '投资教育'], ['财学a', '', 'abc', '财 学']],
  ['isDate', isDate, ['2024-02-29', '2024/1/5', '2025-11-22 08:30', '2025-11-22 23:59:59'], ['2023-02-29', '2024-13-01', '2024-01-32', '2024-01-01 24:00', 'yesterday']],
  ['isJsonString', isJsonString, ['{"a":1}', '[1,2]'], ['1', '"text"', '{a:1}', '', 'null']],
];

describe.each(cases)('%s', (_name, check, valid, invalid) => {
  it.each(valid)('accepts %s', (value) => { expect(check(value)).toBe(true); });
  it.each(invalid)('refuses %s', (value) => { expect(check(value as string)).toBe(false); });
});

describe('isCode', () => {
  it('wants 6 digits by default and any length when asked', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });
});

describe('file types', () => {
  it('accepts the chat picture types only, in any case and with a query', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp', 'https://x.cn/f.png?w=100']) expect(isImageFile(name), name).toBe(true);
    for (const name of ['a.webp', 'b.svg', 'png', 'c.png.exe', '']) expect(isImageFile(name), name).toBe(false);
  });

  it('recognises video files', () => {
    expect(isVideoFile('lesson.MP4')).toBe(true);
    expect(isVideoFile('clip.mov')).toBe(true);
    expect(isVideoFile('cover.png')).toBe(false);
  });
});

describe('inRange', () => {
  it('includes both ends and refuses non-numbers', () => {
    expect(inRange(1, 1, 5)).toBe(true);
    expect(inRange('5', 1, 5)).toBe(true);
    expect(inRange(5.01, 1, 5)).toBe(false);
    expect(inRange(0, 1, 5)).toBe(false);
    expect(inRange('abc', 1, 5)).toBe(false);
    expect(inRange('', 0, 5)).toBe(false);
  });
});

describe('isEmpty', () => {
  it.each([[null], [undefined], [''], ['   '], [[]], [{}], [new Map()], [new Set()], [Number.NaN]])('%o is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });
  it.each([[0], [false], ['0'], [[0]], [{ a: undefined }], [new Date(0)]])('%o is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
