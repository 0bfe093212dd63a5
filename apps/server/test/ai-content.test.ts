import { describe, expect, it } from 'vitest';
import { composeAnswer, pieces } from '../src/integrations/ollama/dev-driver';
import { keywordsOf } from '../src/modules/ai/content';

/** The development driver's search words and answer (issue 16). */
describe('AI development driver', () => {
  it('takes the topic words of a question, without question and stop words', () => {
    expect(keywordsOf('什么是市盈率？')).toEqual(['市盈率']);
    expect(keywordsOf('基金定投适合什么样的人？')[0]).toBe('基金定投');
    expect(keywordsOf('如何看懂 K 线？')).toEqual(['K线', 'K 线']);
    expect(keywordsOf('推荐一位讲宏观的老师')).toEqual(['宏观']);
    expect(keywordsOf('请问？！')).toEqual([]);
    const long = keywordsOf('可转债打新规则');
    expect(long).toContain('可转债打新规则');
    expect(long).toContain('可转债');
    expect(long).toContain('规则');
  });

  it('writes markdown links, escaping brackets in titles, and streams in pieces that never split a character', () => {
    const text = composeAnswer({
      keywords: ['定投'],
      news: [{ title: '[重磅] 定投 指南', url: '/pages/news/details/index?id=3' }],
      courses: [],
      teachers: [{ title: '刘老师', url: '/pages/teacher/detail/index?id=4', note: '基金讲师' }],
      fallback: false,
    });
    expect(text).toContain('- [\\[重磅\\] 定投 指南](/pages/news/details/index?id=3)');
    expect(text).toContain('- [刘老师](/pages/teacher/detail/index?id=4) · 基金讲师');
    expect(text).not.toContain('相关课程');
    const emoji = '📈'.repeat(20);
    expect(pieces(emoji, 3).every((p) => !/[\uD800-\uDBFF]$/.test(p))).toBe(true);
    expect(pieces(emoji, 3).join('')).toBe(emoji);
  });
});
