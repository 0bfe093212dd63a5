import type { FastifyBaseLogger } from 'fastify';
import { maskMobile, randomCode, type SmsDriver } from './driver';

/** Development driver: nothing leaves the machine; the code is written to the log instead. */
export class DevSmsDriver implements SmsDriver {
  readonly name = 'dev';

  constructor(private readonly fixedCode: string | null) {}

  createCode(): string {
    return this.fixedCode ?? randomCode();
  }

  async send(mobile: string, code: string, log: FastifyBaseLogger): Promise<void> {
    log.info(`SMS code for ${maskMobile(mobile)}: ${code}`);
  }
}
