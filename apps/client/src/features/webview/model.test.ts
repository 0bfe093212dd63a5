import { describe, expect, it } from 'vitest';
import { allowlistFrameSources, decideWebView } from '@caixue/contract';
import { absoluteAddress, clampOffset, decideAddress, pictureAddress, pinchScale, queryAddress } from './model';

const LIST = ['caixue.com', '*.caixue.com', 'mp.weixin.qq.com', 'http://127.0.0.1:9000'];
const OWN = 'http://127.0.0.1:8080';

describe('web-view allowlist', () => {
  it('opens listed hosts over https, their subdomains where *. says so, and exact origins', () => {
    for (const url of ['https://caixue.com/a', 'https://m.caixue.com/x?y=1', 'https://a.b.caixue.com', 'https://mp.weixin.qq.com/s/abc', 'https://CAIXUE.com:8443/', 'http://127.0.0.1:9000/page']) {
      expect([url, decideWebView(url, LIST, OWN).allowed]).toEqual([url, true]);
    }
  });

  it('refuses everything else, including look-alikes and tricks', () => {
    const refused = [
      'http://caixue.com/', // plain http for a host entry
      'https://evilcaixue.com/',
      'https://caixue.com.evil.org/',
      'https://weixin.qq.com/',
      'http://127.0.0.1:9001/',
    ];
    for (const url of refused) expect([url, decideWebView(url, LIST, OWN)]).toEqual([url, { allowed: false, reason: 'refused' }]);
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'caixue.com', '//caixue.com/x', 'https://caixue.com\\@evil.org', 'https://[::1]/', 'https://caixue.com@evil.org/']) {
      expect([url, decideWebView(url, LIST, OWN).allowed]).toEqual([url, false]);
    }
    expect(decideWebView('', LIST, OWN)).toEqual({ allowed: false, reason: 'missing' });
    expect(decideWebView('https://m.caixue.com', [], OWN).allowed).toBe(false);
  });

  it('always opens our own origin; relative paths are on it', () => {
    expect(decideAddress('/pages/about/index', [], OWN)).toEqual({ allowed: true, url: `${OWN}/pages/about/index` });
    expect(decideAddress(encodeURIComponent('https://m.caixue.com/a?b=1'), LIST, OWN)).toEqual({ allowed: true, url: 'https://m.caixue.com/a?b=1' });
    expect(absoluteAddress('//evil.org/x', OWN)).toBe('//evil.org/x');
    expect(queryAddress(' https%3A%2F%2Fa.caixue.com ')).toBe('https://a.caixue.com');
  });

  it('turns the list into CSP frame sources', () => {
    expect(allowlistFrameSources([...LIST, 'not a host'])).toEqual(['https://caixue.com:*', 'https://*.caixue.com:*', 'https://mp.weixin.qq.com:*', 'http://127.0.0.1:9000']);
  });
});

describe('picture page', () => {
  it('takes our files and http(s) pictures only', () => {
    expect(pictureAddress('/uploads/seed/a.png', '')).toBe('/uploads/seed/a.png');
    expect(pictureAddress(encodeURIComponent('/uploads/seed/a.png'), 'http://h')).toBe('http://h/uploads/seed/a.png');
    expect(pictureAddress('https://cdn.example.com/p.jpg', '')).toBe('https://cdn.example.com/p.jpg');
    expect(pictureAddress('javascript:alert(1)', '')).toBeNull();
    expect(pictureAddress(undefined, '')).toBeNull();
  });

  it('zooms between 1× and 4× and pans only as far as the picture overhangs', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 100, 1000)).toBe(4);
    expect(pinchScale(2, 100, 10)).toBe(1);
    expect(pinchScale(1.5, 0, 50)).toBe(1.5);
    expect(clampOffset({ x: 500, y: -500 }, 2, { width: 300, height: 600 })).toEqual({ x: 150, y: -300 });
    expect(clampOffset({ x: 20, y: 20 }, 1, { width: 300, height: 600 })).toEqual({ x: 0, y: 0 });
  });
});
