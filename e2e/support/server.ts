import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';

const root = new URL('../..', import.meta.url).pathname;
/** The development SMS driver sends this code in every browser test. */
export const SMS_CODE = '246810';

export interface RunningServer {
  url: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
  /** Stops the process and starts it again on the same data dir and port. */
  restart(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

function launch(port: number, dataDir: string, logs: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMS_FIXED_CODE: SMS_CODE, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${logs.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      logs.push(chunk.toString());
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('')}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export interface ServerOptions {
  /** Extra environment of the server, e.g. the development market clock (MARKET_CLOCK_START, MARKET_CLOCK_SPEED). */
  env?: Record<string, string>;
}

/** Starts the real server on a fresh data dir (first run: migrations and demo seed) and a free port. */
export async function startServer({ env }: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caixue-e2e-'));
  const port = await freePort();
  const logs: string[] = [];
  let child = await launch(port, dataDir, logs, env);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    logs,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await stopChild(child);
      child = await launch(port, dataDir, logs, env);
    },
  };
}
