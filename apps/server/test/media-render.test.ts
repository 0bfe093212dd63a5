import { describe, expect, it } from 'vitest';
import { imageSize, sniffImage } from '../src/modules/media/image-type';
import { CardRenderer, type CardInput } from '../src/modules/media/render/card';
import { loadFonts } from '../src/modules/media/render/fonts';
import { htmlToBlocks, textToBlocks } from '../src/modules/media/render/html-blocks';
import { chinaTime, parseIds } from '../src/modules/media/screenshot';

const hostile = '<p>老师好<script>window.pwned=1</script><b>加粗</b>&amp;&lt;svg onload=x&gt;</p><style>p{}</style><img src="/uploads/chat/a.png"><img src="https://evil.example/x.png" alt="[微笑]"><img src="/uploads/../etc/passwd">';

describe('screenshot text model', () => {
  it('keeps text, bold and local pictures; drops scripts, styles and remote or escaping pictures', () => {
    expect(htmlToBlocks(hostile)).toEqual([
      {
        kind: 'text',
        runs: [
          { text: '老师好', bold: false, link: false },
          { text: '加粗', bold: true, link: false },
          { text: '&<svg onload=x>', bold: false, link: false },
        ],
      },
      { kind: 'image', src: '/uploads/chat/a.png' },
      { kind: 'text', runs: [{ text: '[微笑][图片]', bold: false, link: false }] },
    ]);
    expect(textToBlocks('第一行\n\n  第二行\t好 ')).toEqual([
      { kind: 'text', runs: [{ text: '第一行', bold: false, link: false }] },
      { kind: 'text', runs: [{ text: '  第二行 好', bold: false, link: false }] },
    ]);
  });

  it('parses ids and formats China time', () => {
    expect(parseIds('3, 1,3', [2, '4,5'], undefined)).toEqual([3, 1, 2, 4, 5]);
    expect(() => parseIds('1;2')).toThrow();
    expect(() => parseIds([-1])).toThrow();
    expect(chinaTime('2024-05-20T01:31:00.000Z')).toBe('2024-05-20 09:31');
    expect(chinaTime('2024-05-20T16:05:00.000Z')).toBe('2024-05-21 00:05');
  });

  it('knows pictures by their bytes', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('BM this is only text, not a bitmap file'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(imageSize(Buffer.from('GIF89a\x20\x00\x10\x00', 'latin1'))).toEqual({ width: 32, height: 16 });
  });
});

describe('card renderer', () => {
  const input: CardInput = {
    title: '<直播间> & "引号"',
    date: '2024-05-20',
    messages: [
      { author: '王建国</text><script>', teacher: true, time: '2024-05-20 09:31', quote: null, blocks: htmlToBlocks(hostile) },
      { author: '小李', teacher: false, time: '2024-05-20 09:35', quote: { author: '王建国', blocks: htmlToBlocks('<p>原文</p>') }, blocks: textToBlocks('internationalization '.repeat(12)) },
    ],
  };

  it('never puts user text into the SVG as markup (fallback text drawing escapes it)', async () => {
    const renderer = new CardRenderer(null, '/nonexistent');
    const svg = await renderer.compose(input);
    expect(svg).not.toMatch(/<script|<svg onload|<\/text><script/);
    expect(svg).toContain('&lt;');
    // resvg's own text drawing is slow with a large CJK font (about 1.5 ms a glyph): keep this one small.
    const png = await renderer.render({ title: '<标题>', date: input.date, messages: [{ ...input.messages[0], blocks: textToBlocks('<b>短</b>') }] });
    expect(png.readUInt32BE(16)).toBe(750);
  });

  it('draws glyph outlines when a font file is present, and wraps long text onto more lines', async () => {
    const fonts = loadFonts();
    if (!fonts) return; // no font file on this machine: covered by the fallback test above
    const renderer = new CardRenderer(fonts, '/nonexistent');
    const svg = await renderer.compose(input);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('script');
    const short = await renderer.render({ ...input, messages: [{ ...input.messages[1], blocks: textToBlocks('short') }] });
    const long = await renderer.render({ ...input, messages: [input.messages[1]] });
    expect(long.readUInt32BE(20)).toBeGreaterThan(short.readUInt32BE(20) + 3 * 44);
  });
});
