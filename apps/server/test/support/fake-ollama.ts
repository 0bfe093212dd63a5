import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Ollama (issue 16): GET /api/tags (reachability), POST /api/chat streaming NDJSON
 * lines `{model, created_at, message:{role, content}, done:false}` then `{done:true, ...}` like the
 * real server. The test sets `script` to decide how an answer is written; every chat request's body is
 * kept, and `closed` counts requests whose connection closed before the answer ended (an abort reached us).
 */

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

export type Script = (write: Writer, request: ChatRequestBody) => Promise<void>;

export interface Writer {
  /** One NDJSON line, as bytes written in pieces of `split` bytes (splitting UTF-8 characters) with `gapMs` between. */
  line(value: unknown, options?: { split?: number; gapMs?: number }): Promise<void>;
  delta(content: string, options?: { split?: number; gapMs?: number }): Promise<void>;
  done(): Promise<void>;
  /** Resolves when the client closed the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
}

export interface FakeOllama {
  url: string;
  requests: ChatRequestBody[];
  /** Chat requests whose connection the client closed before the answer ended. */
  closed: number;
  script: Script;
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const answerWith =
  (parts: string[], options?: { split?: number; gapMs?: number }): Script =>
  async (write) => {
    for (const part of parts) await write.delta(part, options);
    await write.done();
  };

export async function startFakeOllama(): Promise<FakeOllama> {
  const fake: FakeOllama = { url: '', requests: [], closed: 0, script: answerWith(['你好']), close: async () => {} };

  const chat = async (res: ServerResponse, body: ChatRequestBody) => {
    fake.requests.push(body);
    let closed = false;
    const closedPromise = new Promise<void>((resolve) => {
      res.on('close', () => {
        closed = true;
        if (!res.writableFinished) fake.closed += 1;
        resolve();
      });
    });
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    const write = async (bytes: Buffer, split?: number, gapMs = 0) => {
      const size = split ?? bytes.length;
      for (let i = 0; i < bytes.length && !closed; i += size) {
        res.write(bytes.subarray(i, i + size));
        if (gapMs > 0) await sleep(gapMs);
      }
    };
    const writer: Writer = {
      line: (value, options) => write(Buffer.from(`${JSON.stringify(value)}\n`), options?.split, options?.gapMs),
      delta: (content, options) =>
        writer.line({ model: body.model, created_at: new Date().toISOString(), message: { role: 'assistant', content }, done: false }, options),
      done: async () => {
        await writer.line({ model: body.model, created_at: new Date().toISOString(), message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop' });
        res.end();
      },
      closed: closedPromise,
      isClosed: () => closed,
    };
    try {
      await fake.script(writer, body);
    } finally {
      if (!res.writableEnded && !closed) res.end();
    }
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/api/tags') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ models: [{ name: 'qwen2.5:7b', model: 'qwen2.5:7b' }] }));
        return;
      }
      if (req.method === 'POST' && req.url === '/api/chat') {
        void chat(res, JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody);
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
