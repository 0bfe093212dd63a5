import { useState } from 'react';
import type { LoginResult } from '@caixue/contract';
import { saveLogin } from '@/shared/session/auth';
import { returnAfterLogin } from '@/shared/navigation/navigation';
import { toast } from '@/shared/ui/toast';

export interface LoginSubmit<F> {
  submitting: boolean;
  /** Validates, calls the server, stores the login and returns to the page the member came from. */
  submit: (form: F) => Promise<void>;
}

export function useLoginSubmit<F>(
  check: (form: F) => string | null,
  call: (form: F) => Promise<LoginResult>,
  successText: string,
): LoginSubmit<F> {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (form: F) => {
    if (submitting) return;
    const problem = check(form);
    if (problem) {
      toast(problem);
      return;
    }
    setSubmitting(true);
    try {
      const result = await call(form);
      saveLogin(result);
      toast(successText, { icon: 'success' });
      await returnAfterLogin();
    } catch {
      // The request layer has already shown the server's message (e.g. 账号或密码错误).
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}
