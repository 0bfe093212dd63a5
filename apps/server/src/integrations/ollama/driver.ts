/**
 * The AI assistant's model (issue 16). One interface, two drivers: `ollama` (./ollama-driver)
 * streams Ollama's POST /api/chat (OLLAMA_HOST, OLLAMA_MODEL); `dev` (./dev-driver, the default
 * offline) answers from the product's own content (news, courses, teachers) with links. The caller
 * (modules/ai) owns limits, persistence, the advice check and the end-to-end timeout.
 */

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type AiDriverName = 'dev' | 'ollama';

export interface AiDriver {
  readonly name: AiDriverName;
  /** Whether the model answers now (info's enabled flag); quick, never throws. */
  reachable(): Promise<boolean>;
  /**
   * The answer to the last user turn as text deltas, in order. Aborting `signal` stops it at once
   * (the upstream request is closed) and the iteration rejects with the signal's reason. Failures
   * reject with AiUnreachableError (no connection) or AiUpstreamError (the model failed).
   */
  chat(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string>;
}

/** The model could not be reached at all (connection refused, DNS, connect timeout). */
export class AiUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiUnreachableError';
  }
}

/** The model answered with an error (HTTP status, an {"error"} line mid-stream, a stream cut short). */
export class AiUpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiUpstreamError';
  }
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
