import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { API, CODE, LIVE_CLOSE, LIVE_SOCKET_PATH, TEXT } from '@caixue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ConfigError, loadConfig } from '../src/config';
import { signHeaders } from './support/sign';
import { describeServer, useTestServer } from './support/test-server';

const dir = path.join(__dirname, 'fixtures/tls');
const CERT_FILE = path.join(dir, 'cert.pem');
const KEY_FILE = path.join(dir, 'key.pem');
const ca = readFileSync(CERT_FILE, 'utf8');

function rejection(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/caixue');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('TLS configuration', () => {
  it('takes a certificate and its key, both or neither', () => {
    expect(loadConfig({}, '/srv/caixue').tls).toBeNull();
    expect(loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE }, '/srv/caixue').tls).toEqual({ cert: ca, key: readFileSync(KEY_FILE, 'utf8') });
    expect(rejection({ TLS_CERT_FILE: CERT_FILE })).toMatch(/TLS_KEY_FILE is required/);
    expect(rejection({ TLS_KEY_FILE: KEY_FILE })).toMatch(/TLS_CERT_FILE is required/);
  });

  it('refuses a file it cannot read and a key of another certificate at start', () => {
    expect(rejection({ TLS_CERT_FILE: path.join(dir, 'missing.pem'), TLS_KEY_FILE: KEY_FILE })).toMatch(/TLS_CERT_FILE cannot be read \(ENOENT\)/);
    expect(rejection({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: path.join(dir, 'other-key.pem') })).toMatch(/TLS_KEY_FILE and TLS_CERT_FILE must name a PEM key and its certificate/);
    expect(rejection({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: path.join(dir, 'README.md') })).toMatch(/must name a PEM key/);
  });
});

interface Reply { status: number; protocol: string; body: { code?: number; msg?: string } }

describeServer('the server over TLS: HTTP/2, with HTTP/1.1 on the same port', () => {
  const server = useTestServer({ env: { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE } });
  let origin = '';
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    origin = await server().app.listen({ port: 0, host: '127.0.0.1' });
    session = http2.connect(origin, { ca });
  });
  afterAll(() => session?.close());

  function overHttp2(headers: http2.OutgoingHttpHeaders, body?: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const stream = session.request(headers);
      let status = 0;
      let text = '';
      stream.on('response', (h) => (status = Number(h[':status'])));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve({ status, protocol: 'h2', body: JSON.parse(text) as Reply['body'] }));
      stream.on('error', reject);
      stream.end(body);
    });
  }

  it('answers the API over HTTP/2', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await overHttp2({ ':path': API.nav.list });
    expect(answer).toMatchObject({ status: 200, body: { code: CODE.ok } });
  });

  it('answers bad input over HTTP/2 in the envelope, as over HTTP/1.1', async () => {
    const payload = '{"account": "13800000001",';
    const answer = await overHttp2({ ':method': 'POST', ':path': API.member.loginAccount, 'content-type': 'application/json', ...signHeaders(payload) }, payload);
    expect(answer).toEqual({ status: 200, protocol: 'h2', body: { code: CODE.badRequest, msg: TEXT.malformedJson } });
  });

  it('answers an HTTP/1.1 client on the same port', async () => {
    const answer = await new Promise<Reply>((resolve, reject) => {
      https.get(`${origin}${API.nav.list}`, { ca }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, protocol: `http/${res.httpVersion}`, body: JSON.parse(text) as Reply['body'] }));
      }).on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200, protocol: 'http/1.1', body: { code: CODE.ok } });
  });

  it('takes live sockets over wss (the HTTP/1.1 upgrade)', async () => {
    const ws = new WebSocket(`${origin.replace(/^https/, 'wss')}${LIVE_SOCKET_PATH}999999`, { ca });
    const closed = await new Promise<number>((resolve, reject) => {
      ws.once('close', (code) => resolve(code));
      ws.once('error', reject);
    });
    // The socket was accepted and then told the room does not exist: the live path works over TLS.
    expect(closed).toBe(LIVE_CLOSE.roomNotFound);
  });
});
