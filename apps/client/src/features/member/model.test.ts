import { describe, expect, it } from 'vitest';
import { displayName, FONT_SIZE_OPTIONS, fontSizeLabel, maskMobile } from './model';

describe('member centre model', () => {
  it('masks the middle four digits of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('abc')).toBe('abc');
  });

  it('greets by nickname, then name, account, masked mobile', () => {
    const base = { nickname: '', name: '', account: null, mobile: '13800000001' };
    expect(displayName({ ...base, nickname: '小财' })).toBe('小财');
    expect(displayName({ ...base, name: '张三' })).toBe('张三');
    expect(displayName({ ...base, account: 'zhangsan' })).toBe('zhangsan');
    expect(displayName(base)).toBe('138****0001');
  });

  it('names the font sizes, the default 1.2 as 标准（默认）', () => {
    expect(FONT_SIZE_OPTIONS.map((o) => o.value)).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5]);
    expect(fontSizeLabel(1.2)).toBe('标准（默认）');
    expect(fontSizeLabel(1.5)).toBe('特大');
    expect(fontSizeLabel(1.26)).toBe('较大');
  });
});
