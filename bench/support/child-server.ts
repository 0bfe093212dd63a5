// A server run as its own Node process for a benchmark: started from the repo root, ready when it prints
// "listening on http(s)://host:port", stopped with SIGTERM (SIGKILL after 10 s).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;

export interface ChildServer {
  child: ChildProcess;
  port: number;
  /** The server's output (last 200 chunks): warnings explain drops and stalls. */
  logs: string[];
}

export function launch(args: string[], extraEnv: Record<string, string>, startTimeoutMs = 120_000): Promise<ChildServer> {
  // SERVER_CPUS=0 pins the server to those cores (taskset), so a load client run with `taskset -c 1` does not
  // take the server's CPU time: the nearest this one machine comes to a separate load machine.
  const cpus = process.env.SERVER_CPUS;
  const [command, commandArgs] = cpus ? ['taskset', ['-c', cpus, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${logs.join('')}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      if (logs.length > 200) logs.shift();
      const match = /listening on https?:\/\/[^:\s]+:(\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), logs });
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

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** CPU seconds (user + system) of a process so far, from /proc (Linux). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds (user + system) of this process so far. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
