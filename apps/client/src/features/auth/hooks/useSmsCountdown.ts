import { useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS, TEXT, type SmsPurpose } from '@caixue/contract';
import { toast } from '@/shared/ui/toast';
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

/**
 * The wait is kept as a deadline, not a decrementing counter, so it stays right when timers are
 * paused or throttled (a mini-program in the background, a hidden browser tab).
 */
export function useSmsCountdown(purpose: SmsPurpose): SmsCountdown {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

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
      const sentAt = Date.now();
      setNow(sentAt);
      setDeadline(sentAt + SMS_RESEND_SECONDS * 1000);
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
