/**
 * Headers every API call carries (SPEC §7): the device, the member who shared the entry link, the
 * token, and for request bodies the signature the server checks against the raw body text.
 */
import { SIGN_HEADERS, computeSign, shiftedTimestamp } from '@caixue/contract';
import { getToken } from '../session/auth';
import { ENV } from '../platform/env';
import { firstOfList } from '../navigation/entry';
import { randomId } from '../platform/random';
import { getItem, setItem } from '../platform/storage';

/** Generated once and kept, so the server sees one device across sessions. */
export function getDeviceId(): string {
  const stored = getItem('deviceId');
  if (stored) return stored;
  const created = randomId();
  setItem('deviceId', created);
  return created;
}

export function identityHeaders(withToken: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    deviceId: getDeviceId(),
    crmUserId: getItem('crmUserId') ?? '',
    parentMemberId: firstOfList(getItem('parentMemberId')),
    clientId: '',
  };
  const token = getToken();
  if (withToken && token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function mobileOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object' || !('mobile' in data)) return undefined;
  const mobile = (data as { mobile: unknown }).mobile;
  return mobile === undefined || mobile === null ? undefined : String(mobile);
}

/**
 * The signature headers for a body exactly as it is sent ('' for none). `data` is the object the
 * body was serialized from, read only for its `mobile`.
 */
export function signHeaders(bodyText: string, data: unknown, now: number = Date.now()): Record<string, string> {
  const timestamp = shiftedTimestamp(now);
  const randomKey = randomId();
  const headers: Record<string, string> = {
    [SIGN_HEADERS.sign]: computeSign(bodyText, timestamp, randomKey, ENV.signSecret),
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.randomKey]: randomKey,
  };
  const mobile = mobileOf(data);
  if (mobile !== undefined) headers[SIGN_HEADERS.mobile] = mobile;
  return headers;
}
