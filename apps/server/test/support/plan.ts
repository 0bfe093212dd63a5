/**
 * Which database the server suite runs on. globalSetup prepares it once per run (migrated and
 * seeded) and hands this plan to every test file, which then clones it cheaply.
 */
export type TestDbPlan =
  | { kind: 'pglite'; templateDir: string }
  | { kind: 'postgres'; serverUrl: string; templateDb: string; dbPrefix: string; uploadsDir: string; redisUrl: string }
  | { kind: 'unavailable'; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbPlan;
  }
}

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** The fixed SMS code every test server uses (SMS_FIXED_CODE). */
export const FIXED_SMS_CODE = '246810';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
