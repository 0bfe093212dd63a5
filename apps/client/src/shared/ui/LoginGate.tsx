import type { ReactNode } from 'react';
import { useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import { isLoggedIn } from '@/shared/session/auth';
import { goToLogin } from '@/shared/navigation/navigation';
import { EmptyData } from './EmptyData';
import { Button } from './nutui/button';

export interface LoginGateProps {
  /** What logging in unlocks, e.g. 登录后即可观看直播、参与互动. */
  description: string;
  children: ReactNode;
}

/**
 * For pages a visitor may open (SPEC §2 "Access without login") whose data calls need a token
 * (§6): instead of firing calls that end in the expired-session dialog, say why and offer login.
 * The login page returns here afterwards (the page is the last visited one).
 */
export function LoginGate({ description, children }: LoginGateProps) {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useDidShow(() => setLoggedIn(isLoggedIn()));
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyData
      className='login-gate'
      text='登录后查看'
      description={description}
      action={<Button type='primary' size='small' className='login-gate__action' onClick={() => void goToLogin()}>立即登录</Button>}
    />
  );
}
