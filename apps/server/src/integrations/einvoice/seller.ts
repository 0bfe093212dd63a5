/** The seller printed on development invoices: a demo company, its credit code valid per GB 32100-2015. */
export const SELLER = {
  name: '财学（上海）信息科技有限公司（演示）',
  creditCode: '91310115MA1H7C0F2G',
  address: '上海市浦东新区演示路 88 号',
  phone: '021-60000000',
  bank: '演示银行上海分行',
  account: '310000000000000000',
} as const;
