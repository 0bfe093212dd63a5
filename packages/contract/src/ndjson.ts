/**
 * An incremental NDJSON reader (issue 16, the AI stream): feed it byte chunks as they arrive (fetch's
 * stream reader on H5, `onChunkReceived` ArrayBuffers in the mini-program, a Node response in tests);
 * chunks may split anywhere, even inside a UTF-8 character or a line. It returns the complete lines
 * parsed as JSON; blank lines are skipped; `end()` flushes a last line without its '\n'. A line that is
 * not JSON throws (the stream is broken: the caller shows its failure text).
 *
 * The mini-program's JS engine has no TextDecoder on devices (only in DevTools): there the bytes go
 * through Utf8StreamDecoder, a small incremental decoder with the same results.
 */
export class NdjsonDecoder<T = unknown> {
  private readonly decoder: ByteDecoder = createByteDecoder();
  private buffer = '';

  /** The objects completed by this chunk, in order. */
  push(chunk: ArrayBuffer | Uint8Array | string): T[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(toBytes(chunk), { stream: true });
    return this.drain(false);
  }

  /** The stream ended: the objects still buffered (a last line without '\n'). */
  end(): T[] {
    this.buffer += this.decoder.decode();
    return this.drain(true);
  }

  private drain(final: boolean): T[] {
    const lines = this.buffer.split('\n');
    this.buffer = final ? '' : lines.pop()!;
    const out: T[] = [];
    for (const line of lines) {
      const text = line.trim();
      if (text) out.push(JSON.parse(text) as T);
    }
    return out;
  }
}

interface ByteDecoder {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}

function createByteDecoder(): ByteDecoder {
  return typeof TextDecoder === 'function' ? new TextDecoder('utf-8') : new Utf8StreamDecoder();
}

const REPLACEMENT = 0xfffd;

/** How many continuation bytes follow a lead byte; -1 for a byte that cannot start a character. */
function continuationCount(lead: number): number {
  if (lead < 0x80) return 0;
  if (lead >= 0xc2 && lead <= 0xdf) return 1;
  if (lead >= 0xe0 && lead <= 0xef) return 2;
  if (lead >= 0xf0 && lead <= 0xf4) return 3;
  return -1;
}

/** The allowed range of the second byte (excludes overlong forms, surrogates and code points past U+10FFFF). */
function secondByteOk(lead: number, byte: number): boolean {
  if (lead === 0xe0) return byte >= 0xa0 && byte <= 0xbf;
  if (lead === 0xed) return byte >= 0x80 && byte <= 0x9f;
  if (lead === 0xf0) return byte >= 0x90 && byte <= 0xbf;
  if (lead === 0xf4) return byte >= 0x80 && byte <= 0x8f;
  return byte >= 0x80 && byte <= 0xbf;
}

/**
 * TextDecoder('utf-8')'s streaming decode for hosts without it: a character split across chunks is
 * held until its last byte arrives; malformed bytes become U+FFFD as TextDecoder does.
 */
export class Utf8StreamDecoder implements ByteDecoder {
  private pending: number[] = [];

  decode(bytes: Uint8Array = new Uint8Array(0), options: { stream?: boolean } = {}): string {
    const input = this.pending.length > 0 ? Uint8Array.from([...this.pending, ...bytes]) : bytes;
    this.pending = [];
    const units: number[] = [];
    let out = '';
    const flush = () => {
      out += String.fromCharCode(...units);
      units.length = 0;
    };
    let i = 0;
    while (i < input.length) {
      const lead = input[i];
      const need = continuationCount(lead);
      if (need === 0) {
        units.push(lead);
        i += 1;
      } else if (need < 0) {
        units.push(REPLACEMENT);
        i += 1;
      } else {
        // Count the valid continuation bytes present.
        let have = 0;
        while (have < need && i + 1 + have < input.length) {
          const byte = input[i + 1 + have];
          const ok = have === 0 ? secondByteOk(lead, byte) : byte >= 0x80 && byte <= 0xbf;
          if (!ok) break;
          have += 1;
        }
        if (have === need) {
          let cp = lead & (0xff >> (need + 2));
          for (let k = 1; k <= need; k += 1) cp = (cp << 6) | (input[i + k] & 0x3f);
          if (cp >= 0x10000) {
            const v = cp - 0x10000;
            units.push(0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff));
          } else {
            units.push(cp);
          }
          i += need + 1;
        } else if (i + 1 + have === input.length && options.stream) {
          // A character cut by the chunk's end: wait for the rest.
          this.pending = Array.from(input.subarray(i));
          i = input.length;
        } else {
          // A broken sequence: one replacement for the bytes that looked valid so far.
          units.push(REPLACEMENT);
          i += 1 + have;
        }
      }
      if (units.length >= 4096) flush();
    }
    flush();
    return out;
  }
}

function toBytes(chunk: ArrayBuffer | Uint8Array): Uint8Array {
  return chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk);
}

/** One event as a line of the stream. */
export function ndjsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
