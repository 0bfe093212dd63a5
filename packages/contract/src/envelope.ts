/** RuoYi-style envelopes (DESIGN "Contracts"). HTTP status is 200; the business code is in `code`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
export interface TableEnvelope<T = unknown> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}
