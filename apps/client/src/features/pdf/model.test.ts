import { describe, expect, it } from 'vitest';
import { nextZoom, pdfSource, ZOOM } from './model';

describe('pdf viewer urls', () => {
  it('opens our /media and /uploads paths and http(s) addresses, encoded or not', () => {
    expect(pdfSource('/media/invoices/ab/1.pdf?exp=1&sig=x')).toMatch(/\/media\/invoices\/ab\/1\.pdf\?exp=1&sig=x$/);
    expect(pdfSource(encodeURIComponent('/media/invoices/ab/1.pdf?exp=1&sig=x'))).toMatch(/\/media\/invoices\/ab\/1\.pdf\?exp=1&sig=x$/);
    expect(pdfSource('https://example.com/a.pdf')).toBe('https://example.com/a.pdf');
  });

  it('refuses anything else (链接无效)', () => {
    for (const bad of [undefined, '', 'javascript:alert(1)', 'file:///etc/passwd', '/api/member/get/info', 'ftp://x/a.pdf', '//evil.com/a.pdf', '%E4%BD%A0']) expect(pdfSource(bad), String(bad)).toBeNull();
  });
});

describe('zoom', () => {
  it('steps by a quarter within its limits', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(ZOOM.max, 1)).toBe(ZOOM.max);
    expect(nextZoom(ZOOM.min, -1)).toBe(ZOOM.min);
  });
});
