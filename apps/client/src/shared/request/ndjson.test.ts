import { afterEach, describe, expect, it, vi } from 'vitest';
import { NdjsonDecoder, ndjsonLine, Utf8StreamDecoder } from '@caixue/contract';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('NdjsonDecoder (the AI stream reader)', () => {
  it('reads lines split anywhere, even inside a UTF-8 character', () => {
    const text = ndjsonLine({ type: 'delta', content: '市盈率是股价÷每股收益' }) + ndjsonLine({ type: 'done', n: 1 });
    const all = bytes(text);
    // Every split point of the byte stream, one byte at a time.
    const decoder = new NdjsonDecoder();
    const out: unknown[] = [];
    for (let i = 0; i < all.length; i++) out.push(...decoder.push(all.slice(i, i + 1).buffer));
    out.push(...decoder.end());
    expect(out).toEqual([{ type: 'delta', content: '市盈率是股价÷每股收益' }, { type: 'done', n: 1 }]);
  });

  it('returns a line only once it is complete, and flushes a last line without a newline at the end', () => {
    const decoder = new NdjsonDecoder();
    expect(decoder.push(bytes('{"a":1}\n{"b"'))).toEqual([{ a: 1 }]);
    expect(decoder.push(bytes(':2}\n\n{"c":3}'))).toEqual([{ b: 2 }]);
    expect(decoder.end()).toEqual([{ c: 3 }]);
  });

  it('throws on a line that is not JSON', () => {
    const decoder = new NdjsonDecoder();
    expect(() => decoder.push('oops\n')).toThrow();
  });
});

describe('Utf8StreamDecoder (hosts without TextDecoder: the mini-program on devices)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const samples = ['市盈率 PE = 股价 ÷ 每股收益', 'emoji 📈📉 and ascii', 'ä€𝄞中', '', '\n\n'];

  it('decodes like TextDecoder wherever the bytes are cut', () => {
    for (const text of samples) {
      const all = bytes(text);
      for (let cut = 0; cut <= all.length; cut += 1) {
        const decoder = new Utf8StreamDecoder();
        const out = decoder.decode(all.slice(0, cut), { stream: true }) + decoder.decode(all.slice(cut), { stream: true }) + decoder.decode();
        expect(out).toBe(text);
      }
      // One byte at a time.
      const decoder = new Utf8StreamDecoder();
      let out = '';
      for (const byte of all) out += decoder.decode(Uint8Array.of(byte), { stream: true });
      expect(out + decoder.decode()).toBe(text);
    }
  });

  it('turns malformed bytes into U+FFFD like TextDecoder', () => {
    const cases = [
      Uint8Array.of(0xff, 0x41),
      Uint8Array.of(0xe4, 0xb8, 0x41),
      Uint8Array.of(0xc0, 0xaf),
      Uint8Array.of(0xed, 0xa0, 0x80),
      Uint8Array.of(0xe4, 0xb8),
    ];
    for (const input of cases) {
      expect(new Utf8StreamDecoder().decode(input)).toBe(new TextDecoder().decode(input));
    }
  });

  it('NdjsonDecoder falls back to it when the host has no TextDecoder', () => {
    vi.stubGlobal('TextDecoder', undefined);
    const all = bytes(ndjsonLine({ type: 'delta', content: '成长股📈' }) + ndjsonLine({ type: 'done' }));
    const decoder = new NdjsonDecoder();
    const out: unknown[] = [];
    for (let i = 0; i < all.length; i += 3) out.push(...decoder.push(all.slice(i, i + 3).buffer));
    out.push(...decoder.end());
    expect(out).toEqual([{ type: 'delta', content: '成长股📈' }, { type: 'done' }]);
  });
});
