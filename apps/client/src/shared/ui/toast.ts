/** Short messages and confirmation dialogs (SPEC §9: toast default 2.5 s). */
import Taro from '@tarojs/taro';
import { TOAST_MS, TINT } from '@caixue/contract';
import { isH5 } from '../platform/platform';

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

/** Taro's H5 router event after a new page is shown; it also clears toasts of the previous page. */
const H5_PAGE_SHOWN_EVENT = '__afterTaroRouterChange';

/**
 * A toast meant to be read on the page being opened. On H5 a toast shown before the page change is
 * cleared by the router, so it waits for the new page; the mini-program keeps toasts across pages.
 */
export async function toastAcrossNavigation(message: string, navigate: () => Promise<void>, options?: ToastOptions): Promise<void> {
  if (!isH5()) {
    toast(message, options);
    await navigate();
    return;
  }
  const show = () => toast(message, options);
  Taro.eventCenter.once(H5_PAGE_SHOWN_EVENT, show);
  try {
    await navigate();
  } catch (error) {
    Taro.eventCenter.off(H5_PAGE_SHOWN_EVENT, show);
    throw error;
  }
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
    // The brand red, not the platform's default green confirm button.
    const result = await Taro.showModal({ title, content, confirmText, cancelText, showCancel, confirmColor: TINT });
    return Boolean(result.confirm);
  } catch {
    return false;
  }
}
