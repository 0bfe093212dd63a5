import type { FastifyInstance } from 'fastify';
import type { EInvoiceDriver } from './integrations/einvoice/driver';
import type { Mailer } from './integrations/mail/mailer';
import pino, { type Logger } from 'pino';
import { loggerOptions } from './logging';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createSmsDriver } from './integrations/sms';
import type { DrawCaptcha } from './modules/captcha/service';
import { isSeeded, seedDemoContent } from './seed';
import type { KeyValueStore } from './stores/kv-store';
import { DbStore } from './stores/db-store';

/**
 * Everything between configuration and listening: database, migrations, first-run seed, shared
 * store, app. main.ts, the tests and the benchmarks all start the server through here.
 *
 *   const server = await createServer(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn' }));
 *   server.database.db   // the drizzle handle the app uses (same PGlite / pg pool)
 *   await server.app.listen({ port: 0 }); ... await server.close();
 */
export interface Server {
  app: FastifyInstance;
  database: Database;
  store: KeyValueStore;
  logger: Logger;
  /** Closes the app, then the store and the database (also what SIGTERM does). */
  close(): Promise<void>;
}

export interface ServerOptions {
  logger?: Logger;
  /** Prefix of Redis keys; tests give each run its own so parallel runs never share limits. */
  redisKeyPrefix?: string;
  now?: () => number;
  drawCaptcha?: DrawCaptcha;
  /** E-invoicing driver; the development one by default (tests pass a failing one). */
  einvoice?: EInvoiceDriver;
  /** E-mail driver; by default the one MAIL_DRIVER names (tests pass a recording one). */
  mailer?: Mailer;
  /**
   * On a database that already holds the demo content, check the later seed sets (new sets of a newer
   * version, the finance calendar's new weeks, pictures) after the server listens instead of before:
   * none of it gates the first answer (issue 18). main.ts sets it; tests keep the default (seed first).
   */
  deferSeedOnRestart?: boolean;
  /** How long shared answers are reused (SharedCache); tests lengthen it to see that clearing works. */
  sharedCacheTtlMs?: number;
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const logger = options.logger ?? pino(loggerOptions(config.logLevel));
  const started = performance.now();
  // ms: since createServer; sinceStartMs: since the process started (performance's time origin).
  const elapsed = () => Math.round(performance.now() - started);
  const sinceStartMs = () => Math.round(performance.now());

  // The app's modules load while PGlite compiles its WebAssembly and opens the data dir.
  const appModule = import('./app');
  appModule.catch(() => undefined); // awaited below; this only stops an early rejection going unhandled
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onConnectionError: (error) => logger.error({ err: error }, 'database connection error'),
  });
  let store: KeyValueStore | undefined;
  try {
    logger.info({ kind: database.kind, ms: elapsed(), sinceStartMs: sinceStartMs() }, 'database open');
    await database.migrate();
    logger.info({ ms: elapsed(), sinceStartMs: sinceStartMs() }, 'migrations applied');
    const deferSeed = options.deferSeedOnRestart === true && (await isSeeded(database.db));
    if (!deferSeed) {
      const seed = await seedDemoContent(database.db, config.dataDir, options.now);
      logger.info({ ...seed, ms: elapsed() }, 'seed checked');
    }
    store = config.redisUrl
      ? await (await import('./stores/redis-store')).RedisStore.connect(config.redisUrl, options.redisKeyPrefix ?? 'caixue:')
      : new DbStore(database.db, { now: options.now, vacuum: database.kind === 'pglite' });
    const { buildApp } = await appModule;
    const app = await buildApp({
      config,
      db: database.db,
      store,
      sms: createSmsDriver(config),
      logger,
      now: options.now,
      drawCaptcha: options.drawCaptcha,
      einvoice: options.einvoice,
      mailer: options.mailer,
      sharedCacheTtlMs: options.sharedCacheTtlMs,
      redisKeyPrefix: options.redisKeyPrefix ?? 'caixue:',
    });
    const openStore = store;
    let seeding: Promise<void> | undefined;
    if (deferSeed) {
      app.addHook('onListen', async () => {
        seeding ??= seedDemoContent(database.db, config.dataDir, options.now).then(
          (seed) => {
            logger.info({ ...seed, ms: elapsed() }, 'seed checked (after listening)');
            // Seed sets may change cached shared content (menu links): drop it.
            if (seed.inserted) app.sharedCache.clear();
          },
          (error: unknown) => logger.error({ err: error }, 'seed check after start failed'),
        );
      });
      // Closing waits for the check, so the database is never closed under it.
      app.addHook('preClose', async () => seeding);
    }
    app.addHook('onClose', async () => {
      await openStore.close();
      await database.close();
    });
    await app.ready();
    logger.info({ ms: elapsed(), sinceStartMs: sinceStartMs() }, 'app ready');
    return { app, database, store, logger, close: () => app.close() };
  } catch (error) {
    await store?.close();
    await database.close();
    throw error;
  }
}
