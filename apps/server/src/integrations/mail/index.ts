import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { DevOutboxMailer } from './dev-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** The driver MAIL_DRIVER names: SMTP (SMTP_URL, MAIL_FROM), or the development outbox under DATA_DIR. */
export function createMailer(config: Config, logger: FastifyBaseLogger): Mailer {
  if (config.mail.driver === 'smtp' && config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new DevOutboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from, logger);
}
