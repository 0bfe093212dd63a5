import { useCallback, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { isLoggedIn } from '@/shared/session/auth';
import { fetchRiskInfo } from '../api';
import { riskEntryText } from '../model';

/**
 * The member centre's 风险测评 value ('C3 稳健型', '未测评', 'C3 稳健型（已过期）'); undefined for
 * visitors and until known. Read each time the page shows, so a new assessment shows at once.
 */
export function useRiskSummary(): string | undefined {
  const [text, setText] = useState<string | undefined>(undefined);
  const refresh = useCallback(async () => {
    if (!isLoggedIn()) {
      setText(undefined);
      return;
    }
    const info = await fetchRiskInfo(true).catch(() => null);
    setText(info ? riskEntryText(info.profile) : undefined);
  }, []);
  useDidShow(() => { void refresh(); });
  return text;
}
