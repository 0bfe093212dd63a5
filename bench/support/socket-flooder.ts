// A socket flood in its own process (so its CPU is not counted against the server under test): SOCKETS
// flooders, each opening a socket to URL, sending FRAMES `online` frames with made-up tokens of the real
// shape, waiting for the socket to end and starting over, until the parent sends 'stop'. Then prints
// one JSON line of totals. Used by socket-flood.bench.ts.
//   tsx support/socket-flooder.ts <url> <liveId> <frames> <sockets>
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';

const [url, liveIdText, framesText, socketsText] = process.argv.slice(2);
const liveId = Number(liveIdText);
const frames = Number(framesText);
const sockets = Number(socketsText);
const totals = { sockets: 0, framesSent: 0, answers: 0, closeCodes: {} as Record<number, number> };
let stopping = false;

function floodOnce(): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    totals.sockets += 1;
    ws.on('open', () => {
      for (let i = 0; i < frames && ws.readyState === ws.OPEN; i += 1) {
        ws.send(`{"type":"online","liveId":${liveId},"token":"${randomBytes(32).toString('base64url')}"}`);
        totals.framesSent += 1;
      }
    });
    ws.on('message', () => (totals.answers += 1));
    ws.on('error', () => undefined);
    // A server that neither answers nor closes (the behaviour before the fix) gets a new socket after 5 s.
    const timer = setTimeout(() => ws.terminate(), 5_000);
    ws.on('close', (code) => {
      clearTimeout(timer);
      totals.closeCodes[code] = (totals.closeCodes[code] ?? 0) + 1;
      resolve();
    });
  });
}

async function flooder(): Promise<void> {
  while (!stopping) {
    await floodOnce();
    await new Promise((r) => setTimeout(r, 10));
  }
}

const running = Array.from({ length: sockets }, () => flooder());
process.stdin.on('data', () => (stopping = true));
await Promise.all(running);
console.log(JSON.stringify(totals));
process.exit(0);
