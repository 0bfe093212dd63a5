// Benchmark: live text room fan-out. N viewers sit in one room while one publisher sends at a fixed
// rate; prints delivered messages/s (all viewers), expected (viewers × rate), p50/p99/max latency from
// a sample of viewers, and the real/bare throughput ratio, for
//   (1) the real server (apps/server/src/main.ts: auth, sanitizing, persistence before broadcast), and
//   (2) a bare `ws` broadcast server with the same 50 ms per-room batching and messages of the same §3
//       shape and size (support/bare-ws-server.ts; BARE_MESSAGE=short for the old 95-byte message),
// each in its own child process, measured in the same run by the same load client. Never asserts.
//   npm run bench:live -w @caixue/bench
//   VIEWERS=2000 RATE=50 SECONDS=10 WARMUP=2 SAMPLE=50 CONNECT_RATE=500 TARGETS=real,bare  (one custom scenario)
//   DATABASE_URL=postgres://… REDIS_URL=redis://… are passed to the real server when set;
//   SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' are Node options for the real server, BARE_NODE_ARGS for the bare one.
// Latency = arrival at a viewer − the publisher's send time, which the publisher writes into the content
// ('t:<ms>:n:<i>'). The load client runs in this process on the same cores as the server: its CPU share
// is printed beside the server's so a client-bound figure can be told from a server-bound one.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API, DEFAULT_SIGN_SECRET, SIGN_HEADERS, computeSign, shiftedTimestamp } from '@caixue/contract';
import { cpuSecondsOf, launch, ownCpuSeconds, stopChild } from './support/child-server';
import { RawWsClient, nowMs, openPaced } from './support/ws-load-client';

const env = process.env;
const WARMUP_S = Number(env.WARMUP ?? 2);
const SAMPLE = Number(env.SAMPLE ?? 50);
const CONNECT_RATE = Number(env.CONNECT_RATE ?? 500);
const TARGETS = (env.TARGETS ?? 'real,bare').split(',').map((t) => t.trim()) as Array<'real' | 'bare'>;
const TEACHER = { account: env.BENCH_ACCOUNT ?? '13800000002', password: env.BENCH_PASSWORD ?? 'caixue123' };

interface Scenario {
  name: string;
  viewers: number;
  rate: number;
  seconds: number;
  target: { kind: 'p99'; maxMs: number } | { kind: 'ratio'; min: number } | null;
}

const scenarios: Scenario[] = env.VIEWERS || env.RATE
  ? [{ name: 'custom', viewers: Number(env.VIEWERS ?? 1000), rate: Number(env.RATE ?? 20), seconds: Number(env.SECONDS ?? 10), target: null }]
  : [
      { name: 'a', viewers: 1000, rate: 20, seconds: Number(env.SECONDS ?? 10), target: { kind: 'p99', maxMs: 60 } },
      { name: 'b', viewers: 5000, rate: 100, seconds: Number(env.SECONDS ?? 10), target: { kind: 'ratio', min: 0.9 } },
    ];

// ---------------------------------------------------------------------------------------------
// Servers under test, each a child process so the load client does not share its event loop.

interface RunningTarget {
  label: string;
  host: string;
  port: number;
  child: ChildProcess;
  liveId: number;
  token: string;
  memberId: number;
  /** The server's output (last 200 chunks): warnings explain drops and stalls. */
  logs: string[];
  cleanup: () => void;
}

async function signedPost<T>(base: string, path: string, body: unknown): Promise<T> {
  const raw = JSON.stringify(body);
  const timestamp = shiftedTimestamp();
  const randomKey = randomUUID();
  const response = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGN_HEADERS.sign]: computeSign(raw, timestamp, randomKey, env.SIGN_SECRET || DEFAULT_SIGN_SECRET),
      [SIGN_HEADERS.timestamp]: timestamp,
      [SIGN_HEADERS.randomKey]: randomKey,
    },
    body: raw,
  });
  return (await response.json()) as T;
}

interface RoomRow { id: number; title: string; locked: boolean; isOpenComment: number }

/** Node options for one target's process, from a space-separated variable (a CPU profile, say). */
function nodeArgsOf(name: 'SERVER_NODE_ARGS' | 'BARE_NODE_ARGS'): string[] {
  return (env[name] ?? '').split(' ').filter(Boolean);
}

async function startReal(): Promise<RunningTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-live-'));
  const { child, port, logs } = await launch([...nodeArgsOf('SERVER_NODE_ARGS'), '--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: env.SERVER_LOG_LEVEL ?? 'warn',
    DATABASE_URL: env.DATABASE_URL ?? '',
    REDIS_URL: env.REDIS_URL ?? '',
    // Every viewer connects from 127.0.0.1: lift the per-address limit (50 by default).
    LIVE_SOCKETS_PER_ADDRESS: '1000000',
  });
  const base = `http://127.0.0.1:${port}`;
  const login = await signedPost<{ code: number; msg: string; data?: { token: string; memberId: number } }>(
    base, API.member.loginAccount, TEACHER,
  );
  if (login.code !== 200 || !login.data) throw new Error(`teacher login failed: ${login.code} ${login.msg}`);
  // A room a visitor may enter (viewers connect without a login), where comments are open and the
  // teacher's messages are accepted: the list needs a login, so each candidate is probed over the socket.
  const list = (await (await fetch(`${base}${API.live.wordList}?pageNum=1&pageSize=100`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  })).json()) as { code: number; msg: string; rows?: RoomRow[] };
  let room: RoomRow | undefined;
  for (const candidate of (list.rows ?? []).filter((r) => !r.locked && r.isOpenComment === 1)) {
    const path = `/ws/live/${candidate.id}`;
    const visitor = await probe(port, path, { type: 'online', liveId: candidate.id, userType: 'member', userId: 0 });
    const teacher = await probe(port, path, {
      type: 'msg', content: 'bench probe', liveId: candidate.id, categoryId: 1, quoteId: null, liveTypeId: 1,
      token: login.data.token, clientMsgId: 'probe',
    });
    if (visitor === 'online' && teacher === 'ack') {
      room = candidate;
      break;
    }
  }
  if (!room) throw new Error(`no word room that visitors may enter and the teacher may post in: ${JSON.stringify(list).slice(0, 300)}`);
  return {
    label: `real server (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${env.REDIS_URL ? ' + Redis' : ''})`,
    host: '127.0.0.1',
    port,
    child,
    liveId: room.id,
    token: login.data.token,
    memberId: login.data.memberId,
    logs,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Opens a socket, sends one frame and answers the type of the first event back ('closed' or 'timeout' otherwise). */
function probe(port: number, path: string, frame: unknown): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('timeout'), 5_000);
    const finish = (answer: string) => {
      clearTimeout(timer);
      client.close();
      resolve(answer);
    };
    const client: RawWsClient = new RawWsClient({
      host: '127.0.0.1',
      port,
      path,
      mode: 'parse',
      onOpen: () => client.send(JSON.stringify(frame)),
      onClose: () => finish('closed'),
      onFrame: (events) => {
        const wanted = Array.isArray(events) && events.find((e: { type?: string }) => ['online', 'ack', 'refused', 'error'].includes(e.type ?? ''));
        if (wanted) finish((wanted as { type: string }).type);
      },
    });
  });
}

async function startBare(): Promise<RunningTarget> {
  const { child, port, logs } = await launch([...nodeArgsOf('BARE_NODE_ARGS'), '--import', 'tsx', 'bench/support/bare-ws-server.ts'], { PORT: '0' });
  return { label: env.BARE_MESSAGE === 'short' ? 'bare ws, same batching, short messages' : 'bare ws, same batching and bytes', host: '127.0.0.1', port, child, liveId: 1, token: '', memberId: 0, logs, cleanup: () => undefined };
}


// ---------------------------------------------------------------------------------------------
// One measurement: viewers connect, publisher sends at a fixed rate, counters are read over the window.

interface Result {
  scenario: Scenario;
  label: string;
  kind: 'real' | 'bare';
  connected: number;
  failed: number;
  dropped: number;
  onlineSeen: number;
  deliveredPerSecond: number;
  sentPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  duplicateAcks: number;
  sentTotal: number;
  windowSeconds: number;
  ackP50: number;
  ackP99: number;
  sampleLoss: number;
  acks: number;
  refused: number;
  errors: number;
  firstRefusal: string;
  serverCpu: number;
  clientCpu: number;
  clientLagP99: number;
  stillOpen: number;
  bytesPerMessage: number;
  megabytesPerSecond: number;
  serverLog: string[];
  /** 1-minute load average at the end of the window: other work on the machine skews every figure. */
  loadAverage: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MSG_PATTERN = Buffer.from('"type":"msg"');
const STAMP = /t:(\d+(?:\.\d+)?):n:(\d+)/;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(scenario: Scenario, kind: 'real' | 'bare'): Promise<Result> {
  const target = kind === 'real' ? await startReal() : await startBare();
  const path = `/ws/live/${target.liveId}`;
  const counter = { value: 0, bytes: 0 };
  let windowStart = Infinity;
  let windowEnd = Infinity;
  let onlineSeen = 0;
  let failed = 0;
  let dropped = 0;
  const latencies: number[] = [];
  const sampleReceived: number[] = [];
  const step = Math.max(1, Math.floor(scenario.viewers / SAMPLE));

  const onlineFrame = JSON.stringify({ type: 'online', liveId: target.liveId, userType: 'member', userId: 0 });
  const sampleFrame = (sampleIndex: number) => (frame: unknown, receivedAt: number) => {
    if (!Array.isArray(frame)) return;
    for (const event of frame as Array<{ type?: string; count?: number; data?: { content?: string } }>) {
      if (event.type === 'online' && typeof event.count === 'number') {
        onlineSeen = Math.max(onlineSeen, event.count);
      } else if (event.type === 'msg' && typeof event.data?.content === 'string') {
        const stamp = STAMP.exec(event.data.content);
        if (!stamp) continue;
        const sentAt = Number(stamp[1]);
        if (sentAt >= windowStart && sentAt < windowEnd) {
          latencies.push(receivedAt - sentAt);
          sampleReceived[sampleIndex] += 1;
        }
      }
    }
  };

  let samples = 0;
  const viewers = await openPaced(scenario.viewers, CONNECT_RATE, (index, settle) => {
    const isSample = index % step === 0 && samples < SAMPLE;
    let sampleIndex = -1;
    if (isSample) {
      sampleIndex = samples;
      samples += 1;
      sampleReceived.push(0);
    }
    let opened = false;
    const client: RawWsClient = new RawWsClient({
      host: target.host,
      port: target.port,
      path,
      mode: isSample ? 'parse' : 'count',
      pattern: MSG_PATTERN,
      counter,
      onFrame: isSample ? sampleFrame(sampleIndex) : undefined,
      onOpen: () => {
        opened = true;
        client.send(onlineFrame);
        settle();
      },
      onClose: () => {
        if (opened) dropped += 1;
        else failed += 1;
        settle();
      },
    });
    return client;
  });
  const connected = viewers.filter((v) => v.open).length;
  target.logs.length = 0;

  // The publisher: one socket, logged in as the teacher on the real server.
  let acks = 0;
  let refused = 0;
  let errors = 0;
  let firstRefusal = '';
  // Ack time − send time: what accepting a message costs before the batch (auth, sanitize, persist).
  const sentAtById = new Map<string, number>();
  const ackLatencies: number[] = [];
  let duplicateAcks = 0;
  const publisher = await new Promise<RawWsClient>((resolve, reject) => {
    const client: RawWsClient = new RawWsClient({
      host: target.host,
      port: target.port,
      path,
      mode: 'parse',
      onOpen: () => {
        client.send(JSON.stringify({ type: 'online', liveId: target.liveId, userType: 'member', userId: target.memberId, token: target.token || undefined }));
        resolve(client);
      },
      onClose: (reason) => reject(new Error(`publisher socket closed: ${reason}`)),
      onFrame: (frame, receivedAt) => {
        if (!Array.isArray(frame)) return;
        for (const event of frame as Array<{ type?: string; code?: number; msg?: string; clientMsgId?: string }>) {
          if (event.type === 'ack') {
            acks += 1;
            const sentAt = sentAtById.get(event.clientMsgId ?? '');
            if (sentAt === undefined) {
              duplicateAcks += 1;
            } else {
              sentAtById.delete(event.clientMsgId ?? '');
              if (sentAt >= windowStart && sentAt < windowEnd) ackLatencies.push(receivedAt - sentAt);
            }
          } else if (event.type === 'refused') {
            refused += 1;
            firstRefusal ||= `${event.code} ${event.msg}`;
          } else if (event.type === 'error') {
            errors += 1;
            firstRefusal ||= `error ${event.msg}`;
          }
        }
      },
    });
  });

  // Everyone is in the room once the server's online count says so (or after 15 s).
  const waitUntil = performance.now() + 15_000;
  while (onlineSeen < scenario.viewers && performance.now() < waitUntil) await sleep(50);

  const heartbeat = setInterval(() => {
    for (const v of viewers) v.send('heartbeat');
    publisher.send('heartbeat');
  }, 30_000);

  // Fixed rate with catch-up: the number sent always equals elapsed × rate, even when a tick is late.
  let sent = 0;
  let sentInWindow = 0;
  const publishStart = performance.now();
  const publishTimer = setInterval(() => {
    const due = Math.floor(((performance.now() - publishStart) / 1000) * scenario.rate);
    while (sent < due) {
      const at = nowMs();
      if (at >= windowStart && at < windowEnd) sentInWindow += 1;
      sentAtById.set(`b${sent}`, at);
      publisher.send(JSON.stringify({
        type: 'msg', content: `行情点评 t:${at.toFixed(2)}:n:${sent}`, liveId: target.liveId, categoryId: 1,
        quoteId: null, liveTypeId: 1, token: target.token, clientMsgId: `b${sent}`,
      }));
      sent += 1;
    }
  }, 5);

  await sleep(WARMUP_S * 1000);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const serverCpu0 = cpuSecondsOf(target.child.pid!);
  const clientCpu0 = ownCpuSeconds();
  const count0 = counter.value;
  const bytes0 = counter.bytes;
  const sent0 = sent;
  windowStart = nowMs();
  await sleep(scenario.seconds * 1000);
  windowEnd = nowMs();
  const count1 = counter.value;
  const bytes1 = counter.bytes;
  const sent1 = sent;
  const serverCpu1 = cpuSecondsOf(target.child.pid!);
  const clientCpu1 = ownCpuSeconds();
  const loadAverage = loadavg()[0];
  lag.disable();
  const elapsed = (windowEnd - windowStart) / 1000;
  clearInterval(publishTimer);

  // Let what was sent inside the window reach the sample (up to 15 s) so late messages count in the
  // latency; what has not arrived by then counts as lost.
  const drainUntil = performance.now() + 15_000;
  while (performance.now() < drainUntil && sampleReceived.reduce((a, b) => a + b, 0) < sentInWindow * samples) await sleep(100);
  clearInterval(heartbeat);

  for (const v of viewers) v.close();
  publisher.close();
  const stillOpen = viewers.filter((v) => v.open).length;
  const serverLog = target.logs.join('').split('\n').filter((line) => line.trim() !== '');
  await stopChild(target.child);
  target.cleanup();

  latencies.sort((a, b) => a - b);
  ackLatencies.sort((a, b) => a - b);
  const expectedSample = sentInWindow * samples;
  const receivedSample = sampleReceived.reduce((a, b) => a + b, 0);
  return {
    scenario,
    label: target.label,
    kind,
    connected,
    failed,
    dropped,
    onlineSeen,
    deliveredPerSecond: (count1 - count0) / elapsed,
    bytesPerMessage: (bytes1 - bytes0) / Math.max(1, count1 - count0),
    megabytesPerSecond: (bytes1 - bytes0) / elapsed / 1e6,
    sentPerSecond: (sent1 - sent0) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? latencies[latencies.length - 1] : Number.NaN,
    duplicateAcks,
    sentTotal: sent,
    windowSeconds: elapsed,
    ackP50: percentile(ackLatencies, 50),
    ackP99: percentile(ackLatencies, 99),
    sampleLoss: expectedSample ? Math.max(0, expectedSample - receivedSample) / expectedSample : 0,
    acks,
    refused,
    errors,
    firstRefusal,
    serverCpu: (serverCpu1 - serverCpu0) / elapsed,
    clientCpu: (clientCpu1 - clientCpu0) / elapsed,
    clientLagP99: lag.percentile(99) / 1e6,
    loadAverage,
    stillOpen,
    serverLog,
  };
}

// ---------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');
const pct = (n: number) => `${Math.round(n * 100)} %`;

console.log(`live fan-out: ${WARMUP_S} s warm-up, sample of ${SAMPLE} viewers for latency, viewers connect at ${CONNECT_RATE}/s; ` +
  `load client in this process (pid ${process.pid}), each server in its own process; ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${env.REDIS_URL ? ' + Redis' : ''}`);
const results: Result[] = [];
for (const scenario of scenarios) {
  for (const kind of TARGETS) {
    process.stdout.write(`\n${scenario.viewers} viewers × ${scenario.rate} msg/s, ${scenario.seconds} s: ${kind}… `);
    try {
      const r = await measure(scenario, kind);
      results.push(r);
      console.log(`${fmt(r.deliveredPerSecond)} msg/s delivered, p99 ${fmt(r.p99, 1)} ms`);
    } catch (error) {
      console.log(`failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

console.log('\n| scenario | target | delivered msg/s | expected | p50 ms | p99 ms | max ms | sample loss | server CPU | client CPU | client lag p99 |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  const s = r.scenario;
  console.log(`| ${s.viewers} × ${s.rate}/s | ${r.label} | ${fmt(r.deliveredPerSecond)} | ${fmt(s.viewers * s.rate)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.max, 1)} | ${(r.sampleLoss * 100).toFixed(2)} % | ${pct(r.serverCpu)} | ${pct(r.clientCpu)} | ${fmt(r.clientLagP99, 1)} ms |`);
}
console.log('');
for (const r of results) {
  const s = r.scenario;
  console.log(`${s.viewers} × ${s.rate}/s ${r.label}: ${r.connected}/${s.viewers} viewers connected (${r.failed} failed, ${r.dropped} dropped), ` +
    `online count seen ${r.onlineSeen}; load average ${r.loadAverage.toFixed(1)}; publisher sent ${fmt(r.sentPerSecond, 1)}/s over ${fmt(r.windowSeconds, 1)} s (${r.sentTotal} with the warm-up), ${r.acks} acks (${r.duplicateAcks} repeated; ack p50 ${fmt(r.ackP50, 1)} ms, p99 ${fmt(r.ackP99, 1)} ms), ${r.refused} refused, ${r.errors} errors` +
    (r.firstRefusal ? ` (first: ${r.firstRefusal})` : '') + `; ${r.stillOpen} viewers still open at the end; viewers read ${fmt(r.megabytesPerSecond, 1)} MB/s, ${fmt(r.bytesPerMessage)} bytes per message`);
  if (r.serverLog.length > 0) console.log(`  server said (${r.serverLog.length} lines during the run), first: ${r.serverLog.slice(0, 3).join(' / ').slice(0, 600)}`);
}
console.log('');
for (const scenario of scenarios) {
  const real = results.find((r) => r.scenario === scenario && r.kind === 'real');
  const bare = results.find((r) => r.scenario === scenario && r.kind === 'bare');
  const ratio = real && bare ? real.deliveredPerSecond / bare.deliveredPerSecond : Number.NaN;
  let verdict = '';
  if (scenario.target?.kind === 'p99') {
    verdict = `target real p99 ≤ ${scenario.target.maxMs} ms: ${real ? (real.p99 <= scenario.target.maxMs ? 'MET' : 'NOT MET') : 'not measured'}`;
  } else if (scenario.target?.kind === 'ratio') {
    verdict = `target real ≥ ${pct(scenario.target.min)} of bare throughput: ${Number.isFinite(ratio) ? (ratio >= scenario.target.min ? 'MET' : 'NOT MET') : 'not measured'}`;
  }
  console.log(`${scenario.viewers} × ${scenario.rate}/s: real/bare throughput = ${fmt(ratio, 2)}${verdict ? `; ${verdict}` : ''}`);
}
