import { describe, expect, it } from 'vitest';
import { checkQr, drawQr, normalizeColour, qrMatrix, qrSvg, QR_TEXT } from './qr';

describe('QR generation (SPEC §5)', () => {
  it('requires data', () => {
    for (const data of ['', '   ', null, undefined]) expect(() => checkQr(data)).toThrow(QR_TEXT.dataRequired);
  });

  it('requires different foreground and background colours, however written', () => {
    expect(() => checkQr('x', { foreground: '#FFF', background: '#ffffff' })).toThrow(QR_TEXT.sameColours);
    expect(() => checkQr('x', { foreground: '#000', background: '#000000' })).toThrow(QR_TEXT.sameColours);
    expect(() => checkQr('x', { foreground: 'red', background: '#fff' })).toThrow(QR_TEXT.badColour);
    expect(checkQr('x', { foreground: '#D81E06' })).toEqual({ data: 'x', foreground: '#d81e06', background: '#ffffff' });
    expect(normalizeColour('#AbC')).toBe('#aabbcc');
  });

  it('draws the modules in the chosen colours with a quiet zone', () => {
    const matrix = qrMatrix('https://m.caixue.com/pages/login/register/index?parentMemberId=1');
    expect(matrix.length).toBeGreaterThanOrEqual(25);
    expect(matrix[0].slice(0, 7)).toEqual([true, true, true, true, true, true, true]); // a finder pattern
    const svg = qrSvg('财学', { foreground: '#d81e06', background: '#fffaf0' });
    expect(svg).toContain('fill="#d81e06"');
    expect(svg).toContain('fill="#fffaf0"');
    const side = qrMatrix('财学').length + 8;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    expect(svg).not.toContain('%');
  });

  it('paints the background first, then each dark module, on a canvas', () => {
    const calls: [string, number, number][] = [];
    const context = { fillStyle: '' as string | CanvasGradient | CanvasPattern, fillRect(x: number, y: number) { calls.push([String(this.fillStyle), x, y]); } };
    drawQr(context, 'hello', 10, 20, 290);
    const dark = qrMatrix('hello').flat().filter(Boolean).length;
    expect(calls[0]).toEqual(['#ffffff', 10, 20]);
    expect(calls.length).toBe(1 + dark);
    expect(calls.slice(1).every(([colour]) => colour === '#000000')).toBe(true);
    expect(() => drawQr(context, '', 0, 0, 100)).toThrow(QR_TEXT.dataRequired);
  });
});
