import { useCallback, useEffect, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { APP_VERSION, TEXT } from '@caixue/contract';
import { clearLogin, isLoggedIn } from '@/shared/session/auth';
import { useFontScale } from '@/shared/platform/fontSize';
import { navigateTo, reLaunch } from '@/shared/navigation/navigation';
import { getItem, removeItem } from '@/shared/platform/storage';
import { confirm, toast, toastAcrossNavigation } from '@/shared/ui/toast';
import { Button } from '@/shared/ui/nutui/button';
import { ACCOUNT_PAGES, CACHE_KEYS, cacheBytes, formatBytes, versionCheckLabel, type VersionCheckState } from '../../account';
import { logout } from '../../api';
import { fontSizeLabel, MEMBER_TEXT } from '../../model';
import { AccountGroup, AccountRow } from './AccountRow';
import './account.scss';

export const SETTINGS_TEXT = {
  general: '通用',
  about: '关于',
  fontSize: '字体大小',
  agreement: '用户协议',
  version: '当前版本',
  clearCache: '清除缓存',
  clearConfirm: '将清除菜单、广告等缓存数据（不会退出登录），确定清除吗？',
  cleared: '缓存已清除',
  logout: MEMBER_TEXT.logout,
  logoutConfirm: MEMBER_TEXT.logoutConfirm,
} as const;

export interface SystemSettingsProps {
  /** Asks the server for the newest version; resolves the version status (1 = update needed) or null. */
  checkVersion: () => Promise<number | null>;
}

/** 系统设置: font size, agreement, version, clear cache and, for members, 退出登录. */
export function SystemSettings({ checkVersion }: SystemSettingsProps) {
  const fontScale = useFontScale();
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  const [cacheSize, setCacheSize] = useState(() => cacheBytes(getItem));
  const [version, setVersion] = useState<VersionCheckState>('checking');

  const runCheck = useCallback(() => checkVersion().then(
    (status) => setVersion(status === null ? 'failed' : status === 1 ? 'update' : 'latest'),
    () => setVersion('failed'),
  ), [checkVersion]);
  useEffect(() => { void runCheck(); }, [runCheck]);
  const check = () => {
    setVersion('checking');
    void runCheck();
  };
  useDidShow(() => {
    setLoggedIn(isLoggedIn());
    setCacheSize(cacheBytes(getItem));
  });

  const onVersion = () => {
    if (version === 'failed') check();
    else if (version === 'update') void confirm({ title: TEXT.versionTooLowTitle, content: TEXT.versionTooLowContent, showCancel: true });
    else if (version === 'latest') toast(versionCheckLabel('latest'));
  };

  const clearCache = async () => {
    if (!(await confirm({ content: SETTINGS_TEXT.clearConfirm }))) return;
    CACHE_KEYS.forEach(removeItem);
    setCacheSize(cacheBytes(getItem));
    toast(SETTINGS_TEXT.cleared, { icon: 'success' });
  };

  const logOut = async () => {
    if (!(await confirm({ content: SETTINGS_TEXT.logoutConfirm }))) return;
    try {
      await logout();
    } catch {
      // The token is dropped locally even when the server cannot be told.
    }
    clearLogin();
    setLoggedIn(false);
    await toastAcrossNavigation(TEXT.loggedOut, () => reLaunch(ACCOUNT_PAGES.mine), { icon: 'success' });
  };

  return (
    <View className='account-page system-settings'>
      <AccountGroup title={SETTINGS_TEXT.general}>
        <AccountRow className='system-settings__font' title={SETTINGS_TEXT.fontSize} value={fontSizeLabel(fontScale)} onClick={() => void navigateTo(ACCOUNT_PAGES.fontSize)} />
        <AccountRow className='system-settings__cache' title={SETTINGS_TEXT.clearCache} value={formatBytes(cacheSize)} onClick={() => void clearCache()} />
      </AccountGroup>
      <AccountGroup title={SETTINGS_TEXT.about}>
        <AccountRow className='system-settings__agreement' title={SETTINGS_TEXT.agreement} onClick={() => void navigateTo(ACCOUNT_PAGES.agreement)} />
        <AccountRow
          className={`system-settings__version system-settings__version--${version}`}
          title={SETTINGS_TEXT.version}
          value={`v${APP_VERSION} · ${versionCheckLabel(version)}`}
          onClick={onVersion}
          plain={version !== 'update' && version !== 'failed'}
        />
      </AccountGroup>
      {loggedIn ? (
        <View className='settings-logout'>
          <Button block fill='outline' type='primary' className='system-settings__logout' onClick={() => void logOut()}>{SETTINGS_TEXT.logout}</Button>
        </View>
      ) : null}
    </View>
  );
}
