// Baseline for the quote fan-out benchmark: a bare `ws` server with the same URL (/ws/live/0) and the same
// messages (quoteSubscribe -> quoteSnapshot) that every INTERVAL ms sends each socket ONE frame with the
// quotes of its subscriptions, built the same way as the real feed (each quote serialized once per tick,
// joined per socket). The quotes are the simulation's, computed once at start: no market, no auth, no
// change detection. Run as its own process; prints "listening on http://host:port".
//   node --import tsx bench/support/bare-quote-server.ts   (PORT=0 picks a free port, INTERVAL=3000)
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { SimulatedMarket } from '../../apps/server/src/integrations/market/simulation';
import { toMarketQuote } from '../../apps/server/src/modules/market/service';

const INTERVAL = Number(process.env.INTERVAL ?? 3000);
const market = new SimulatedMarket();
const quoteJson = new Map<string, string>();
for (const q of market.quotesAt(market.universe.all.map((s) => s.symbol), Date.now())) {
  // The status the real server shows in a session, so the frames are the same size.
  quoteJson.set(q.symbol, JSON.stringify({ ...toMarketQuote(q), status: 'trading', statusText: '交易中' }));
}
const subscriptions = new Map<WebSocket, Set<string>>();

function frameOf(symbols: Iterable<string>, time: number): string {
  const parts: string[] = [];
  for (const s of symbols) {
    const part = quoteJson.get(s);
    if (part) parts.push(part);
  }
  return `[{"type":"quoteSnapshot","quotes":[${parts.join(',')}],"status":"trading","statusText":"交易中","time":${time}}]`;
}

setInterval(() => {
  const time = Date.now();
  for (const [ws, symbols] of subscriptions) ws.send(frameOf(symbols, time));
}, INTERVAL);

const http = createServer((_request, response) => {
  response.writeHead(404).end();
});
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
http.on('upgrade', (request, socket, head) => {
  if (!/^\/ws\/live\/\d+$/.test(request.url ?? '')) {
    socket.destroy();
    return;
  }
  wss.handleUpgrade(request, socket, head, (ws) => {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      let frame: { type?: string; symbols?: string[] };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return;
      }
      if (frame.type === 'quoteSubscribe' && Array.isArray(frame.symbols)) {
        const set = subscriptions.get(ws) ?? new Set<string>();
        for (const s of frame.symbols) set.add(s);
        subscriptions.set(ws, set);
        ws.send(frameOf(frame.symbols, Date.now()));
      }
    });
    ws.on('close', () => subscriptions.delete(ws));
  });
});
http.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.info(`bare quote server listening on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => process.exit(0));
