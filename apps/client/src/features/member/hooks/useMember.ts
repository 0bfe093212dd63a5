import { useCallback, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { TEXT, type MemberInfo } from '@caixue/contract';
import { clearLogin, isLoggedIn, saveProfile } from '@/shared/session/auth';
import { confirm, toast } from '@/shared/ui/toast';
import { fetchMemberInfo, logout } from '../api';
import { displayName, MEMBER_TEXT } from '../model';

export interface MemberState {
  loggedIn: boolean;
  info?: MemberInfo;
  loading: boolean;
  /** Asks, revokes the token on the server and clears the stored login. */
  logOut: () => Promise<void>;
}

/** The member shown in the member centre; reloaded each time the page shows (e.g. back from login). */
export function useMember(): MemberState {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  const [info, setInfo] = useState<MemberInfo>();
  const [loading, setLoading] = useState(false);

  const refresh = useCallback(async () => {
    const hasToken = isLoggedIn();
    setLoggedIn(hasToken);
    if (!hasToken) {
      setInfo(undefined);
      return;
    }
    setLoading(true);
    try {
      const member = await fetchMemberInfo();
      setInfo(member);
      saveProfile({ name: displayName(member), avatar: member.avatar, userName: member.account ?? member.mobile ?? '' });
    } catch {
      // 401 has already sent the member to login; other failures keep the card with what is known.
    } finally {
      setLoading(false);
    }
  }, []);

  useDidShow(() => { void refresh(); });

  const logOut = useCallback(async () => {
    if (!(await confirm({ content: MEMBER_TEXT.logoutConfirm }))) return;
    try {
      await logout();
    } catch {
      // The token is dropped locally even when the server cannot be told.
    }
    clearLogin();
    setLoggedIn(false);
    setInfo(undefined);
    toast(TEXT.loggedOut, { icon: 'success' });
  }, []);

  return { loggedIn, info, loading, logOut };
}
