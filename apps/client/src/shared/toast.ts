/** Short messages and confirmation dialogs (SPEC §9: toast default 2.5 s). */
import Taro from '@tarojs/taro';
import { TOAST_MS } from '@caixue/contract';

export const DIALOG_TITLE = '提示';
export const CONFIRM_TEXT = '确定';
export const CANCEL_TEXT = '取消';

export interface ToastOptions {
  icon?: 'none' | 'success' | 'error' | 'loading';
  duration?: number;
}

export function toast(message: string, { icon = 'none', duration = TOAST_MS }: ToastOptions = {}): void {
  if (!message) return;
  void Taro.showToast({ title: message, icon, duration });
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
  showCancel?: boolean;
}

/** Resolves true when the user confirms; a dialog that fails to open counts as cancelled. */
export async function confirm({
  title = DIALOG_TITLE, content, confirmText = CONFIRM_TEXT, cancelText = CANCEL_TEXT, showCancel = true,
}: ConfirmOptions): Promise<boolean> {
  try {
    const result = await Taro.showModal({ title, content, confirmText, cancelText, showCancel });
    return Boolean(result.confirm);
  } catch {
    return false;
  }
}
