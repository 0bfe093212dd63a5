import { spawn } from 'node:child_process';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon in its own process, so the load generator does not share the server's event loop,
 * and returns its averaged figures.
 */
export function load(label: string, url: string, seconds: number, connections: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['autocannon', '--json', '-d', String(seconds), '-c', String(connections), url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number;
      };
      resolve({ label, requestsPerSecond: r.requests.average, latencyP50: r.latency.p50, latencyP99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    });
  });
}

export function printTable(results: LoadResult[]): void {
  console.log('\n| target | req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.label} | ${Math.round(r.requestsPerSecond)} | ${r.latencyP50} | ${r.latencyP99} | ${r.non2xx} | ${r.errors} |`);
  }
}

/** One target of the app and the bare route serving the same rows, measured one after the other. */
export type LoadPair = [label: string, appUrl: string, bareUrl: string];

/** Loads each pair (app, then bare) after a warm-up and prints the table and the app/bare ratios. */
export async function comparePairs(pairs: LoadPair[], seconds: number, connections: number): Promise<void> {
  const results: LoadResult[] = [];
  const ratios: string[] = [];
  for (const [label, appTarget, bareTarget] of pairs) {
    await load('warm-up', appTarget, 1, connections);
    await load('warm-up', bareTarget, 1, connections);
    const app = await load(`${label} (app)`, appTarget, seconds, connections);
    const baseline = await load(`${label} (bare Fastify, same rows)`, bareTarget, seconds, connections);
    results.push(app, baseline);
    ratios.push(`${label}: app/bare = ${(app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  }
  printTable(results);
  console.log('');
  for (const line of ratios) console.log(line);
}
