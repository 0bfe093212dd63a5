import { useCallback, useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import type { MemberInfo } from '@caixue/contract';
import { isLoggedIn, saveProfile } from '@/shared/session/auth';
import { fetchMemberInfo } from '../api';
import { displayName } from '../model';

export type ProfileState =
  | { status: 'loading'; info?: MemberInfo }
  | { status: 'ready'; info: MemberInfo }
  | { status: 'error'; info?: MemberInfo; message: string };

export interface Profile {
  state: ProfileState;
  reload: () => void;
  /** Shows an answer the server already gave (e.g. after a rename) without another call. */
  update: (info: MemberInfo) => void;
}

/**
 * The logged-in member's profile for the account pages. Loaded each time the page shows, so a page
 * returned to after an edit shows the change; the stored profile follows for the rest of the app.
 */
export function useProfile(): Profile {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const latest = useRef(0);

  const update = useCallback((info: MemberInfo) => {
    setState({ status: 'ready', info });
    saveProfile({ name: displayName(info), avatar: info.avatar, userName: info.account ?? info.mobile ?? '' });
  }, []);

  const reload = useCallback(() => {
    if (!isLoggedIn()) return;
    const call = ++latest.current;
    setState((previous) => ({ status: 'loading', info: previous.info }));
    fetchMemberInfo().then(
      (info) => { if (call === latest.current) update(info); },
      (error: unknown) => {
        if (call !== latest.current) return;
        const message = error instanceof Error ? error.message : '';
        setState((previous) => ({ status: 'error', info: previous.info, message }));
      },
    );
  }, [update]);

  useDidShow(reload);
  return { state, reload, update };
}
