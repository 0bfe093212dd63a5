import { describe, expect, it } from 'vitest';
import { compressRows, htmlToText, imageSources, splitImages } from './richHtml';

function table(rows: number): string {
  return `<table><tbody>${Array.from({ length: rows }, (_, i) => `<tr style="color:red"><td>${i + 1}</td></tr>`).join('')}</tbody></table>`;
}

describe('compressRows (SPEC §9: rows over 50)', () => {
  it('leaves tables of 50 rows or fewer alone', () => {
    const html = `<p>a</p>${table(50)}`;
    expect(compressRows(html)).toEqual({ html, hidden: 0, flattened: 0 });
  });

  it('hides the rows past 50 of each long table', () => {
    const { html, hidden } = compressRows(`${table(53)}<p>中</p>${table(51)}`);
    expect(hidden).toBe(4);
    expect(html.match(/display:none/g)).toHaveLength(4);
    expect(html).toContain('<tr class="rich-html__row--extra" style="display:none"><td>51</td>');
    expect(html).toContain('<tr style="color:red"><td>50</td>');
    expect(htmlToText(html)).toContain('中');
    expect(compressRows(table(53), { allTableRows: true })).toMatchObject({ hidden: 0 });
  });

  it('flattens a paragraph of more than 50 nodes to its text, keeping pictures', () => {
    const names = Array.from({ length: 30 }, (_, i) => `<strong>板块${i}</strong>`).join('、');
    const long = `<p class="x">题材：${names}<img src="/a.png"></p>`;
    const short = `<p>只有<b>几个</b>节点</p>`;
    const { html, flattened } = compressRows(short + long);
    expect(flattened).toBe(1);
    expect(html).toContain(short);
    expect(html).toContain('<p class="x" data-compressed="1">题材：板块0、板块1');
    expect(html).not.toContain('<strong>板块');
    expect(html).toContain('<img src="/a.png">');
    expect(htmlToText(html)).toBe(htmlToText(short + long));
  });
});

describe('signed picture urls (gated rooms, issue 11)', () => {
  const signed = '/media/chat/202611/ab.png?exp=1764000000&sig=abc-_';
  const html = `<p>图</p><img src="${signed.replace('&', '&amp;')}" />`;

  it('reads the src as the browser does: &amp; decoded, query string kept', () => {
    expect(imageSources(html)[0]).toMatch(/\/media\/chat\/202611\/ab\.png\?exp=1764000000&sig=abc-_$/);
    expect(splitImages(html).find((s) => s.kind === 'image')).toEqual({ kind: 'image', src: imageSources(html)[0] });
  });
});
