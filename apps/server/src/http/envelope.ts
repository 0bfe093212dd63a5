import { CODE, TEXT, type Envelope } from '@caixue/contract';

/** RuoYi envelopes: HTTP 200 always; success or failure is the `code` field (DESIGN "Contracts"). */
export function ok<T>(data: T, msg: string = TEXT.ok): Envelope<T> {
  return { code: CODE.ok, msg, data };
}

export function okMessage(msg: string = TEXT.ok): Envelope<never> {
  return { code: CODE.ok, msg };
}

export function failure(code: number, msg: string): Envelope<never> {
  return { code, msg };
}
