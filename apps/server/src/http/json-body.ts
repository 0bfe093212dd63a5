import { CODE, TEXT } from '@caixue/contract';
import type { FastifyInstance } from 'fastify';
import { BizError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received: the request signature is computed over these bytes. */
    rawBody?: string;
  }
}

/**
 * JSON is the only body type the API accepts for now (uploads add multipart where needed).
 * text/plain is dropped so a wrong content type is answered as such instead of reaching a
 * handler as a string.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // An empty body with a JSON content type (some HTTP clients send one on bare POSTs) means "no body".
    if (text.trim() === '') return done(null, undefined);
    request.rawBody = text;
    parseJson(request, text, (error, value) => {
      if (error) return done(new BizError(CODE.badRequest, TEXT.malformedJson), undefined);
      done(null, value);
    });
  });
}
