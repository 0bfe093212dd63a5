import { amountInCapitals, creditCodeCheckChar, invoiceFormErrors, INVOICE_TEXT, isValidCreditCode, isValidEmail, splitTax } from '@caixue/contract';
import { describe, expect, it } from 'vitest';
import { SELLER } from '../src/integrations/einvoice/seller';

/** The shared invoice rules (packages/contract/src/invoice.ts), used by the server and the client form. */

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts real codes with their check digit', () => {
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T', '9144030071526726XG', '91110108551385082Q']) {
      expect(isValidCreditCode(code), code).toBe(true);
    }
    expect(isValidCreditCode(SELLER.creditCode)).toBe(true);
  });

  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91350100M000100Y')).toBeNull();
  });

  it('refuses a wrong check digit, a wrong length, lower case, I/O/S/V/Z and a non-digit division code', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y433')).toBe(false);
    expect(isValidCreditCode('91350100m000100y43')).toBe(false);
    expect(isValidCreditCode('91350100MO00100Y43')).toBe(false);
    expect(isValidCreditCode('9135A100M000100Y43')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
    // Every other last character is refused.
    const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const wrong = [...chars].filter((c) => c !== '3').map((c) => `91350100M000100Y4${c}`);
    expect(wrong.filter(isValidCreditCode)).toEqual([]);
  });

  it('the form rules: a company needs a valid code; e-mail required and valid', () => {
    expect(invoiceFormErrors({ titleType: 'personal', title: '张三', email: 'a@b.cn' })).toEqual({});
    expect(invoiceFormErrors({ titleType: 'company', title: '某公司', creditCode: '', email: 'a@b.cn' })).toEqual({ creditCode: INVOICE_TEXT.creditCodeRequired });
    expect(invoiceFormErrors({ titleType: 'company', title: '某公司', creditCode: '91350100M000100Y44', email: 'a@b' })).toEqual({
      creditCode: INVOICE_TEXT.creditCodeInvalid,
      email: INVOICE_TEXT.emailInvalid,
    });
    expect(invoiceFormErrors({ titleType: 'personal', title: ' ', email: '' })).toEqual({ title: INVOICE_TEXT.titleRequired, email: INVOICE_TEXT.emailRequired });
    expect(isValidEmail('finance@caixue-demo.com.cn')).toBe(true);
    expect(isValidEmail('a b@c.cn')).toBe(false);
  });
});

describe('大写金额', () => {
  it.each([
    [50, '伍角'],
    [7, '柒分'],
    [10007, '壹佰元零柒分'],
    [198000, '壹仟玖佰捌拾元整'],
    [1000100, '壹万零壹元整'],
    [0, '零元整'],
    [100, '壹元整'],
    [150, '壹元伍角'],
    [1234567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [100100, '壹仟零壹元整'],
    [1000000000000, '壹佰亿元整'],
    [10001000000, '壹亿零壹万元整'],
    [2980000, '贰万玖仟捌佰元整'],
    [29800, '贰佰玖拾捌元整'],
    [1990, '壹拾玖元玖角'],
    [200050, '贰仟元伍角'],
  ])('%i fen -> %s', (fen, text) => {
    expect(amountInCapitals(fen)).toBe(text);
  });

  it('refuses negative and fractional fen', () => {
    expect(() => amountInCapitals(-1)).toThrow(RangeError);
    expect(() => amountInCapitals(1.5)).toThrow(RangeError);
  });
});

describe('tax included at 6%', () => {
  it('splits to the fen and adds up exactly', () => {
    expect(splitTax(198000)).toEqual({ netFen: 186792, taxFen: 11208 });
    expect(splitTax(29800)).toEqual({ netFen: 28113, taxFen: 1687 });
    expect(splitTax(1)).toEqual({ netFen: 1, taxFen: 0 });
    for (let fen = 0; fen < 5000; fen += 7) {
      const { netFen, taxFen } = splitTax(fen);
      expect(netFen + taxFen).toBe(fen);
      // The net is rounded to the fen, so the tax is within half a fen times 1.06 of 6% of it.
      expect(Math.abs(taxFen - netFen * 0.06)).toBeLessThanOrEqual(0.53 + 1e-9);
    }
  });
});
