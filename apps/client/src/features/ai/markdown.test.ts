import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown, safeHref, type Block, type Inline } from './markdown';

const text = (t: string): Inline => ({ type: 'text', text: t });

describe('parseMarkdown (AI answers)', () => {
  it('reads headings, paragraphs with bold, italic and code, and a rule', () => {
    const blocks = parseMarkdown('## 市盈率\n\n**市盈率**是*估值*指标，公式 `PE = P / E`。\n\n---');
    expect(blocks).toEqual<Block[]>([
      { type: 'heading', level: 2, inlines: [text('市盈率')] },
      {
        type: 'paragraph',
        inlines: [
          { type: 'strong', children: [text('市盈率')] }, text('是'), { type: 'em', children: [text('估值')] },
          text('指标，公式 '), { type: 'code', text: 'PE = P / E' }, text('。'),
        ],
      },
      { type: 'hr' },
    ]);
  });

  it('reads bullet and numbered lists, nested by indentation, with items continued on the next line', () => {
    const blocks = parseMarkdown('1. 第一点\n   继续说明\n2. 第二点\n   - 子项 A\n   - 子项 B\n\n- 另一列表');
    expect(blocks).toHaveLength(2);
    const [numbered, bullets] = blocks as [Block & { type: 'list' }, Block & { type: 'list' }];
    expect(numbered.ordered).toBe(true);
    expect(numbered.items).toHaveLength(2);
    expect(numbered.items[0]).toEqual([{ type: 'paragraph', inlines: [text('第一点'), { type: 'br' }, text('继续说明')] }]);
    const nested = numbered.items[1][1] as Block & { type: 'list' };
    expect(nested.type).toBe('list');
    expect(nested.ordered).toBe(false);
    expect(nested.items.map((item) => inlineText((item[0] as Block & { type: 'paragraph' }).inlines))).toEqual(['子项 A', '子项 B']);
    expect(bullets.ordered).toBe(false);
  });

  it('keeps the number a list starts at', () => {
    const [list] = parseMarkdown('3. 三\n4. 四') as [Block & { type: 'list' }];
    expect(list.start).toBe(3);
  });

  it('reads a table with alignment, pipes escaped in cells and short rows padded', () => {
    const [table] = parseMarkdown('| 指标 | 含义 | 数值 |\n|:--|:-:|--:|\n| PE | 市盈率 \\| 倍 | 15 |\n| PB | 市净率 |') as [Block & { type: 'table' }];
    expect(table.type).toBe('table');
    expect(table.align).toEqual(['left', 'center', 'right']);
    expect(table.head.map(inlineText)).toEqual(['指标', '含义', '数值']);
    expect(table.rows.map((row) => row.map(inlineText))).toEqual([['PE', '市盈率 | 倍', '15'], ['PB', '市净率', '']]);
  });

  it('reads fenced code as is (markup inside stays text), and an unclosed fence while streaming', () => {
    expect(parseMarkdown('```python\nprint("**hi**")\n```\n后文')).toEqual<Block[]>([
      { type: 'code', lang: 'python', text: 'print("**hi**")' },
      { type: 'paragraph', inlines: [text('后文')] },
    ]);
    expect(parseMarkdown('看代码：\n\n```js\nconst a = 1;')).toEqual<Block[]>([
      { type: 'paragraph', inlines: [text('看代码：')] },
      { type: 'code', lang: 'js', text: 'const a = 1;' },
    ]);
  });

  it('reads quotes', () => {
    expect(parseMarkdown('> 投资有风险\n> 入市需谨慎')).toEqual<Block[]>([
      { type: 'quote', blocks: [{ type: 'paragraph', inlines: [text('投资有风险'), { type: 'br' }, text('入市需谨慎')] }] },
    ]);
  });

  it('raw HTML blocks and inline tags, pictures and bare addresses: text, text, their description, a checked link', () => {
    expect(parseMarkdown('<div onclick="steal()">\n<b>hi</b>\n</div>\n\n后文')).toEqual<Block[]>([
      { type: 'paragraph', inlines: [text('<div onclick="steal()">\n<b>hi</b>\n</div>')] },
      { type: 'paragraph', inlines: [text('后文')] },
    ]);
    expect(parseInline('很<b>重要</b>')).toEqual([text('很<b>重要</b>')]);
    expect(parseInline('![走势图](https://evil.example/x.png)')).toEqual([text('走势图')]);
    expect(parseInline('见 https://m.caixue.com/a 。')).toEqual([text('见 '), { type: 'link', href: 'https://m.caixue.com/a', children: [text('https://m.caixue.com/a')] }, text(' 。')]);
  });

  it('keeps raw HTML as visible text, never markup', () => {
    const blocks = parseMarkdown('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(blocks).toEqual([{ type: 'paragraph', inlines: [text('<img src=x onerror=alert(1)> <script>alert(1)</script>')] }]);
  });
});

describe('links', () => {
  it('in-app pages and web addresses are links; javascript:, data: and relative paths are plain text', () => {
    expect(parseInline('看[课程](/pages/course/list/view?id=3)')).toEqual([
      text('看'), { type: 'link', href: '/pages/course/list/view?id=3', children: [text('课程')] },
    ]);
    expect(parseInline('[官网](https://m.caixue.com/a)')[0]).toEqual({ type: 'link', href: 'https://m.caixue.com/a', children: [text('官网')] });
    expect(parseInline('[点我](javascript:alert(1))')).toEqual([text('点我')]);
    expect(parseInline('[图](data:text/html;base64,xx)')).toEqual([text('图')]);
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('/pages/news/details/index?id=5')).toBe('/pages/news/details/index?id=5');
  });

  it('snake_case and lone stars stay text; escapes work', () => {
    expect(parseInline('stock_code_a 和 2 * 3 = 6')).toEqual([text('stock_code_a 和 2 * 3 = 6')]);
    expect(parseInline('\\*不是强调\\*')).toEqual([text('*不是强调*')]);
    expect(parseInline('~~旧~~新')).toEqual([{ type: 'del', children: [text('旧')] }, text('新')]);
  });
});
