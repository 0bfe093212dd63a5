import { ENDPOINTS } from '@caixue/contract';
import { http } from './request';

/**
 * The risk disclosure configured by operators (the risk_tip dictionary, GET /api/common/system/dict/d/risk_tip)
 * as one text, entries in their dictionary order; '' when none is configured. Quiet: no loading mask, no toast.
 */
export async function fetchRiskTip(): Promise<string> {
  const response = await http.get(ENDPOINTS.dict.riskTip, undefined, { noLoading: true, silent: true });
  return [...(response.data ?? [])]
    .sort((a, b) => a.dictSort - b.dictSort)
    .map((item) => item.dictValue.trim())
    .filter(Boolean)
    .join('\n');
}
