/**
 * The error catalogue of API calls (SPEC §8). Every failed call ends here, is shown to the user
 * once in the way the spec gives, and rejects with a RequestError the caller may inspect.
 */
import Taro from '@tarojs/taro';
import { CODE, CODE_MESSAGES, NO_PERMISSION_PAGE_URL, TEXT, normalizePagePath } from '@caixue/contract';
import { clearLogin } from '../session/auth';
import { currentPageUrl, goToLogin, navigateTo } from '../navigation/navigation';
import { isH5 } from '../platform/platform';
import { setItem } from '../platform/storage';
import { confirm, toast, toastAcrossNavigation } from '../ui/toast';

export type RequestErrorKind =
  /** 401/403: the stored login was cleared and the user sent to login. */
  | 'session'
  /** 206: the no-permission page was opened. */
  | 'noPermission'
  /** Any other non-200 business code. */
  | 'business'
  /** No usable answer: connection failure, time-out or an HTTP error status. */
  | 'transport';

export class RequestError extends Error {
  constructor(
    message: string,
    /** The business code, the HTTP status for status errors, 0 for other transport errors. */
    readonly code: number,
    readonly kind: RequestErrorKind,
    /** The envelope the server answered, when there was one. */
    readonly response?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface CallContext {
  /** The API path without the query string. */
  path: string;
  /** What the call sent (query params and/or body), kept for the no-permission page. */
  sent: Record<string, unknown>;
  /** No toasts: the caller shows its own message. Session and no-permission handling still apply. */
  silent?: boolean;
}

const RELOGIN_TEXT = '重新登录';

/** Many calls failing together with 401 share one dialog and one trip to the login page. */
let sessionExpiry: Promise<void> | null = null;

function expireSession(): void {
  clearLogin();
  if (sessionExpiry) return;
  sessionExpiry = (async () => {
    await confirm({ content: TEXT.sessionExpired, confirmText: RELOGIN_TEXT, showCancel: false });
    await goToLogin();
  })()
    .catch((error) => console.error('session expiry: could not open the login page', error))
    .finally(() => { sessionExpiry = null; });
}

/** The calls of one page that answer 206 together (room info, messages, pins…) open the page once. */
let noPermissionOpening: Promise<void> | null = null;

/** Taro's H5 router names the new page only once it is shown; until then later 206s wait on the first. */
const H5_PAGE_SHOWN_EVENT = '__afterTaroRouterChange';
const PAGE_SHOWN_WAIT_MS = 3_000;

function pageShown(): Promise<void> {
  if (!isH5()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      Taro.eventCenter.off(H5_PAGE_SHOWN_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, PAGE_SHOWN_WAIT_MS);
    Taro.eventCenter.once(H5_PAGE_SHOWN_EVENT, done);
  });
}

function onNoPermissionPage(): boolean {
  return normalizePagePath(currentPageUrl()) === normalizePagePath(NO_PERMISSION_PAGE_URL);
}

function openNoPermission(envelope: { msg?: string; data?: unknown }, ctx: CallContext): void {
  // The page shows the first answer; later ones of the same moment would only stack more pages.
  if (noPermissionOpening || onNoPermissionPage()) return;
  setItem('recordPageUrlNews', currentPageUrl());
  setItem('noPermissionData', { url: ctx.path, msg: envelope.msg ?? '', data: envelope.data ?? null });
  setItem('noPermissionParams', ctx.sent);
  const open = () => navigateTo(NO_PERMISSION_PAGE_URL);
  const shown = pageShown();
  const opening = ctx.silent ? open() : toastAcrossNavigation(envelope.msg || TEXT.noPermissionToast, open);
  noPermissionOpening = Promise.all([opening, shown])
    .then(() => undefined)
    .catch((error) => console.error('no permission: could not open the page', error))
    .finally(() => { noPermissionOpening = null; });
}

/** For an envelope whose code is not 200: shows what the spec says and returns the rejection. */
export function envelopeError(envelope: { code: number; msg?: string; data?: unknown }, ctx: CallContext): RequestError {
  const { code } = envelope;
  if (code === CODE.unauthorized || code === CODE.forbidden) {
    expireSession();
    return new RequestError(TEXT.sessionExpired, code, 'session', envelope);
  }
  if (code === CODE.noPermission) {
    openNoPermission(envelope, ctx);
    return new RequestError(envelope.msg || TEXT.noPermissionToast, code, 'noPermission', envelope);
  }
  const message = code === CODE.error
    ? envelope.msg || CODE_MESSAGES.default
    : CODE_MESSAGES[String(code)] || envelope.msg || CODE_MESSAGES.default;
  if (!ctx.silent) toast(message);
  return new RequestError(message, code, 'business', envelope);
}

/** Turns a Taro transport failure (weapp errMsg, H5 fetch error) into the spec's wording. */
export function describeTransportFailure(error: unknown): string {
  const raw = error && typeof error === 'object'
    ? String((error as { errMsg?: unknown; message?: unknown }).errMsg ?? (error as { message?: unknown }).message ?? '')
    : String(error ?? '');
  // H5 aborts a timed-out fetch (AbortError); weapp reports 'request:fail timeout'.
  if (/timeout|timed out|abort/i.test(raw) || (error as { name?: string } | null)?.name === 'AbortError') return TEXT.timeout;
  const status = /status code (\d{3})/i.exec(raw);
  if (status) return TEXT.statusError(Number(status[1]));
  if (raw === '' || /Network Error|Failed to fetch|NetworkError|Load failed|:fail/i.test(raw)) return TEXT.backendConnectionError;
  return raw;
}

function transportError(detail: string, code: number, ctx: CallContext): RequestError {
  if (!ctx.silent) toast(`${TEXT.networkError}：${detail}`);
  return new RequestError(detail, code, 'transport');
}

export function transportFailure(error: unknown, ctx: CallContext): RequestError {
  return transportError(describeTransportFailure(error), 0, ctx);
}

export function httpStatusError(status: number, ctx: CallContext): RequestError {
  return transportError(TEXT.statusError(status), status, ctx);
}
