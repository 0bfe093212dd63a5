import { randomUUID } from 'node:crypto';
import { DEFAULT_SIGN_SECRET, SIGN_HEADERS, computeSign, shiftedTimestamp } from '@caixue/contract';
import { SMS_CODE } from './server';

/**
 * Calls the real server's HTTP API the way the client does (signed JSON bodies, bearer token), for
 * test set-up and for checks of what the server stored — never instead of what a person does in the
 * browser under test.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T extends unknown[] ? T : unknown[];
  total?: number;
}

export interface LoginResult {
  token: string;
  memberId: number;
  isTeacher: 0 | 1;
}

function signHeaders(rawBody: string): Record<string, string> {
  const timestamp = shiftedTimestamp();
  const randomKey = randomUUID();
  const headers: Record<string, string> = {
    [SIGN_HEADERS.sign]: computeSign(rawBody, timestamp, randomKey, process.env.SIGN_SECRET ?? DEFAULT_SIGN_SECRET),
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.randomKey]: randomKey,
  };
  try {
    const body = JSON.parse(rawBody) as { mobile?: unknown };
    if (body && typeof body === 'object' && body.mobile != null) headers[SIGN_HEADERS.mobile] = String(body.mobile);
  } catch {
    // not JSON: no mobile header
  }
  return headers;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async get<T = unknown>(path: string, query: Record<string, string | number | undefined> = {}, token?: string): Promise<Envelope<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return (await res.json()) as Envelope<T>;
  }

  async post<T = unknown>(path: string, body: unknown, token?: string): Promise<Envelope<T>> {
    const raw = JSON.stringify(body ?? {});
    const res = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signHeaders(raw), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: raw,
    });
    return (await res.json()) as Envelope<T>;
  }

  async login(account: string, password: string): Promise<LoginResult> {
    const res = await this.post<LoginResult>('/api/member/login/ver/2/account', { account, password });
    if (res.code !== 200 || !res.data) throw new Error(`login ${account} failed: ${res.code} ${res.msg}`);
    return res.data;
  }

  /** Registers a new member with the fixed test SMS code and returns its login. */
  async register(mobile: string, password: string, nickname?: string): Promise<LoginResult> {
    const sms = await this.post('/api/common/sms/code', { mobile, purpose: 'register' });
    if (sms.code !== 200) throw new Error(`sms code for ${mobile} failed: ${sms.code} ${sms.msg}`);
    const res = await this.post<LoginResult>('/api/member/register', { mobile, code: SMS_CODE, password, nickname });
    if (res.code !== 200 || !res.data) throw new Error(`register ${mobile} failed: ${res.code} ${res.msg}`);
    return res.data;
  }
}
