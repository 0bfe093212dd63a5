import { CODE } from '@caixue/contract';

/**
 * An expected failure with a business code and a message the user may read. Domain code (services,
 * repos) throws it; the HTTP error handler (http/errors.ts) answers it as an envelope. Anything else
 * thrown from a handler is a bug: it is logged with the request id and answered with a generic 500.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Detail for the client, sent as the envelope's `data` (e.g. what a 206 locks, NoPermissionDetail). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const badRequest = (msg: string) => new BizError(CODE.badRequest, msg);
