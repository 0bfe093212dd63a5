import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, on top of PGlite's own start parameters. PGlite
 * touches its whole shared buffer pool when it starts, so PostgreSQL's default 128 MB of
 * shared_buffers was about 100 MB of the idle server's memory (issue 18); 32 MB holds the demo
 * database (about 30 MB) and far more than the pages a request reads; a page outside it is a read
 * from the operating system's file cache. wal_buffers follows it (1/32).
 */
export const PGLITE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=32MB'];

/** Options of every PGlite the server opens (the data dir's and the template's). */
export function pgliteOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
}
