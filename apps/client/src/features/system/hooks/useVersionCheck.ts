import Taro, { useLaunch } from '@tarojs/taro';
import { TEXT } from '@caixue/contract';
import { ENV } from '@/shared/platform/env';
import { getLinkTypeCode, isWeapp } from '@/shared/platform/platform';
import { setItem, STORAGE_KEYS } from '@/shared/platform/storage';
import { confirm } from '@/shared/ui/toast';
import { versionStatus } from '@/shared/platform/version';
import { fetchLatestVersion } from '../api';

/**
 * On launch: store the version status (SPEC §4; the iOS price rule reads it) and, in the
 * mini-program, offer to restart once WeChat has downloaded a new package (SPEC §8 更新提示).
 * A failed check changes nothing: the app works with the status it had.
 */
export async function refreshVersionStatus(): Promise<number | null> {
  try {
    const { data } = await fetchLatestVersion(ENV.version, getLinkTypeCode());
    if (!data) return null;
    const status = versionStatus(ENV.version, data);
    setItem(STORAGE_KEYS.currentVersionStatus, status);
    setItem(STORAGE_KEYS.appVersion, ENV.version);
    return status;
  } catch {
    return null;
  }
}

function offerMiniProgramUpdate(): void {
  const manager = Taro.getUpdateManager();
  manager.onUpdateReady(() => {
    void confirm({ title: TEXT.updateTitle, content: TEXT.updateContent }).then((ok) => {
      if (ok) manager.applyUpdate();
    });
  });
}

export function useVersionCheck(): void {
  useLaunch(() => {
    void refreshVersionStatus();
    if (isWeapp()) offerMiniProgramUpdate();
  });
}
