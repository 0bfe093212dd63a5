import { CODE, TEXT } from '@caixue/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizError } from '../errors';
import { failure } from './envelope';
import { REQUEST_ID_HEADER } from './request-id';
import { setSecurityHeaders } from './security-headers';
import { validationMessage } from './validation';

/** HTTP status a body-size problem maps to in the envelope (no entry in CODE: only the server uses it). */
export const CODE_PAYLOAD_TOO_LARGE = 413;
export const CODE_UNSUPPORTED_MEDIA_TYPE = 415;

/** Fastify's own request errors that are the client's fault, and how to answer them. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [CODE.badRequest, TEXT.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [CODE.badRequest, TEXT.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [CODE_PAYLOAD_TOO_LARGE, TEXT.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [CODE_UNSUPPORTED_MEDIA_TYPE, TEXT.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [CODE.badRequest, TEXT.badRequest],
  FST_ERR_CTP_INVALID_TYPE: [CODE_UNSUPPORTED_MEDIA_TYPE, TEXT.unsupportedMediaType],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Fastify asks to close the connection after a body it could not read; HTTP/2 (TLS configured) has no
    // such header (node would drop it with a warning), its stream ends with the answer anyway.
    if (request.raw.httpVersionMajor === 2) reply.removeHeader('connection');
    if (error instanceof BizError) {
      if (error.data === undefined) return reply.status(200).send(failure(error.code, error.message));
      // The route's response schema describes its success data, not this detail: plain JSON.
      return reply
        .status(200)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({ ...failure(error.code, error.message), data: error.data });
    }
    if (error.validation) {
      return reply.status(200).send(failure(CODE.badRequest, validationMessage(error.validation, error.validationContext)));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected request');
      return reply.status(200).send(failure(known[0], known[1]));
    }
    // Clients that hang up mid-body (statusCode 4xx from the body reader) are not server faults.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected request');
      return reply.status(200).send(failure(CODE.badRequest, TEXT.badRequest));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(200).send(failure(CODE.error, TEXT.unknownError));
  });
}

/**
 * Errors Fastify raises before routing (Fastify's `frameworkErrors` option): a bad percent-encoding
 * (FST_ERR_BAD_URL, e.g. /api/%zz) or an over-long path parameter. Fastify's own answer is a raw 400
 * that echoes the path; ours is the envelope, code 400, never the path. No hook has run yet, so the
 * request-id and security headers are set here. API paths keep HTTP 200 like every API answer.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.raw.url ?? '';
  request.log.info({ err: { code: error.code } }, 'rejected request');
  reply.header(REQUEST_ID_HEADER, request.id);
  setSecurityHeaders(reply, pathname);
  const status = pathname.startsWith('/api/') ? 200 : 400;
  const msg = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? TEXT.badUrl : TEXT.badRequest;
  return reply.status(status).send(failure(CODE.badRequest, msg));
}
