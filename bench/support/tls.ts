// How the client benchmarks reach the server (issue 18): as a deployment serves phones, over HTTPS with
// HTTP/2 (TLS_CERT_FILE/TLS_KEY_FILE, a certificate made for the run with Debian's openssl, trusted by the
// benchmark's own browser and fetches only), or with HTTP1=1 over plain HTTP/1.1, the server alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchProtocol {
  label: string;
  scheme: 'http' | 'https';
  /** The server's environment for it. */
  env: Record<string, string>;
  /** Chromium's flags for it. */
  chromeFlags: string[];
  cleanup: () => void;
}

export function benchProtocol(): BenchProtocol {
  if (process.env.HTTP1 === '1') return { label: 'HTTP/1.1', scheme: 'http', env: {}, chromeFlags: [], cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'caixue-bench-tls-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (made.status !== 0) throw new Error(`openssl could not make the benchmark's certificate (HTTP1=1 runs without it): ${made.stderr}`);
  // The benchmark's own fetches (the page list) trust it too; nothing else runs in this process.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return {
    label: 'HTTPS, HTTP/2',
    scheme: 'https',
    env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key },
    chromeFlags: ['--ignore-certificate-errors'],
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
