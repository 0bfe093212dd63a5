import { ENV } from '@/shared/platform/env';
import { isH5 } from '@/shared/platform/platform';

/** Our own web origin: the page's on H5; in the mini-program the environment's web address. */
export function ownWebOrigin(): string {
  if (isH5() && typeof window !== 'undefined') return window.location.origin;
  return /^https?:\/\/[^/]+/i.exec(ENV.paymentUrl)?.[0] ?? '';
}
