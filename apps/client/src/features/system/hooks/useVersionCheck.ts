import Taro, { useLaunch } from '@tarojs/taro';
import { TEXT, type VersionInfo } from '@caixue/contract';
import { ENV } from '@/shared/platform/env';
import { firstPageShown } from '@/shared/navigation/pageLoading';
import { nativePlatform } from '@/shared/platform/native';
import { getLinkTypeCode, isWeapp } from '@/shared/platform/platform';
import { setItem, STORAGE_KEYS } from '@/shared/platform/storage';
import { confirm } from '@/shared/ui/toast';
import { versionStatus } from '@/shared/platform/version';
import { fetchLatestVersion } from '../api';
import { planAppUpdate, runAppUpdate } from '../appUpdate';

/**
 * Once the first page shows: store the version status (SPEC §4; the iOS price rule reads it); in the native app, ask
 * for the update when this version is lower (appUpdate.ts); in the mini-program, offer to restart once
 * WeChat has downloaded a new package (SPEC §8 更新提示).
 * A failed check changes nothing: the app works with the status it had.
 */
async function checkVersion(): Promise<{ info: VersionInfo; status: number } | null> {
  try {
    const { data } = await fetchLatestVersion(ENV.version, getLinkTypeCode());
    if (!data) return null;
    const status = versionStatus(ENV.version, data);
    setItem(STORAGE_KEYS.currentVersionStatus, status);
    setItem(STORAGE_KEYS.appVersion, ENV.version);
    return { info: data, status };
  } catch {
    return null;
  }
}

export async function refreshVersionStatus(): Promise<number | null> {
  return (await checkVersion())?.status ?? null;
}

async function checkAppVersion(): Promise<void> {
  const platform = nativePlatform();
  const checked = await checkVersion();
  if (!platform || !checked) return;
  const plan = planAppUpdate(ENV.version, checked.info, platform);
  if (plan.kind !== 'outdated') return;
  await runAppUpdate(plan);
}

function offerMiniProgramUpdate(): void {
  const manager = Taro.getUpdateManager();
  manager.onUpdateReady(() => {
    void confirm({ title: TEXT.updateTitle, content: TEXT.updateContent }).then((ok) => {
      if (ok) manager.applyUpdate();
    });
  });
}

/** After the first page is on screen, in a task of its own: the check never gates or lengthens the first render. */
function afterFirstPage(run: () => void): void {
  void firstPageShown().then(() => setTimeout(run, 0));
}

export function useVersionCheck(): void {
  useLaunch(() => {
    afterFirstPage(() => (nativePlatform() ? void checkAppVersion() : void refreshVersionStatus()));
    if (isWeapp()) offerMiniProgramUpdate();
  });
}
