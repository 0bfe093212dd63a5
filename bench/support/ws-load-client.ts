// A light WebSocket client on node:net for load generation: thousands of sockets in one process.
// The `ws` npm client spends too much per socket and per frame to drive thousands of viewers
// (STACK-NOTES.md), so this one does only what a benchmark viewer needs: the HTTP/1.1 upgrade, RFC 6455
// frame boundaries (7/16/64-bit lengths), pong for ping, and a reply to close. Client frames are masked.
// A viewer in 'count' mode never decodes text: it counts a byte pattern in each frame's payload
// (native Buffer.indexOf). A viewer in 'parse' mode decodes and JSON.parses every frame.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const OP_CONTINUATION = 0x0;
const OP_TEXT = 0x1;
const OP_BINARY = 0x2;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/**
 * One read buffer shared by every socket (net's `onread`): no allocation and no stream machinery per
 * read. Safe because each read is handled synchronously and partial frames are copied out.
 */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes on one machine. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

export interface RawWsOptions {
  host: string;
  port: number;
  path: string;
  /** 'count': count `pattern` occurrences per frame; 'parse': hand each frame's JSON to onFrame. */
  mode: 'count' | 'parse';
  /** Counted in 'count' mode (and in 'parse' mode too, so both modes feed the same counter). */
  pattern?: Buffer;
  /** Every counted occurrence of the pattern adds to `value`; every byte read after the upgrade to `bytes`. */
  counter?: { value: number; bytes: number };
  /** 'parse' mode: the decoded frame (JSON when it parses, else the text) and the arrival time. */
  onFrame?: (frame: unknown, receivedAt: number) => void;
  onOpen?: () => void;
  onClose?: (reason: string) => void;
}

export class RawWsClient {
  readonly socket: net.Socket;
  open = false;
  closed = false;
  frames = 0;
  private handshake = '';
  private readonly key = randomBytes(16).toString('base64');
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Bytes needed before the buffered data holds a whole frame (0: header not yet complete). */
  private need = 0;

  constructor(private readonly options: RawWsOptions) {
    this.socket = net.connect({
      host: options.host,
      port: options.port,
      onread: {
        buffer: READ_BUFFER,
        callback: (bytes: number, buffer: Uint8Array) => {
          const chunk = Buffer.from(buffer.buffer, buffer.byteOffset, bytes);
          if (this.open) this.onData(chunk);
          else this.onHandshakeData(chunk);
          return true;
        },
      },
    });
    this.socket.setNoDelay(true);
    this.socket.on('connect', () => {
      this.socket.write(
        `GET ${options.path} HTTP/1.1\r\nHost: ${options.host}:${options.port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${this.key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.socket.on('error', (error) => this.finish(error.message));
    this.socket.on('close', () => this.finish('socket closed'));
  }

  /** Sends a text frame (masked, as RFC 6455 requires of clients). */
  send(text: string): void {
    if (!this.open || this.closed) return;
    this.socket.write(encodeFrame(OP_TEXT, Buffer.from(text)));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
  }

  private finish(reason: string): void {
    const wasClosed = this.closed;
    this.closed = true;
    this.open = false;
    if (!wasClosed) this.options.onClose?.(reason);
  }

  private onHandshakeData(chunk: Buffer): void {
    this.handshake += chunk.toString('latin1');
    const end = this.handshake.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.handshake.slice(0, end);
    const accept = createHash('sha1').update(this.key + WS_GUID).digest('base64');
    if (!/^HTTP\/1\.1 101/.test(head) || !head.toLowerCase().includes(accept.toLowerCase())) {
      this.options.onClose?.(`upgrade refused: ${head.split('\r\n')[0]}`);
      this.closed = true;
      this.socket.destroy();
      return;
    }
    this.open = true;
    const rest = Buffer.from(this.handshake.slice(end + 4), 'latin1');
    this.handshake = '';
    this.options.onOpen?.();
    if (rest.length > 0) this.onData(rest);
  }

  private onData(chunk: Buffer): void {
    if (this.options.counter) this.options.counter.bytes += chunk.length;
    let buf = chunk;
    if (this.pendingBytes > 0) {
      this.pending.push(Buffer.from(chunk)); // the read buffer is shared: copy
      this.pendingBytes += chunk.length;
      if (this.pendingBytes < this.need) return;
      buf = Buffer.concat(this.pending, this.pendingBytes);
      this.pending = [];
      this.pendingBytes = 0;
    }
    this.need = 0;
    const receivedAt = this.options.mode === 'parse' ? nowMs() : 0;
    let offset = 0;
    while (offset < buf.length) {
      const available = buf.length - offset;
      if (available < 2) break;
      const b0 = buf[offset];
      const b1 = buf[offset + 1];
      let length = b1 & 0x7f;
      let header = 2;
      if (length === 126) {
        if (available < 4) break;
        length = buf.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (available < 10) break;
        length = buf.readUInt32BE(offset + 2) * 2 ** 32 + buf.readUInt32BE(offset + 6);
        header = 10;
      }
      const masked = (b1 & 0x80) !== 0;
      if (masked) header += 4;
      if (available < header + length) {
        this.need = header + length;
        break;
      }
      let payload = buf.subarray(offset + header, offset + header + length);
      if (masked) payload = unmask(payload, buf.subarray(offset + header - 4, offset + header));
      offset += header + length;
      this.onFrame(b0 & 0x0f, payload, receivedAt);
      if (this.closed) return;
    }
    if (offset < buf.length) {
      // Keep a copy of the partial frame: the chunk's memory may be reused by later reads.
      const rest = Buffer.from(buf.subarray(offset));
      this.pending = [rest];
      this.pendingBytes = rest.length;
      if (this.need === 0) this.need = rest.length + 1;
    }
  }

  private onFrame(opcode: number, payload: Buffer, receivedAt: number): void {
    if (opcode === OP_TEXT || opcode === OP_BINARY || opcode === OP_CONTINUATION) {
      this.frames += 1;
      const { pattern, counter } = this.options;
      if (pattern && counter) {
        let at = payload.indexOf(pattern);
        while (at >= 0) {
          counter.value += 1;
          at = payload.indexOf(pattern, at + pattern.length);
        }
      }
      // Fragmented messages are not reassembled: a benchmark server never fragments, and a
      // continuation frame is still counted above rather than crashing the client.
      if (this.options.mode === 'parse' && opcode !== OP_CONTINUATION) {
        const text = payload.toString('utf8');
        let frame: unknown = text;
        try {
          frame = JSON.parse(text);
        } catch {
          // heartbeat replies and other plain text stay strings
        }
        this.options.onFrame?.(frame, receivedAt);
      }
    } else if (opcode === OP_PING) {
      this.socket.write(encodeFrame(0xa, payload));
    } else if (opcode === OP_CLOSE) {
      if (!this.closed) this.socket.end(encodeFrame(OP_CLOSE, payload.subarray(0, 2)));
      this.finish(`close frame ${payload.length >= 2 ? payload.readUInt16BE(0) : ''}`);
    }
  }
}

function unmask(payload: Buffer, mask: Buffer): Buffer {
  const out = Buffer.allocUnsafe(payload.length);
  for (let i = 0; i < payload.length; i += 1) out[i] = payload[i] ^ mask[i & 3];
  return out;
}

export function encodeFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (header === 2) {
    frame[1] = 0x80 | length;
  } else if (header === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let i = 0; i < length; i += 1) frame[header + 4 + i] = payload[i] ^ mask[i & 3];
  return frame;
}

/**
 * Opens `count` sockets at `perSecond` (in 10 ms steps) so connection setup does not pile up, and
 * resolves once every socket has finished its handshake or failed (or after `timeoutMs`).
 */
export async function openPaced(
  count: number,
  perSecond: number,
  make: (index: number, settle: () => void) => RawWsClient,
  timeoutMs = 120_000,
): Promise<RawWsClient[]> {
  const clients: RawWsClient[] = [];
  let settled = 0;
  let resolveAll!: () => void;
  const all = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  const settle = () => {
    settled += 1;
    if (settled === count) resolveAll();
  };
  const perStep = Math.max(1, Math.round(perSecond / 100));
  const started = performance.now();
  while (clients.length < count) {
    const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * perSecond) + perStep);
    while (clients.length < due) {
      let done = false;
      const once = () => {
        if (!done) {
          done = true;
          settle();
        }
      };
      clients.push(make(clients.length, once));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  return clients;
}
