import { STOCK_SEEDS } from '../../integrations/market/universe';

/**
 * The output check of the AI assistant (issue 16, compliance of a licensed advisory firm): an answer
 * must never name a security together with a buy/sell call, a position change, a stop-loss level or
 * a price target. A sentence (up to 。！？；, a line break) that mentions a security (a 6-digit A-share
 * code, or a stock's name) and carries such advice is caught; the service then replaces the whole
 * answer with AI_TEXT.refusal (state 'filtered'). General teaching ("买入前先了解公司基本面") and
 * plain mentions ("贵州茅台是白酒行业的公司") pass.
 */

/** A 6-digit code (optionally sh/sz/bj before or .SH/.SZ/.BJ after), not part of a longer number nor an amount. */
const SECURITY_CODE =
  /(?<![\d.,，])(?:(?:sh|sz|bj)\s*)?\d{6}(?:\.(?:sh|sz|bj|ss))?(?![\d])(?!\s*(?:\.\d|元|块|万|亿|股|手|%|％|点|年|月|日|个|人|次|份|倍))/i;

/** Short names members and models use for well-known securities, beside the full names of the market universe. */
const SHORT_NAMES = ['茅台', '宁德', '五粮液', '比亚迪', '腾讯', '阿里巴巴', '特斯拉', '英伟达', '苹果公司'];

const SECURITY_NAMES: readonly string[] = [...new Set([...STOCK_SEEDS.map((s) => s.name.replace(/^\*?ST\s*/i, '')), ...SHORT_NAMES])].filter(
  (name) => name.length >= 2,
);

/** Buy/sell calls, position changes, stop-loss/take-profit levels and price targets. */
const ADVICE =
  /买入|卖出|买进|卖掉|加仓|减仓|建仓|补仓|清仓|平仓|抄底|满仓|重仓|梭哈|逢低(?:买|吸|布局|介入|加)|逢高(?:卖|减|出)|止损(?:位|价|点)|止盈(?:位|价|点)|目标价|目标位|(?:上看|看到|看高|目标|涨到|跌到)\s*\d+(?:\.\d+)?\s*元|可以买|值得买|推荐买|该买|该卖/;

const SENTENCE_END = /[。！？!?；;\n]/;

/** A security code or name in the text. */
export function mentionsSecurity(text: string): boolean {
  return SECURITY_CODE.test(text) || SECURITY_NAMES.some((name) => text.includes(name));
}

export function hasAdviceWords(text: string): boolean {
  return ADVICE.test(text);
}

/** Some sentence of the text names a security together with a buy/sell call or price target. */
export function adviceIn(text: string): boolean {
  return text.split(SENTENCE_END).some((sentence) => hasAdviceWords(sentence) && mentionsSecurity(sentence));
}

/**
 * The check over a streamed answer: `push` each delta; it answers true once the text so far holds
 * advice. Only the sentences a delta touched are checked again (a finished sentence never changes).
 */
export class AdviceWatch {
  private text = '';
  /** Where the sentence still being written starts. */
  private from = 0;

  push(delta: string): boolean {
    this.text += delta;
    const hit = adviceIn(this.text.slice(this.from));
    let end = -1;
    for (let i = this.text.length - 1; i >= this.from; i--) {
      if (SENTENCE_END.test(this.text[i]!)) {
        end = i;
        break;
      }
    }
    if (end >= this.from) this.from = end + 1;
    return hit;
  }
}
