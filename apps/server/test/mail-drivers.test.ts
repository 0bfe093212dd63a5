import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createMailer } from '../src/integrations/mail';
import { DevOutboxMailer } from '../src/integrations/mail/dev-mailer';
import { maskEmail, type MailMessage } from '../src/integrations/mail/mailer';
import { SmtpMailer } from '../src/integrations/mail/smtp-mailer';

/**
 * The mail drivers: SMTP (nodemailer) against a local SMTP server speaking the protocol (smtp-server,
 * in-process on a random port), and the development outbox that writes .eml files. The PDF must
 * arrive byte for byte, the Chinese subject and file name readable, the address masked in the log.
 */

interface Received {
  from: string;
  to: string[];
  user: string;
  raw: Buffer;
}

const received: Received[] = [];
let refuse: string | null = null;
let port = 0;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, done) {
    if (auth.username === 'caixue' && auth.password === 'p@ss:word') return done(null, { user: auth.username });
    return done(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, done) {
    if (address.address === refuse) return done(Object.assign(new Error(`<${refuse}>: Recipient address rejected`), { responseCode: 550 }));
    return done();
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        user: String(session.user ?? ''),
        raw: Buffer.concat(chunks),
      });
      done();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** A PDF-like attachment with every byte value in it (an encoding slip would change some). */
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(40_000), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

function message(to: string): MailMessage {
  return {
    to,
    subject: '您的电子发票已开具（订单 CX20261124001）',
    text: '您的电子发票已开具，价税合计：¥298.00（贰佰玖拾捌元整）',
    html: '<p>您的电子发票已开具</p>',
    attachments: [{ filename: '电子发票_26000000000012345678.pdf', content: pdf, contentType: 'application/pdf' }],
    key: 'invoice-7-issued',
  };
}

describe('the SMTP driver', () => {
  it('delivers the message with its Chinese subject, both bodies and the PDF intact, after logging in', async () => {
    const mailer = new SmtpMailer(`smtp://caixue:${encodeURIComponent('p@ss:word')}@127.0.0.1:${port}`, '财学 <invoice@caixue.example>');
    await mailer.send(message('finance@example.com'));
    mailer.close();
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got).toMatchObject({ from: 'invoice@caixue.example', to: ['finance@example.com'], user: 'caixue' });
    const parsed = await simpleParser(got.raw);
    expect(parsed.subject).toBe('您的电子发票已开具（订单 CX20261124001）');
    expect(parsed.from?.value[0]).toMatchObject({ name: '财学', address: 'invoice@caixue.example' });
    expect(parsed.messageId).toBe('<invoice-7-issued@caixue.example>');
    expect(parsed.text).toContain('贰佰玖拾捌元整');
    expect(parsed.html).toContain('<p>您的电子发票已开具</p>');
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment.filename).toBe('电子发票_26000000000012345678.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.equals(pdf)).toBe(true);
  });

  it('rejects when the server refuses the recipient or the login (the caller retries later)', async () => {
    refuse = 'gone@example.com';
    const mailer = new SmtpMailer(`smtp://caixue:${encodeURIComponent('p@ss:word')}@127.0.0.1:${port}`, 'invoice@caixue.example');
    await expect(mailer.send(message('gone@example.com'))).rejects.toMatchObject({ responseCode: 550 });
    mailer.close();
    const wrong = new SmtpMailer(`smtp://caixue:wrong@127.0.0.1:${port}`, 'invoice@caixue.example');
    await expect(wrong.send(message('finance@example.com'))).rejects.toMatchObject({ code: 'EAUTH' });
    wrong.close();
    expect(received).toHaveLength(1);
  });
});

describe('the development outbox driver', () => {
  it('writes the same message as an .eml under the outbox and logs one line with the address masked', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'caixue-outbox-'));
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) });
    try {
      const mailer = new DevOutboxMailer(path.join(dir, 'outbox'), '财学 <no-reply@caixue.local>', pino({ level: 'info' }, sink));
      await mailer.send(message('finance@example.com'));
      const files = await readdir(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{8}T\d{6}Z-invoice-7-issued\.eml$/);
      const parsed = await simpleParser(await readFile(path.join(dir, 'outbox', files[0])));
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('finance@example.com');
      expect(parsed.subject).toBe('您的电子发票已开具（订单 CX20261124001）');
      expect(parsed.attachments[0].content.equals(pdf)).toBe(true);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'mail written to the dev outbox', to: 'f***@example.com', file: files[0] });
      expect(JSON.stringify(lines)).not.toContain('finance@example.com');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('masks addresses as the logs need them', () => {
    expect(maskEmail('finance@example.com')).toBe('f***@example.com');
    expect(maskEmail('a@b.cn')).toBe('a***@b.cn');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('mail configuration', () => {
  const base = { DATA_DIR: '/tmp/caixue-mail-config' };
  it('is the development outbox by default, SMTP when SMTP_URL is set', () => {
    const dev = loadConfig(base);
    expect(dev.mail).toMatchObject({ driver: 'dev', smtpUrl: null });
    expect(createMailer(dev, pino({ level: 'silent' })).name).toBe('dev');
    const smtpConfig = loadConfig({ ...base, SMTP_URL: 'smtps://user:pw@smtp.example.com:465', MAIL_FROM: '财学 <invoice@example.com>' });
    expect(smtpConfig.mail).toEqual({ driver: 'smtp', smtpUrl: 'smtps://user:pw@smtp.example.com:465', from: '财学 <invoice@example.com>' });
    expect(createMailer(smtpConfig, pino({ level: 'silent' })).name).toBe('smtp');
  });

  it('refuses a bad SMTP_URL, a missing or bad MAIL_FROM, and MAIL_DRIVER=smtp without a server, never echoing the password', () => {
    const fails = (env: Record<string, string>, variable: string) => {
      let error: unknown;
      try {
        loadConfig({ ...base, ...env });
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).not.toContain('secret-pw');
    };
    fails({ SMTP_URL: 'http://user:secret-pw@smtp.example.com', MAIL_FROM: 'a@example.com' }, 'SMTP_URL');
    fails({ SMTP_URL: 'smtps://user:secret-pw@smtp.example.com:465' }, 'MAIL_FROM');
    fails({ SMTP_URL: 'smtps://user:secret-pw@smtp.example.com:465', MAIL_FROM: '财学 <not an address>' }, 'MAIL_FROM');
    fails({ MAIL_FROM: 'no-at-sign' }, 'MAIL_FROM');
    fails({ MAIL_DRIVER: 'smtp', MAIL_FROM: 'a@example.com' }, 'SMTP_URL');
    fails({ MAIL_DRIVER: 'carrier-pigeon' }, 'MAIL_DRIVER');
  });
});
