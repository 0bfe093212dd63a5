import { randomBytes } from 'node:crypto';
import type { EInvoiceDriver } from '../../src/integrations/einvoice/driver';
import type { Mailer } from '../../src/integrations/mail/mailer';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { loggerOptions } from '../../src/logging';
import { drawCaptcha } from '../../src/modules/captcha/service';
import { createServer } from '../../src/server';
import { adminQuery } from './pg-admin';
import { FIXED_SMS_CODE, databaseUrl } from './plan';
import { signHeaders } from './sign';

/** A real server (same createServer as main.ts) on a private copy of the prepared test database. */

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The body's bytes (binary files). */
  raw: Buffer;
  /** The parsed envelope (or {} for non-JSON answers). */
  body: { code?: number; msg?: string; data?: unknown; [key: string]: unknown };
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sign the JSON body like the client does (default true). */
  sign?: boolean;
  /** Client address (per-IP limits); defaults to 127.0.0.1. */
  ip?: string;
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  logs: LogLine[];
  /** The server's clock: tests move it to expire codes and tokens without waiting. */
  clock: { now(): number; advance(ms: number): void };
  usesRedis: boolean;
  /** Answers of the captcha images drawn so far, newest last. */
  captchaAnswers: string[];
  get(url: string, options?: RequestOptions): Promise<Answer>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<Answer>;
  request(options: InjectOptions): Promise<Answer>;
  close(): Promise<void>;
}

const plan = inject('testDb');

/** describe() that is skipped when TEST_DB=postgres could not reach its servers (never under CI). */
export const describeServer = describe.skipIf(plan.kind === 'unavailable');

/** Limits, replay keys and captchas live in Redis (real-time TTLs) rather than in the database (server clock). */
export const usesRedis = plan.kind === 'postgres';

export interface StartOptions {
  env?: Record<string, string>;
  /** PostgreSQL only: a second instance on this server's database (multi-instance tests); it drops nothing. */
  sameDatabaseAs?: TestServer;
  /** E-invoicing driver instead of the development one. */
  einvoice?: EInvoiceDriver;
  /** E-mail driver instead of the development outbox. */
  mailer?: Mailer;
  /** How long shared answers are kept (default 2 s). */
  sharedCacheTtlMs?: number;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'caixue-test-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SMS_FIXED_CODE: FIXED_SMS_CODE,
    LOG_LEVEL: 'info',
    CLIENT_DIST: path.join(dataDir, 'no-client-build'),
    // Every test socket comes from 127.0.0.1; the per-address limit has its own test (live-socket-flood).
    LIVE_SOCKETS_PER_ADDRESS: '10000',
  };
  let dropDatabase = async () => {};
  if (options.sameDatabaseAs) {
    const { databaseUrl: shared, redisUrl } = options.sameDatabaseAs.config;
    if (!shared || !redisUrl) throw new Error('sameDatabaseAs needs a PostgreSQL test server');
    Object.assign(env, { DATABASE_URL: shared, REDIS_URL: redisUrl });
  } else if (plan.kind === 'pglite') {
    await cp(plan.templateDir, dataDir, { recursive: true });
  } else if (plan.kind === 'postgres') {
    const name = `${plan.dbPrefix}_${randomBytes(4).toString('hex')}`;
    await adminQuery(plan.serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${plan.templateDb}"`);
    dropDatabase = async () => {
      await adminQuery(plan.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    };
    env.DATABASE_URL = databaseUrl(plan.serverUrl, name);
    env.REDIS_URL = plan.redisUrl;
  } else {
    throw new Error(`test database unavailable: ${plan.reason}`);
  }
  Object.assign(env, options.env);

  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  let offset = 0;
  const clock = { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
  const config = loadConfig(env);
  const redisKeyPrefix = `caixue:test:${randomBytes(6).toString('hex')}:`;
  const captchaAnswers: string[] = [];
  const server = await createServer(config, {
    drawCaptcha: async () => {
      const drawing = await drawCaptcha();
      captchaAnswers.push(drawing.text);
      return drawing;
    },
    logger: pino(loggerOptions(config.logLevel), sink),
    redisKeyPrefix,
    now: clock.now,
    einvoice: options.einvoice,
    mailer: options.mailer,
    sharedCacheTtlMs: options.sharedCacheTtlMs,
  });

  const request = async (injectOptions: InjectOptions): Promise<Answer> => {
    const response = await server.app.inject(injectOptions);
    let body: Answer['body'] = {};
    const type = String(response.headers['content-type'] ?? '');
    // An NDJSON stream (the AI chat) is many JSON lines: tests read it from `text` (NdjsonDecoder).
    if (response.body && type.includes('json') && !type.includes('ndjson')) body = response.json();
    return { status: response.statusCode, headers: response.headers, text: response.body, raw: response.rawPayload, body };
  };
  const authHeaders = (options?: RequestOptions) => ({
    ...(options?.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options?.headers,
  });

  return {
    app: server.app,
    database: server.database,
    config,
    logs,
    clock,
    usesRedis: config.redisUrl !== null,
    captchaAnswers,
    request,
    get: (url, options) => request({ method: 'GET', url, headers: authHeaders(options), remoteAddress: options?.ip }),
    post: (url, body, options) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sign = payload !== undefined && options?.sign !== false ? signHeaders(payload, { now: clock.now() }) : {};
      return request({
        method: 'POST',
        url,
        payload,
        remoteAddress: options?.ip,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...sign,
          ...authHeaders(options),
        },
      });
    },
    close: async () => {
      await server.close();
      if (config.redisUrl) await deleteRedisKeys(config.redisUrl, redisKeyPrefix);
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Limits and replay keys would otherwise linger in the shared Redis until their TTLs run out. */
async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** One server per test file: started before the file's tests, closed after. */
export function useTestServer(options?: StartOptions): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('test server not started');
    return server;
  };
}

let mobileCounter = 0;
/** A mobile number no other test of this file uses (every file has its own database and limits). */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `139${String(mobileCounter).padStart(8, '0')}`;
}

let ipCounter = 0;
/** A client address of its own, so per-IP SMS limits of one test never affect another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
