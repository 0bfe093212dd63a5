/**
 * The native app's update at launch (SPEC §4 version status and download, §8 texts). When the installed
 * version is lower than the server's: 应用版本太低 / 请前往APP store更新！ (no cancel when isForce is 1);
 * on iOS the App Store page opens in the system browser; on Android the new package downloads with a
 * progress indicator and, once ready, 更新提示 / 新版本已经准备好，是否重启应用？ hands it to the installer.
 */
import Taro from '@tarojs/taro';
import { TEXT, type VersionInfo } from '@caixue/contract';
import { nativePlugin, type NativePlatform } from '@/shared/platform/native';
import { versionStatus } from '@/shared/platform/version';
import { openInSystemBrowser } from '@/shared/navigation/openLink';
import { confirm, toast } from '@/shared/ui/toast';

export const APK_MIME = 'application/vnd.android.package-archive';
/** Where the downloaded package is kept (the app's cache directory). */
export const APK_FILE = 'caixue-update.apk';

export type UpdatePlan =
  | { kind: 'none' }
  | { kind: 'outdated'; platform: NativePlatform; link: string; forced: boolean };

/** Pure: what the launch check asks for. No link for this platform means nothing to offer. */
export function planAppUpdate(installed: string, info: VersionInfo, platform: NativePlatform): UpdatePlan {
  if (versionStatus(installed, info) !== 1) return { kind: 'none' };
  const link = platform === 'ios' ? info.iosLink : info.androidLink;
  if (!link) return { kind: 'none' };
  return { kind: 'outdated', platform, link, forced: info.isForce === 1 };
}

/** The indicator's text for a progress event: connected until the size is known, then the percent. */
export function downloadText(bytes: number, contentLength: number): string {
  if (!(contentLength > 0)) return TEXT.downloadConnected;
  return TEXT.downloadProgress(Math.min(100, Math.floor((bytes / contentLength) * 100)));
}

export type UpdateOutcome = 'cancelled' | 'store' | 'failed' | 'later' | 'installing';

/** Downloads the Android package with a progress indicator; the file's path, or null when it failed. */
async function downloadPackage(url: string): Promise<string | null> {
  const filesystem = nativePlugin('Filesystem');
  if (!filesystem) return null;
  void Taro.showLoading({ title: TEXT.downloadConnected, mask: true });
  const listener = await filesystem.addListener('progress', (e) => {
    void Taro.showLoading({ title: downloadText(e.bytes, e.contentLength), mask: true });
  });
  try {
    const result = await filesystem.downloadFile({ url, path: APK_FILE, directory: 'CACHE', progress: true, recursive: true });
    return result.path ?? APK_FILE;
  } catch (error) {
    console.warn('app update: download failed', error);
    return null;
  } finally {
    await listener.remove();
    void Taro.hideLoading();
  }
}

/** Runs an `outdated` plan: the dialogs, then the store page (iOS) or the download and install (Android). */
export async function runAppUpdate(plan: Extract<UpdatePlan, { kind: 'outdated' }>): Promise<UpdateOutcome> {
  const go = await confirm({ title: TEXT.versionTooLowTitle, content: TEXT.versionTooLowContent, showCancel: !plan.forced });
  if (!go) return 'cancelled';
  if (plan.platform === 'ios') {
    await openInSystemBrowser(plan.link);
    return 'store';
  }
  const file = await downloadPackage(plan.link);
  if (!file) {
    toast(TEXT.downloadFailed);
    return 'failed';
  }
  toast(TEXT.downloadFinished);
  const restart = await confirm({ title: TEXT.updateTitle, content: TEXT.updateContent, showCancel: !plan.forced });
  if (!restart) return 'later';
  try {
    await nativePlugin('FileOpener')?.open({ filePath: file, contentType: APK_MIME, openWithDefault: true });
    return 'installing';
  } catch (error) {
    console.warn('app update: installer refused the package', error);
    toast(TEXT.installFailed);
    return 'failed';
  }
}
