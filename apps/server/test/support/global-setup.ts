import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { seedDemoContent } from '../../src/seed';
import { adminQuery } from './pg-admin';
import { DEFAULT_TEST_POSTGRES_URL, DEFAULT_TEST_REDIS_URL, databaseUrl, type TestDbPlan } from './plan';

/** Migrates and seeds one database per run; test files copy it (PGlite dir) or clone it (TEMPLATE). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const plan = await preparePostgres();
    project.provide('testDb', plan);
    return async () => {
      if (plan.kind !== 'postgres') return;
      await dropRunDatabases(plan.serverUrl, plan.dbPrefix);
      await rm(plan.uploadsDir, { recursive: true, force: true });
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'caixue-test-template-'));
  const database = await openDatabase({ dataDir: dir, databaseUrl: null });
  await database.migrate();
  await seedDemoContent(database.db, dir);
  await database.close();
  project.provide('testDb', { kind: 'pglite', templateDir: dir });
  return () => rm(dir, { recursive: true, force: true });
}

async function preparePostgres(): Promise<TestDbPlan> {
  const serverUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
  const problem = (await reachPostgres(serverUrl)) ?? (await reachRedis(redisUrl));
  if (problem) {
    // CI must prove the PostgreSQL + Redis path; a developer without them only gets a warning.
    if (process.env.CI) throw new Error(`TEST_DB=postgres but ${problem}`);
    console.warn(`[server tests] skipping: TEST_DB=postgres but ${problem}`);
    return { kind: 'unavailable', reason: problem };
  }
  const uploadsRoot = await mkdtemp(path.join(os.tmpdir(), 'caixue-test-template-'));
  const dbPrefix = `caixue_test_${randomBytes(4).toString('hex')}`;
  const templateDb = `${dbPrefix}_template`;
  await adminQuery(serverUrl, `CREATE DATABASE "${templateDb}"`);
  const database = await openDatabase({ dataDir: uploadsRoot, databaseUrl: databaseUrl(serverUrl, templateDb) });
  await database.migrate();
  await seedDemoContent(database.db, uploadsRoot);
  await database.close();
  return { kind: 'postgres', serverUrl, templateDb, dbPrefix, uploadsDir: uploadsRoot, redisUrl };
}

async function reachPostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL at ${url} is unreachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function reachRedis(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis at ${url} is unreachable (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}

async function dropRunDatabases(serverUrl: string, prefix: string): Promise<void> {
  const { rows } = await adminQuery(serverUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
  for (const { datname } of rows as { datname: string }[]) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
