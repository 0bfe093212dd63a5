/**
 * Sending e-mail (issue 14: invoices go to the address the member gave). One interface, two drivers:
 * `smtp` (./smtp-mailer) hands the message to an SMTP server (SMTP_URL, MAIL_FROM), `dev`
 * (./dev-mailer, the default offline) writes it as an .eml file under DATA_DIR/outbox/.
 */

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /**
   * Stable per message (the caller's outbox row): it becomes the Message-ID, so a message sent again
   * after a stop that lost the answer is the same message to the receiving side.
   */
  key: string;
}

export interface Mailer {
  readonly name: 'dev' | 'smtp';
  /** Resolves when the message was accepted (by the SMTP server, or written); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** finance@example.com -> f***@example.com: full addresses stay out of logs and answers. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** The address part of a From like `财学 <no-reply@caixue.cn>` or `no-reply@caixue.cn`; null when it has none. */
export function addressOf(from: string): string | null {
  const match = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/.exec(from.trim());
  const address = match?.[1] ?? match?.[2];
  return address && /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/.test(address) ? address : null;
}

/** The Message-ID of a message with this key, in the sender's domain. */
export function messageIdOf(key: string, from: string): string {
  const domain = addressOf(from)?.split('@')[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}
