import { describe, expect, it } from 'vitest';
import { taroMock } from '../../../test/taro';
import { setItem } from '../platform/storage';
import { formatPrice, pricesHidden } from './price';

const android = { isIOS: false };

describe('formatPrice', () => {
  it('shows price, cycle and unit', () => {
    expect(formatPrice({ price: 1980, cycle: 1, cycleUnit: 'year', isShowPrice: 1 }, android)).toBe('¥1980 / 1年');
    expect(formatPrice({ price: '99.90', cycle: 3, cycleUnit: 'month', isShowPrice: 1 }, android)).toBe('¥99.9 / 3个月');
    expect(formatPrice({ price: 9.99, cycle: 7, cycleUnit: 'day', isShowPrice: '1' }, android)).toBe('¥9.99 / 7天');
  });

  it('shows 免费 for a price of 0', () => {
    expect(formatPrice({ price: 0, cycle: 1, cycleUnit: 'year', isShowPrice: 1 }, android)).toBe('免费');
    expect(formatPrice({ price: '0.00', isShowPrice: 1 }, android)).toBe('免费');
  });

  it('shows the price alone when the cycle or its unit is missing', () => {
    expect(formatPrice({ price: 128, isShowPrice: 1 }, android)).toBe('¥128');
    expect(formatPrice({ price: 128, cycle: 2, cycleUnit: 'fortnight', isShowPrice: 1 }, android)).toBe('¥128');
  });

  it('shows nothing unless isShowPrice is 1', () => {
    expect(formatPrice({ price: 1980, cycle: 1, cycleUnit: 'year', isShowPrice: 0 }, android)).toBeNull();
    expect(formatPrice({ price: 1980, cycle: 1, cycleUnit: 'year' }, android)).toBeNull();
    expect(formatPrice({ price: null, isShowPrice: 1 }, android)).toBeNull();
    expect(formatPrice({ price: 'n/a', isShowPrice: 1 }, android)).toBeNull();
  });

  it('on iOS shows the price only while currentVersionStatus is 1', () => {
    const row = { price: 1980, cycle: 1, cycleUnit: 'year', isShowPrice: 1 };
    expect(formatPrice(row, { isIOS: true, currentVersionStatus: 0 })).toBeNull();
    expect(formatPrice(row, { isIOS: true })).toBeNull();
    expect(formatPrice(row, { isIOS: true, currentVersionStatus: 1 })).toBe('¥1980 / 1年');
    expect(pricesHidden({ isIOS: true, currentVersionStatus: 0 })).toBe(true);
    expect(pricesHidden({ isIOS: true, currentVersionStatus: 1 })).toBe(false);
    expect(pricesHidden({ isIOS: false, currentVersionStatus: 0 })).toBe(false);
  });

  it('reads the platform and the stored status by default', () => {
    const row = { price: 10, cycle: 1, cycleUnit: 'month', isShowPrice: 1 };
    taroMock.setSystemPlatform('iOS');
    expect(formatPrice(row)).toBeNull();
    setItem('currentVersionStatus', 1);
    expect(formatPrice(row)).toBe('¥10 / 1个月');
    taroMock.setSystemPlatform('android');
    setItem('currentVersionStatus', 0);
    expect(formatPrice(row)).toBe('¥10 / 1个月');
  });
});
