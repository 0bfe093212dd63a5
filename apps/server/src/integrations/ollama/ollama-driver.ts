import type { AbortableAsyncIterator, ChatResponse, Ollama } from 'ollama';
import type { Agent } from 'undici';
import { AiUnreachableError, AiUpstreamError, type AiDriver, type ChatTurn } from './driver';

/**
 * Ollama through the `ollama` client: POST /api/chat with stream true, NDJSON lines
 * `{message:{content}, done:false}` ... `{done:true}` (an `{"error"}` line can come mid-stream; the
 * client throws it). Node's own fetch (undici) gives up on a response after 300 s without headers or
 * body bytes; a model loading or thinking may take longer, so requests go through an undici Agent
 * with those timeouts off: the end-to-end limit (AI_RULES.timeoutMs) is enforced by the caller's
 * signal, which also closes the request when the member stops or leaves (Ollama then stops generating).
 * The client and undici load with the first request: undici alone was about a tenth of every start,
 * also where AI_DRIVER is not ollama (issue 18).
 */

export interface OllamaDriverOptions {
  host: string;
  model: string;
  /** The reachability probe (GET /api/tags) gives up after this. */
  probeTimeoutMs?: number;
  /** A TCP connection must be made within this (undici's default is 10 s). */
  connectTimeoutMs?: number;
}

/** Undici's headers and body timeouts (300 s by default) are off: the caller's signal is the limit. */
export const OLLAMA_AGENT_TIMEOUTS = { headersTimeout: 0, bodyTimeout: 0 } as const;

type Fetch = typeof fetch;

export class OllamaDriver implements AiDriver {
  readonly name = 'ollama' as const;
  private agent: Agent | undefined;

  constructor(private readonly options: OllamaDriverOptions) {}

  /** A client whose requests use our Agent and also end when `signal` aborts (before the answer's headers too). */
  private async client(signal: AbortSignal): Promise<Ollama> {
    const [{ Ollama }, { Agent, fetch: undiciFetch }] = await Promise.all([import('ollama'), import('undici')]);
    this.agent ??= new Agent({ ...OLLAMA_AGENT_TIMEOUTS, connectTimeout: this.options.connectTimeoutMs ?? 10_000 });
    const dispatcher = this.agent;
    const fetchWith = ((input: string, init?: RequestInit) => {
      const signals = [signal, init?.signal].filter((s): s is AbortSignal => Boolean(s));
      return undiciFetch(input, { ...(init as object), dispatcher, signal: AbortSignal.any(signals) });
    }) as unknown as Fetch;
    return new Ollama({ host: this.options.host, fetch: fetchWith });
  }

  async reachable(): Promise<boolean> {
    try {
      await (await this.client(AbortSignal.timeout(this.options.probeTimeoutMs ?? 3000))).list();
      return true;
    } catch {
      return false;
    }
  }

  async *chat(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<string> {
    let stream: AbortableAsyncIterator<ChatResponse>;
    try {
      stream = await (await this.client(signal)).chat({ model: this.options.model, messages: turns, stream: true });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw classify(error);
    }
    try {
      for await (const part of stream) {
        if (signal.aborted) break;
        const content = part.message?.content;
        if (content) yield content;
      }
      if (signal.aborted) throw signal.reason;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw error instanceof AiUpstreamError ? error : new AiUpstreamError(messageOf(error), { cause: error });
    } finally {
      // Also when the consumer stops early: the request to Ollama is closed, so it stops generating.
      stream.abort();
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** No answer at all: a connection failure is "unreachable", an HTTP error status the model's failure. */
function classify(error: unknown): Error {
  if (error instanceof Error && error.name === 'ResponseError') return new AiUpstreamError(error.message, { cause: error });
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new AiUnreachableError(cause?.code ?? cause?.message ?? messageOf(error), { cause: error });
}
