// Baseline for the live fan-out benchmark: a bare `ws` broadcast server with the same URL shape
// (/ws/live/{liveId}) and the same per-room batching as the real hub (at most one frame per room per
// 50 ms, leading edge; one JSON array frame serialized once and written to every socket). No auth,
// no persistence, no sanitizing. Each message has the §3 shape viewers of the real server get (author,
// teacher, time; a fixed author), so both servers put the same bytes on the wire and the load client
// pays the same for reading them; BARE_MESSAGE=short sends the old minimal {id, seq, content}. Run as its own process; prints "listening on http://host:port".
//   node --import tsx bench/support/bare-ws-server.ts   (PORT=0 picks a free port)
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const BATCH_MS = 50;
/**
 * 'leading' (default, what the real hub does): a room idle for 50 ms flushes at once, later events
 * wait for the rest of the window — one frame per room per 50 ms at most.
 * 'trailing' (BARE_BATCH=trailing, the hub before): the first queued event starts a 50 ms timer.
 */
const LEADING = process.env.BARE_BATCH !== 'trailing';
const PATH = /^\/ws\/live\/(\d+)$/;
const SHORT_MESSAGE = process.env.BARE_MESSAGE === 'short';
const AUTHOR = { id: 2, name: '张老师', nickname: '张老师', avatar: '/media/avatars/teacher-1.png' };
const TEACHER = { id: 1, name: '张老师', avatar: '/media/teachers/teacher-1.png' };

function messageOf(liveId: number, id: number, seq: number, content: string): string {
  if (SHORT_MESSAGE) return JSON.stringify({ type: 'msg', data: { id, seq, content } });
  const data = {
    id, liveId, seq, categoryId: 1, content, dateTime: new Date().toISOString(), tplId: 0,
    memberId: AUTHOR.id, member: AUTHOR, teacher: TEACHER, quoteId: null, quote: null, status: 1,
  };
  return JSON.stringify({ type: 'msg', data });
}

interface Room {
  sockets: Set<WebSocket>;
  queue: string[];
  seq: number;
  onlineChanged: boolean;
  timer: NodeJS.Timeout | null;
  lastFlush: number;
}

const rooms = new Map<number, Room>();
let nextId = 1;

function roomOf(liveId: number): Room {
  let room = rooms.get(liveId);
  if (!room) {
    room = { sockets: new Set(), queue: [], seq: 0, onlineChanged: false, timer: null, lastFlush: 0 };
    rooms.set(liveId, room);
  }
  return room;
}

function schedule(liveId: number, room: Room): void {
  if (room.timer) return;
  const wait = LEADING ? Math.max(0, BATCH_MS - (performance.now() - room.lastFlush)) : BATCH_MS;
  room.timer = setTimeout(() => flush(liveId, room), wait);
}

function flush(liveId: number, room: Room): void {
  room.timer = null;
  room.lastFlush = performance.now();
  if (room.onlineChanged) {
    room.queue.push(JSON.stringify({ type: 'online', liveId, count: room.sockets.size }));
    room.onlineChanged = false;
  }
  if (room.queue.length === 0) return;
  const frame = Buffer.from(`[${room.queue.join(',')}]`);
  room.queue = [];
  for (const socket of room.sockets) socket.send(frame, { binary: false });
}

const http = createServer((_request, response) => {
  response.writeHead(404).end();
});
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });

http.on('upgrade', (request, socket, head) => {
  const match = PATH.exec(request.url ?? '');
  if (!match) {
    socket.destroy();
    return;
  }
  const liveId = Number(match[1]);
  wss.handleUpgrade(request, socket, head, (ws) => {
    const room = roomOf(liveId);
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      if (text === 'heartbeat') {
        ws.send('heartbeat');
        return;
      }
      let frame: { type?: string; content?: string; clientMsgId?: string };
      try {
        frame = JSON.parse(text) as typeof frame;
      } catch {
        return;
      }
      if (frame.type === 'online') {
        room.sockets.add(ws);
        room.onlineChanged = true;
        schedule(liveId, room);
      } else if (frame.type === 'msg') {
        room.seq += 1;
        const id = nextId;
        nextId += 1;
        room.queue.push(messageOf(liveId, id, room.seq, frame.content ?? ''));
        if (frame.clientMsgId) ws.send(JSON.stringify([{ type: 'ack', clientMsgId: frame.clientMsgId, id, seq: room.seq }]));
        schedule(liveId, room);
      }
    });
    ws.on('close', () => {
      if (room.sockets.delete(ws)) {
        room.onlineChanged = true;
        schedule(liveId, room);
      }
    });
  });
});

http.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.info(`bare ws server listening on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => process.exit(0));
