import type { Db } from '../../db/client';
import { dictData, RISK_TIP_DICT } from './repo';

/** When the risk_tip dictionary is empty (a fresh database without the seed). */
export const DEFAULT_RISK_TIP = '投资有风险，入市需谨慎。以上内容仅供参考，不构成投资建议。';

/** The risk disclosure (the risk_tip dictionary's values in order, one per line) for other modules. */
export async function riskTipText(db: Db): Promise<string> {
  const items = await dictData(db, RISK_TIP_DICT);
  const text = items.map((item) => item.dictValue.trim()).filter(Boolean).join('\n');
  return text || DEFAULT_RISK_TIP;
}
