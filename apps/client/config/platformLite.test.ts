import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from './platformLite';

// The real package (Taro's H5 APIs depend on it; the H5 build swaps in platformLite).
const platform = createRequire(import.meta.url)('platform') as { parse: (ua: string) => { os: { family: string | null; toString(): string }; manufacturer: string | null; product: string | null } };

const AGENTS = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPhoneWeChat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 15_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.1 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
  androidWeChat: 'Mozilla/5.0 (Linux; Android 10; V1934A Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230405 MMWEBID/2585 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  headlessLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
};

describe('platformLite (the H5 build\'s stand-in for `platform`)', () => {
  it.each(Object.entries(AGENTS))('gives the same OS family as platform for %s', (_name, ua) => {
    expect(parse(ua).os.family).toBe(platform.parse(ua).os.family);
  });

  it.each(['iPhone', 'iPhoneWeChat', 'iPad', 'androidChrome', 'androidWeChat', 'windows'] as const)('gives the same system string, maker and model as platform on %s', (name) => {
    const ua = AGENTS[name];
    const ours = parse(ua);
    const theirs = platform.parse(ua);
    expect(ours.os.toString()).toBe(theirs.os.toString());
    expect(ours.manufacturer ?? null).toBe(theirs.manufacturer ?? null);
    if (name !== 'androidChrome') expect(ours.product ?? null).toBe(theirs.product ?? null);
  });

  it('answers nothing rather than guessing for an unknown agent', () => {
    expect(parse('curl/8.0').os.family).toBeNull();
    expect(parse('curl/8.0').os.toString()).toBe('');
  });
});
