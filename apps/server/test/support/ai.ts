import { request as httpRequest, type IncomingMessage } from 'node:http';
import { API, NdjsonDecoder, type AiChatBody, type AiStreamEvent } from '@caixue/contract';
import { signHeaders } from './sign';
import type { Answer, TestServer } from './test-server';

/** The AI chat (issue 16) as the client reads it: an error envelope, or NDJSON events read with NdjsonDecoder. */

export interface ChatAnswer {
  answer: Answer;
  /** The stream's events (empty for an error envelope). */
  events: AiStreamEvent[];
  /** Deltas joined, with a replace taking the place of everything before it. */
  text: string;
}

export function eventsOf(raw: Buffer): AiStreamEvent[] {
  const decoder = new NdjsonDecoder<AiStreamEvent>();
  // Fed in 7-byte pieces: lines and UTF-8 characters split anywhere, as on the wire.
  const events: AiStreamEvent[] = [];
  for (let i = 0; i < raw.length; i += 7) events.push(...decoder.push(raw.subarray(i, i + 7)));
  return [...events, ...decoder.end()];
}

export function textOf(events: AiStreamEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.type === 'delta') text += e.content;
    if (e.type === 'replace') text = e.content;
  }
  return text;
}

export async function chat(server: TestServer, token: string | undefined, body: AiChatBody): Promise<ChatAnswer> {
  const answer = await server.post(API.ai.chat, body, { token });
  const streamed = String(answer.headers['content-type'] ?? '').includes('ndjson');
  const events = streamed ? eventsOf(answer.raw) : [];
  return { answer, events, text: textOf(events) };
}

/** A chat over a real socket: events as they arrive; `response.destroy()` is the member leaving. */
export function chatOverHttp(
  baseUrl: string,
  token: string | undefined,
  body: AiChatBody,
  onEvent: (event: AiStreamEvent, response: IncomingMessage) => void,
): Promise<{ status: number; contentType: string; events: AiStreamEvent[]; closedEarly: boolean }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${API.ai.chat}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-encoding': 'gzip', ...signHeaders(payload) },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const decoder = new NdjsonDecoder<AiStreamEvent>();
      const events: AiStreamEvent[] = [];
      const result = () => ({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type']), events, closedEarly: !response.complete });
      response.on('data', (chunk: Buffer) => {
        for (const event of decoder.push(chunk)) {
          events.push(event);
          onEvent(event, response);
        }
      });
      response.on('end', () => {
        events.push(...decoder.end());
        resolve(result());
      });
      response.on('close', () => resolve(result()));
    });
    req.end(payload);
  });
}
