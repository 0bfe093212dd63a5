import { describe, expect, it } from 'vitest';
import { AdviceWatch, adviceIn, mentionsSecurity } from '../src/modules/ai/advice-check';

/** The AI answer check (issue 16): a named security together with buy/sell/target advice is caught. */
describe('advice check', () => {
  it.each([
    '建议买入 600519，目标价 2000 元。',
    '贵州茅台现在可以逢低买入。',
    '可以在 10 元附近加仓招商银行',
    '宁德时代止损位设在 180 元',
    '中国平安目标价 60 元',
    '600036.SH 短期可以减仓',
    'sz000001 建议卖出',
    '| 600519 | 贵州茅台 | 买入 |',
    '茅台上看 2000 元',
  ])('catches %s', (text) => {
    expect(adviceIn(text)).toBe(true);
  });

  it.each([
    '市盈率（P/E）是股价除以每股收益，用来衡量估值高低。',
    '买入股票前，应先了解公司的基本面和自身的风险承受能力。',
    '贵州茅台是一家白酒行业的上市公司。',
    '600519 是贵州茅台的股票代码。',
    '定投每月买入 100000 元的基金份额也需要量力而行。',
    '设置止损位是风险控制的常用方法。',
    '2026 年一季度，上证指数 3300 点附近震荡。',
    '贵州茅台发布了年报。建议投资者在买入任何股票前先阅读年报。',
  ])('lets pass %s', (text) => {
    expect(adviceIn(text)).toBe(false);
  });

  it('knows codes and names of the market universe', () => {
    expect(mentionsSecurity('招商银行')).toBe(true);
    expect(mentionsSecurity('代码 300750')).toBe(true);
    expect(mentionsSecurity('成交 300750 股')).toBe(false);
    expect(mentionsSecurity('银行板块')).toBe(false);
  });

  it('watches a streamed answer: advice split over deltas is caught when the sentence holds both', () => {
    const watch = new AdviceWatch();
    const deltas = ['市盈率是估值指标。', '对于贵州', '茅台，', '可以考虑逢', '低', '布局。'];
    const hits = deltas.map((d) => watch.push(d));
    expect(hits).toEqual([false, false, false, false, false, true]);
  });

  it('does not mix sentences that are already finished', () => {
    const watch = new AdviceWatch();
    expect(watch.push('贵州茅台是白酒公司。')).toBe(false);
    expect(watch.push('买入前请评估风险。')).toBe(false);
    expect(watch.push('下一句')).toBe(false);
  });
});
