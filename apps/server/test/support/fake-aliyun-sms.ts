import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for dysmsapi.aliyuncs.com that checks requests the way Alibaba Cloud documents
 * it (RPC style, HMAC-SHA1 over the canonicalized query) and answers with real-shaped JSON.
 * The encoding and signing here are written independently of the driver on purpose.
 */

export type FakeMode = 'ok' | 'limit';

export interface FakeAliyunSms {
  url: string;
  /** Query parameters of every accepted request. */
  accepted: Record<string, string>[];
  mode: FakeMode;
  close(): Promise<void>;
}

/** RFC 3986: everything but unreserved characters as %XX of the UTF-8 bytes. */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export function expectedSignature(method: string, params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${encode(k)}=${encode(params[k])}`)
    .join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${encode('/')}&${encode(canonical)}`).digest('base64');
}

export async function startFakeAliyunSms(credentials: { accessKeyId: string; secret: string }): Promise<FakeAliyunSms> {
  const accepted: Record<string, string>[] = [];
  const nonces = new Set<string>();
  const fake = { url: '', accepted, mode: 'ok' as FakeMode, close: async () => {} };

  const server: Server = createServer((request, response) => {
    const reply = (status: number, body: Record<string, string>) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
    };
    const params = Object.fromEntries(new URL(request.url ?? '/', 'http://fake').searchParams);
    const { Signature: signature, ...signed } = params;
    if (params.AccessKeyId !== credentials.accessKeyId) {
      return reply(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
    }
    if (signature !== expectedSignature(request.method ?? 'GET', signed, credentials.secret)) {
      return reply(400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
        HostId: 'dysmsapi.aliyuncs.com',
      });
    }
    const fresh = Math.abs(Date.now() - Date.parse(params.Timestamp)) < 15 * 60_000;
    const wellFormed =
      params.Action === 'SendSms' &&
      params.Version === '2017-05-25' &&
      params.SignatureMethod === 'HMAC-SHA1' &&
      params.SignatureVersion === '1.0' &&
      params.Format === 'JSON' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp);
    if (!wellFormed || !fresh || nonces.has(params.SignatureNonce)) {
      return reply(400, { Code: 'InvalidParameter', Message: 'The request is malformed, stale or replayed.' });
    }
    nonces.add(params.SignatureNonce);
    if (fake.mode === 'limit') {
      return reply(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
    }
    accepted.push(params);
    reply(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
