import { Text } from '@tarojs/components';
import classNames from 'classnames';
import type { SmsCountdown } from '../hooks/useSmsCountdown';
import './SmsCodeButton.scss';

export interface SmsCodeButtonProps {
  countdown: SmsCountdown;
  mobile: string;
}

/** 获取验证码, then the 60 s countdown during which it cannot be pressed. */
export function SmsCodeButton({ countdown, mobile }: SmsCodeButtonProps) {
  const waiting = countdown.sending || countdown.secondsLeft > 0;
  return (
    <Text
      className={classNames('sms-code-button', waiting && 'sms-code-button--waiting')}
      onClick={() => { if (!waiting) void countdown.send(mobile); }}
    >
      {countdown.label}
    </Text>
  );
}
