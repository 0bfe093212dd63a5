import { CODE, TEXT, type Envelope, type TableEnvelope } from '@caixue/contract';
import type { Paged } from '../paging';

/** RuoYi envelopes: HTTP 200 always; success or failure is the `code` field (DESIGN "Contracts"). */
export function ok<T>(data: T, msg: string = TEXT.ok): Envelope<T> {
  return { code: CODE.ok, msg, data };
}

/** A paged list's envelope: RuoYi's {code, msg, rows, total} (no data). */
export function table<T>({ rows, total }: Paged<T>): TableEnvelope<T> {
  return { code: CODE.ok, msg: TEXT.ok, rows, total };
}

export function okMessage(msg: string = TEXT.ok): Envelope<never> {
  return { code: CODE.ok, msg };
}

export function failure(code: number, msg: string): Envelope<never> {
  return { code, msg };
}
