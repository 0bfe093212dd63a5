import type { Transporter } from 'nodemailer';
import { messageIdOf, type MailMessage, type Mailer } from './mailer';

/**
 * The SMTP driver (nodemailer). SMTP_URL names the server: `smtps://user:pass@host:465` (TLS from
 * the start) or `smtp://user:pass@host:587` (STARTTLS when the server offers it). Timeouts are short
 * enough that a send never outlives the outbox claim of the caller. nodemailer loads with the first
 * message (issue 18: it was about a tenth of every start); it connects only to send anyway.
 */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly options;
  private transport: Transporter | undefined;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.options = {
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    };
  }

  async send(message: MailMessage): Promise<void> {
    const { createTransport } = await import('nodemailer');
    this.transport ??= createTransport(this.options);
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      messageId: messageIdOf(message.key, this.from),
    });
  }

  close(): void {
    this.transport?.close();
  }
}
