/**
 * The API client (SPEC §7, §8). Every call goes to ENV.apiBase with the identity and signature
 * headers, holds the counted loading indicator unless it is a background call, and resolves only
 * with an envelope whose code is 200; anything else is handled by requestErrors and rejects.
 */
import Taro from '@tarojs/taro';
import {
  CODE, TIMEOUT, type Endpoint, type Envelope, type GetEndpoint, type PageEndpoint, type PostEndpoint, type TableEnvelope,
} from '@caixue/contract';
import { ENV } from '../platform/env';
import { takeBootAnswer } from './bootData';
import { beginLoading, endLoading } from './loading';
import { appendQuery, type QueryParams } from './query';
import { identityHeaders, signHeaders } from './requestHeaders';
import { envelopeError, httpStatusError, transportFailure, type CallContext } from './requestErrors';

export { RequestError } from './requestErrors';

export interface RequestOptions {
  /** Send no Authorization header (the spec's no-token calls). */
  noToken?: boolean;
  /** Do not show the loading indicator. */
  noLoading?: boolean;
  /** Milliseconds; defaults per path (timeoutFor). */
  timeout?: number;
  header?: Record<string, string>;
  /** No error toasts: the caller shows its own message. */
  silent?: boolean;
  /** Query parameters for a call that also has a body. */
  params?: QueryParams;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestConfig extends RequestOptions {
  url: string;
  method?: HttpMethod;
  /** The JSON body. */
  data?: unknown;
}

/** Calls that wait longer than the 10 s default (SPEC §9). */
const SLOW_PATHS: Record<string, number> = {
  '/api/news/ver/2/list/find': TIMEOUT.newsFind,
  '/api/ai/chat/ollama': TIMEOUT.aiChat,
  '/captchaImage': TIMEOUT.captcha,
};

export function timeoutFor(path: string): number {
  return SLOW_PATHS[path] ?? TIMEOUT.request;
}

/** Background calls that must not cover the page with a loading indicator (SPEC §9). */
const BACKGROUND_PATHS = new Set(['/api/access/log/save', '/api/course/view/ver/2/save', '/api/news/view/ver/2/save']);

export function showsLoading(path: string): boolean {
  return !BACKGROUND_PATHS.has(path) && !path.endsWith('/like');
}

function pathOf(url: string): string {
  return url.split('?')[0];
}

interface RawResponse {
  statusCode: number;
  data: unknown;
}

function isEnvelope(body: unknown): body is { code: number; msg?: string; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Resolves the envelope of a code-200 answer (absent code = 200); otherwise throws the handled error. */
function settle<T>(response: RawResponse, ctx: CallContext): T {
  const body = parseBody(response.data);
  if (isEnvelope(body)) {
    if (body.code === CODE.ok) return body as T;
    throw envelopeError(body, ctx);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) throw httpStatusError(response.statusCode, ctx);
  if (typeof body === 'object' && body !== null) return { code: CODE.ok, ...body } as T;
  return { code: CODE.ok, msg: '', data: body } as T;
}

/** Runs a transport call under the loading indicator, hiding it before any error toast shows. */
async function withLoading<R>(show: boolean, call: () => Promise<R>): Promise<R> {
  if (show) beginLoading();
  try {
    return await call();
  } finally {
    if (show) endLoading();
  }
}

async function send<T>(config: RequestConfig): Promise<T> {
  const method = config.method ?? 'GET';
  const path = pathOf(config.url);
  const ctx: CallContext = {
    path,
    sent: { ...(config.params ?? {}), ...(isRecord(config.data) ? config.data : {}) },
    silent: config.silent,
  };
  // The page's first GET of a URL the server answered inside the H5 page needs no round trip (nor headers).
  const boot = method === 'GET' && config.data === undefined ? takeBootAnswer(appendQuery(config.url, config.params)) : undefined;
  if (boot !== undefined) return settle<T>({ statusCode: 200, data: boot }, ctx);
  // Serialized once: the signature covers exactly the text that goes on the wire.
  const bodyText = config.data === undefined ? '' : JSON.stringify(config.data);
  const header = {
    'Content-Type': 'application/json',
    ...identityHeaders(!config.noToken),
    ...signHeaders(bodyText, config.data),
    ...config.header,
  };
  let response: RawResponse;
  try {
    response = await withLoading(!config.noLoading && showsLoading(path), () => Taro.request({
      url: appendQuery(`${ENV.apiBase}${config.url}`, config.params),
      method,
      header,
      data: bodyText === '' ? undefined : bodyText,
      timeout: config.timeout ?? timeoutFor(path),
      dataType: 'json',
    }));
  } catch (error) {
    throw transportFailure(error, ctx);
  }
  return settle<T>(response, ctx);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain path: any string that is not an entry of the contract's ENDPOINTS (those take their own types). */
type PlainPath<U extends string> = U extends Endpoint ? never : U;

/**
 * GET answering {code, msg, data}. Given an entry of the contract's ENDPOINTS, the query and the
 * answer take that endpoint's schema types (a renamed field fails typecheck here and in the
 * server); a plain path string is untyped (any query, data unknown).
 */
function get<Q, D>(url: GetEndpoint<Q, D>, params?: NoInfer<Q>, opts?: RequestOptions): Promise<Envelope<D>>;
function get<U extends string>(url: PlainPath<U>, params?: QueryParams, opts?: RequestOptions): Promise<Envelope<unknown>>;
function get(url: string, params?: object, opts: RequestOptions = {}): Promise<Envelope<unknown>> {
  return send<Envelope<unknown>>({ ...opts, url, method: 'GET', params: { ...opts.params, ...params } });
}

/** POST with a JSON body answering {code, msg, data}; typed by the endpoint like get. */
function post<B, D>(url: PostEndpoint<B, D>, data?: NoInfer<B>, opts?: RequestOptions): Promise<Envelope<D>>;
function post<U extends string>(url: PlainPath<U>, data?: unknown, opts?: RequestOptions): Promise<Envelope<unknown>>;
function post(url: string, data?: unknown, opts: RequestOptions = {}): Promise<Envelope<unknown>> {
  return send<Envelope<unknown>>({ ...opts, url, method: 'POST', data });
}

/** A paged list: {code, msg, rows, total}; typed by the endpoint like get. */
function page<Q, R>(url: PageEndpoint<Q, R>, params?: NoInfer<Q>, opts?: RequestOptions): Promise<TableEnvelope<R>>;
function page<U extends string>(url: PlainPath<U>, params?: QueryParams, opts?: RequestOptions): Promise<TableEnvelope<unknown>>;
function page(url: string, params?: object, opts: RequestOptions = {}): Promise<TableEnvelope<unknown>> {
  return send<TableEnvelope<unknown>>({ ...opts, url, method: 'GET', params: { ...opts.params, ...params } });
}

export const http = {
  request<T = Envelope>(config: RequestConfig): Promise<T> {
    return send<T>(config);
  },
  get,
  post,
  page,
};

export interface UploadOptions extends Omit<RequestOptions, 'params'> {
  /** The form field of the file (SPEC §7: 'file'). */
  name?: string;
  formData?: Record<string, string>;
  /** H5 only: the part's file name (a chosen blob: file has none, and the server checks the extension). */
  fileName?: string;
  /** Told the percent sent (0-100) as the upload goes (H5 and weapp upload tasks both report it). */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a local file as multipart form data; same headers (without signature) and error handling.
 * Typed by the endpoint like http.post (a plain path answers data of type T).
 */
export function upload<D>(url: PostEndpoint<never, D>, filePath: string, opts?: UploadOptions): Promise<Envelope<D>>;
export function upload<T = unknown>(url: string, filePath: string, opts?: UploadOptions): Promise<Envelope<T>>;
export async function upload(url: string, filePath: string, opts: UploadOptions = {}): Promise<Envelope<unknown>> {
  const path = pathOf(url);
  const ctx: CallContext = { path, sent: { ...(opts.formData ?? {}) }, silent: opts.silent };
  let response: RawResponse;
  try {
    response = await withLoading(!opts.noLoading, () => {
      const task = Taro.uploadFile({
        url: `${ENV.apiBase}${url}`,
        filePath,
        name: opts.name ?? 'file',
        ...(opts.fileName ? { fileName: opts.fileName } : {}),
        formData: opts.formData,
        header: { ...identityHeaders(!opts.noToken), ...opts.header },
        timeout: opts.timeout ?? TIMEOUT.upload,
      });
      const { onProgress } = opts;
      if (onProgress && typeof task.onProgressUpdate === 'function') task.onProgressUpdate((event) => onProgress(event.progress));
      return task;
    });
  } catch (error) {
    throw transportFailure(error, ctx);
  }
  return settle<Envelope<unknown>>(response, ctx);
}
