import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import type { VersionInfo } from '@caixue/contract';
import { ENV } from '@/shared/platform/env';
import { openWeb } from '@/shared/navigation/openLink';
import { isH5 } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchAppVersions } from '../api';
import { ABOUT_TEXT, versionLabel } from '../model';
import { AboutArticle } from './AboutArticle';
import { AboutHero } from './AboutScreen';
import './About.scss';

async function download(link: string): Promise<void> {
  if (isH5()) {
    await openWeb(link);
    return;
  }
  // The mini-program cannot open store pages: the address goes to the clipboard.
  await Taro.setClipboardData({ data: link });
  toast(ABOUT_TEXT.copied);
}

function PlatformCard({ name, glyph, info, link }: { name: string; glyph: string; info: VersionInfo | null; link: string }) {
  return (
    <View className='app-platform' data-platform={glyph}>
      <View className='app-platform__icon'>{glyph === 'ios' ? 'iOS' : '安卓'}</View>
      <View className='app-platform__main'>
        <Text className='app-platform__name'>{name}</Text>
        <Text className='app-platform__version'>
          {info ? `${ABOUT_TEXT.latestVersion} ${versionLabel(info.sn)}` : ABOUT_TEXT.noRelease}
        </Text>
      </View>
      {link ? (
        <View className='app-platform__action' onClick={() => void download(link)}>{ABOUT_TEXT.download}</View>
      ) : (
        <View className='app-platform__action app-platform__action--off'>{ABOUT_TEXT.noRelease}</View>
      )}
    </View>
  );
}

/** /pages/about/app (APP下载): the newest Android and iPhone versions with their links, and the app article. */
export function AppDownload() {
  const load = useCallback(() => fetchAppVersions(ENV.version), []);
  const { state } = useAsyncData(load);
  const versions = state.data;
  return (
    <View className='about-page'>
      <AboutHero />
      <View className='about-card app-platforms'>
        {versions ? (
          <>
            <PlatformCard name={ABOUT_TEXT.android} glyph='android' info={versions.android} link={versions.android?.androidLink ?? ''} />
            <PlatformCard name={ABOUT_TEXT.ios} glyph='ios' info={versions.ios} link={versions.ios?.iosLink ?? ''} />
          </>
        ) : (
          [0, 1].map((key) => <View key={key} className='app-platform'><SkeletonBlock width='100%' height='40px' /></View>)
        )}
        {versions?.android?.content || versions?.ios?.content ? (
          <Text className='app-platforms__notes'>{versions.android?.content || versions.ios?.content}</Text>
        ) : null}
      </View>
      <AboutArticle code='app' />
    </View>
  );
}
