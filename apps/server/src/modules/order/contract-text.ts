import { escapeText } from '../centre/text';

/**
 * The service contract a member agrees to before paying (SPEC environments: the contract address).
 * Its text is versioned: an order records the version agreed, and creating an order with an older
 * version is refused (ORDER_TEXT.contractOutdated). Change CONTRACT_VERSION with the text.
 */
export const CONTRACT_VERSION = '2026-11-v1';
export const CONTRACT_TITLE = '财学会员服务协议';

const UNIT_TEXT = { day: '天', month: '个月', year: '年' } as const;

/** '1年', '30天', '3个月'. */
export function periodText(cycle: number, unit: keyof typeof UNIT_TEXT): string {
  return `${cycle}${UNIT_TEXT[unit]}`;
}

export interface ContractTerms {
  memberName: string;
  goodsTitle: string;
  /** Yuan text, '1980' or '19.9'. */
  price: string;
  period: string;
  refundDays: number;
}

/** The contract as HTML; every filled-in value is escaped. */
export function contractHtml(terms: ContractTerms): string {
  const e = escapeText;
  const price = terms.price === '0' ? '免费' : `人民币 ${e(terms.price)} 元`;
  return [
    `<h3>${CONTRACT_TITLE}</h3>`,
    `<p>甲方（会员）：${e(terms.memberName)}</p>`,
    '<p>乙方（服务方）：财学</p>',
    `<p>一、服务内容：乙方向甲方提供「${e(terms.goodsTitle)}」会员服务，服务期限为 ${e(terms.period)}，自支付成功时起算；甲方已持有同等级会员的，自现有期限届满时顺延。</p>`,
    `<p>二、服务费用：${price}，以乙方服务器计算的订单金额为准。</p>`,
    `<p>三、退款：甲方可在支付成功后 ${terms.refundDays} 天内申请全额退款；退款成功后，本订单开通的会员服务随即终止。</p>`,
    '<p>四、风险提示：乙方提供的内容仅供投资学习参考，不构成投资建议；投资有风险，入市需谨慎，甲方应独立决策并自行承担投资风险。</p>',
    '<p>五、甲方点击同意并支付，即表示已阅读、理解并同意本协议全部条款。</p>',
  ].join('');
}
