import { useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS, TEXT, type SmsPurpose } from '@caixue/contract';
import { toast } from '@/shared/toast';
import { sendSmsCode } from '../api';
import { checkMobile } from '../model';

export const SMS_BUTTON_TEXT = {
  idle: '获取验证码',
  sending: '发送中...',
  waiting: (seconds: number) => `${seconds}s后重发`,
} as const;

export interface SmsCountdown {
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number;
  sending: boolean;
  label: string;
  /** Checks the number, asks for a code and starts the 60 s wait (SPEC: resend countdown). */
  send: (mobile: string) => Promise<void>;
}

export function useSmsCountdown(purpose: SmsPurpose): SmsCountdown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async (mobile: string) => {
    if (sending || secondsLeft > 0) return;
    const problem = checkMobile(mobile);
    if (problem) {
      toast(problem);
      return;
    }
    setSending(true);
    try {
      await sendSmsCode(mobile.trim(), purpose);
      toast(TEXT.smsSent, { icon: 'success' });
      setSecondsLeft(SMS_RESEND_SECONDS);
    } catch {
      // The request layer has already shown why (e.g. 发送过于频繁).
    } finally {
      setSending(false);
    }
  };

  let label: string = SMS_BUTTON_TEXT.idle;
  if (sending) label = SMS_BUTTON_TEXT.sending;
  else if (secondsLeft > 0) label = SMS_BUTTON_TEXT.waiting(secondsLeft);
  return { secondsLeft, sending, label, send };
}
