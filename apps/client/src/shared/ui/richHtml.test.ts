import { describe, expect, it } from 'vitest';
import { compressRows, htmlToText } from './richHtml';

function table(rows: number): string {
  return `<table><tbody>${Array.from({ length: rows }, (_, i) => `<tr style="color:red"><td>${i + 1}</td></tr>`).join('')}</tbody></table>`;
}

describe('compressRows (SPEC §9: rows over 50)', () => {
  it('leaves tables of 50 rows or fewer alone', () => {
    const html = `<p>a</p>${table(50)}`;
    expect(compressRows(html)).toEqual({ html, hidden: 0 });
  });

  it('hides the rows past 50 of each long table', () => {
    const { html, hidden } = compressRows(`${table(53)}<p>中</p>${table(51)}`);
    expect(hidden).toBe(4);
    expect(html.match(/display:none/g)).toHaveLength(4);
    expect(html).toContain('<tr class="rich-html__row--extra" style="display:none"><td>51</td>');
    expect(html).toContain('<tr style="color:red"><td>50</td>');
    expect(htmlToText(html)).toContain('中');
  });
});
