import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './AuthLayout.scss';

export interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the form (switch login method, register). */
  footer?: ReactNode;
}

/** The common frame of the login and register forms: brand header, form card, links. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <View className='auth-layout'>
      <View className='auth-layout__header'>
        <View className='auth-layout__mark'><Text>财</Text></View>
        <Text className='auth-layout__title'>{title}</Text>
        <Text className='auth-layout__subtitle'>{subtitle}</Text>
      </View>
      <View className='auth-layout__form'>{children}</View>
      {footer ? <View className='auth-layout__footer'>{footer}</View> : null}
    </View>
  );
}
