import type { EventEmitter } from 'node:events';
import { ConfigError, loadConfig, type Config } from './config';
import { createServer, type Server } from './server';

/** Start: config -> database -> migrations -> first-run seed -> app -> listen. */

const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function describeStartFailure(error: unknown, config: Config): string {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return `PORT ${config.port} on ${config.host} is already in use`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine`;
  if (code === 'ECONNREFUSED' && config.databaseUrl) return `cannot reach the database at DATABASE_URL (${String(error)})`;
  return error instanceof Error ? error.message : String(error);
}

function closeOnSignals(server: Server): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.logger.info({ signal }, 'shutting down');
    // Requests in flight may finish; a stuck one must not keep the process alive forever.
    setTimeout(() => {
      server.logger.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  let server: Server | undefined;
  try {
    server = await createServer(config, { deferSeedOnRestart: true });
    await server.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`财学 server failed to start: ${describeStartFailure(error, config)}`);
    await server?.close().catch(() => undefined);
    process.exit(1);
  }
  closeOnSignals(server);
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Run compiled, the launcher (scripts/server-launcher.mjs) tells whether V8's code cache was used, and
  // writes a new one a moment after this event.
  const codeCache = (globalThis as Record<symbol, unknown>)[Symbol.for('caixue.codeCache')];
  server.logger.info({ sinceStartMs: Math.round(performance.now()), ...(codeCache ? { codeCache } : {}) }, 'listening');
  (process as EventEmitter).emit('caixue:listening');
  console.info(`财学 server listening on ${config.tls ? 'https' : 'http'}://${config.host}:${port}`);
}

// Not a top-level await: the compiled server is one CommonJS script (scripts/server-build.mjs).
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
