/**
 * A POST whose answer is a stream of NDJSON events (the AI assistant, issue 16), read as it arrives:
 * - H5: `fetch` + `response.body.getReader()`, stopped with an AbortController;
 * - mini-program: `Taro.request({enableChunked: true})` + `onChunkReceived` (ArrayBuffer chunks),
 *   stopped with `requestTask.abort()`.
 * Both feed the contract's NdjsonDecoder (chunks split anywhere, even inside a UTF-8 character). The
 * same identity and signature headers as every other call. A JSON answer instead of the stream is the
 * server's error envelope: its message is the failure (401/403 also clear the login, like any call).
 */
import Taro from '@tarojs/taro';
import { CODE, NdjsonDecoder, TEXT, TIMEOUT, Utf8StreamDecoder } from '@caixue/contract';
import { ENV } from '../platform/env';
import { isH5 } from '../platform/platform';
import { identityHeaders, signHeaders } from './requestHeaders';
import { describeTransportFailure, envelopeError } from './requestErrors';

/** How a stream ended (its events went to onEvents as they arrived). */
export type StreamOutcome =
  /** The server closed the stream. */
  | { kind: 'ended' }
  /** stop() was called. */
  | { kind: 'stopped' }
  /** No stream: the server's error envelope (before streaming) or its HTTP error. */
  | { kind: 'refused'; code: number; message: string }
  /** The connection failed, timed out, or the stream broke (a line that is not JSON). */
  | { kind: 'failed'; message: string; timedOut: boolean };

export interface StreamRequest<E> {
  /** An API path, e.g. API.ai.chat. */
  path: string;
  body: unknown;
  /** The events completed by one chunk, in order. */
  onEvents: (events: E[]) => void;
  /** Defaults to the spec's AI chat limit (600 s). */
  timeoutMs?: number;
}

export interface StreamHandle {
  /** Settles once the stream is over (never rejects). */
  done: Promise<StreamOutcome>;
  /** Stops reading and closes the request (the server sees the connection close). */
  stop: () => void;
}

export const STREAM_CONTENT_TYPE_HINT = 'ndjson';

/** The header's value, whatever the case of its name (weapp passes headers as the server sent them). */
export function headerValue(headers: Record<string, unknown> | undefined, name: string): string {
  if (!headers) return '';
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return String(value ?? '');
  return '';
}

/** True for the stream's content type; anything else is read whole as the error envelope. */
export function isStreamType(contentType: string): boolean {
  return contentType.toLowerCase().includes(STREAM_CONTENT_TYPE_HINT);
}

function requestHeaders(bodyText: string, body: unknown): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/x-ndjson, application/json',
    ...identityHeaders(true),
    ...signHeaders(bodyText, body),
  };
}

/** The refusal of a non-stream answer: the envelope's message (and the session handling of 401/403). */
function refusal(status: number, text: string, path: string, body: unknown): StreamOutcome {
  let envelope: unknown;
  try {
    envelope = text ? JSON.parse(text) : undefined;
  } catch {
    envelope = undefined;
  }
  if (envelope && typeof envelope === 'object' && typeof (envelope as { code?: unknown }).code === 'number') {
    const env = envelope as { code: number; msg?: string; data?: unknown };
    if (env.code !== CODE.ok) {
      const error = envelopeError(env, { path, sent: body && typeof body === 'object' ? { ...(body as object) } : {}, silent: true });
      return { kind: 'refused', code: env.code, message: env.msg || error.message };
    }
  }
  return { kind: 'refused', code: status, message: TEXT.statusError(status) };
}

const BROKEN_STREAM = '回答数据异常，请稍后再试';

/** Feeds chunks to the decoder and the events to the caller; a broken line ends the stream. */
class Feeder<E> {
  private readonly decoder = new NdjsonDecoder<E>();
  broken = false;
  constructor(private readonly onEvents: (events: E[]) => void) {}
  push(chunk: ArrayBuffer | Uint8Array): boolean {
    return this.deliver(() => this.decoder.push(chunk));
  }
  end(): boolean {
    return this.deliver(() => this.decoder.end());
  }
  private deliver(read: () => E[]): boolean {
    if (this.broken) return false;
    let events: E[];
    try {
      events = read();
    } catch {
      this.broken = true;
      return false;
    }
    if (events.length > 0) this.onEvents(events);
    return true;
  }
}

function streamH5<E>(request: StreamRequest<E>, url: string, bodyText: string, timeoutMs: number): StreamHandle {
  const controller = new AbortController();
  let stopped = false;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const run = async (): Promise<StreamOutcome> => {
    const response = await fetch(url, { method: 'POST', headers: requestHeaders(bodyText, request.body), body: bodyText, signal: controller.signal });
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !isStreamType(contentType) || !response.body) {
      return refusal(response.status, await response.text(), request.path, request.body);
    }
    const feeder = new Feeder(request.onEvents);
    const reader = response.body.getReader();
    // A stop or the time limit also ends a read that is waiting (some hosts do not error the body).
    controller.signal.addEventListener('abort', () => { reader.cancel().catch(() => undefined); });
    for (;;) {
      const { value, done } = await reader.read();
      if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
      if (done) break;
      if (value && !feeder.push(value)) {
        controller.abort();
        return { kind: 'failed', message: BROKEN_STREAM, timedOut: false };
      }
    }
    if (!feeder.end()) return { kind: 'failed', message: BROKEN_STREAM, timedOut: false };
    return { kind: 'ended' };
  };
  const done = run().catch((error: unknown): StreamOutcome => {
    if (stopped) return { kind: 'stopped' };
    if (timedOut) return { kind: 'failed', message: TEXT.timeout, timedOut: true };
    return { kind: 'failed', message: describeTransportFailure(error), timedOut: false };
  }).then((outcome) => {
    clearTimeout(timer);
    // A stop that raced the last chunk still counts as stopped for the member.
    return stopped && outcome.kind !== 'refused' ? { kind: 'stopped' as const } : outcome;
  });
  return {
    done,
    stop: () => {
      if (stopped) return;
      stopped = true;
      controller.abort();
    },
  };
}

interface ChunkedTask {
  onChunkReceived?: (listener: (res: { data: ArrayBuffer }) => void) => void;
  onHeadersReceived?: (listener: (res: { header?: Record<string, unknown>; statusCode?: number }) => void) => void;
  abort?: () => void;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const size = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A whole (small) answer as text: the error envelope. */
function bytesToText(bytes: Uint8Array): string {
  const decoder = typeof TextDecoder === 'function' ? new TextDecoder('utf-8') : new Utf8StreamDecoder();
  return decoder.decode(bytes);
}

function streamWeapp<E>(request: StreamRequest<E>, url: string, bodyText: string, timeoutMs: number): StreamHandle {
  let stopped = false;
  let headerType = '';
  let headerStatus = 0;
  const raw: Uint8Array[] = [];
  const feeder = new Feeder(request.onEvents);
  let streaming: boolean | null = null;
  let task: (Promise<unknown> & ChunkedTask) | null = null;

  const onChunk = (res: { data: ArrayBuffer }) => {
    if (stopped || !res?.data) return;
    const bytes = new Uint8Array(res.data);
    if (streaming === null) streaming = isStreamType(headerType);
    if (!streaming) {
      raw.push(bytes);
      return;
    }
    if (!feeder.push(bytes)) task?.abort?.();
  };

  const run = async (): Promise<StreamOutcome> => {
    task = Taro.request({
      url,
      method: 'POST',
      header: requestHeaders(bodyText, request.body),
      data: bodyText,
      timeout: timeoutMs,
      enableChunked: true,
      responseType: 'arraybuffer',
      dataType: '其他',
    } as Parameters<typeof Taro.request>[0]) as unknown as Promise<unknown> & ChunkedTask;
    task.onHeadersReceived?.((res) => {
      headerType = headerValue(res.header, 'content-type');
      headerStatus = res.statusCode ?? 0;
    });
    task.onChunkReceived?.(onChunk);
    const res = (await task) as { statusCode?: number; header?: Record<string, unknown>; data?: unknown };
    if (feeder.broken) return { kind: 'failed', message: BROKEN_STREAM, timedOut: false };
    const status = res?.statusCode ?? headerStatus ?? 200;
    const contentType = headerValue(res?.header, 'content-type') || headerType;
    if (status >= 200 && status < 300 && isStreamType(contentType)) {
      // A host that delivered the body only at the end (no chunk events) still hands it over here.
      if (streaming === null && res?.data instanceof ArrayBuffer && res.data.byteLength > 0) feeder.push(res.data);
      if (!feeder.end()) return { kind: 'failed', message: BROKEN_STREAM, timedOut: false };
      return { kind: 'ended' };
    }
    let text = bytesToText(concat(raw));
    if (!text && res?.data !== undefined) {
      text = res.data instanceof ArrayBuffer ? bytesToText(new Uint8Array(res.data)) : typeof res.data === 'string' ? res.data : JSON.stringify(res.data);
    }
    return refusal(status, text, request.path, request.body);
  };

  const done = run().catch((error: unknown): StreamOutcome => {
    if (stopped) return { kind: 'stopped' };
    const message = describeTransportFailure(error);
    return { kind: 'failed', message, timedOut: message === TEXT.timeout };
  }).then((outcome) => (stopped && outcome.kind !== 'refused' ? { kind: 'stopped' as const } : outcome));

  return {
    done,
    stop: () => {
      if (stopped) return;
      stopped = true;
      task?.abort?.();
    },
  };
}

/** Opens the stream; events arrive through request.onEvents until `done` settles. */
export function postStream<E>(request: StreamRequest<E>): StreamHandle {
  const bodyText = JSON.stringify(request.body ?? {});
  const url = `${ENV.apiBase}${request.path}`;
  const timeoutMs = request.timeoutMs ?? TIMEOUT.aiChat;
  return isH5() ? streamH5(request, url, bodyText, timeoutMs) : streamWeapp(request, url, bodyText, timeoutMs);
}
