import path from 'node:path';
import { SERVER_ROOT } from '../paths';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The drizzle handle both drivers share; repos only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** Errors of idle pooled PostgreSQL connections (e.g. a server restart); unhandled they would crash. */
  onConnectionError?: (error: Error) => void;
}

/** Closing twice (a test that broke the database, then the normal shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Drivers are imported on demand: a PGlite start never loads pg, a PostgreSQL start never loads PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }, { preparePgliteDataDir }, { pgliteOptions }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-template'),
    import('./pglite-settings'),
  ]);
  await preparePgliteDataDir(dir, MIGRATIONS_DIR);
  const client = new PGlite(dir, pgliteOptions());
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: once(() => client.close()),
  };
}

async function openPostgres(url: string, onConnectionError?: (error: Error) => void): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => onConnectionError?.(error));
  // Fail at start, not on the first request, when the server is unreachable or refuses us.
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: once(() => pool.end()),
  };
}
