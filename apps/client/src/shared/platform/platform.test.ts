import { afterEach, describe, expect, it, vi } from 'vitest';
import { taroMock } from '../../../test/taro';
import { getLinkTypeCode, isH5, isIOS, isWeChatBrowser, isWeapp } from './platform';

describe('platform', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('tells H5 from the mini-program', () => {
    expect([isH5(), isWeapp(), getLinkTypeCode()]).toEqual([true, false, 'h5']);
    taroMock.setEnv('WEAPP');
    expect([isH5(), isWeapp(), getLinkTypeCode()]).toEqual([false, true, 'wxApplet']);
  });

  it('recognises iOS whatever the case the host reports', () => {
    expect(isIOS()).toBe(false);
    taroMock.setSystemPlatform('iOS');
    expect(isIOS()).toBe(true);
  });

  it('recognises the WeChat browser on H5 only', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    expect(isWeChatBrowser()).toBe(true);
    taroMock.setEnv('WEAPP');
    expect(isWeChatBrowser()).toBe(false);
    ua.mockReturnValue('Mozilla/5.0 (Linux; Android 14) Chrome/120');
    taroMock.setEnv('WEB');
    expect(isWeChatBrowser()).toBe(false);
  });
});
