import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { maskEmail, messageIdOf, type MailMessage, type Mailer } from './mailer';

/**
 * The development driver (the default): nothing leaves the machine. Each message is composed exactly
 * as the SMTP driver would send it and written to DATA_DIR/outbox/<time>-<key>.eml (open it with any
 * mail program); one log line names the file with the address masked.
 */
export class DevOutboxMailer implements Mailer {
  readonly name = 'dev';
  /** Made on the first message: nodemailer was about a tenth of every start (issue 18). */
  private composer: Transporter<StreamTransport.SentMessageInfo> | undefined;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { createTransport } = await import('nodemailer');
    this.composer ??= createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const { message: eml } = await this.composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      messageId: messageIdOf(message.key, this.from),
    });
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const file = path.join(this.outboxDir, `${stamp}-${message.key.replace(/[^\w.-]/g, '_')}.eml`);
    // Written whole or not at all: a reader of the outbox never sees half a message.
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, eml);
    await rename(partial, file);
    this.logger.info({ to: maskEmail(message.to), file: path.basename(file) }, 'mail written to the dev outbox');
  }
}
