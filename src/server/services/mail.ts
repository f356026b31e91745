import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the visitor who wrote). */
  replyTo?: string;
  /** The action link in the message; logged when mail goes to the outbox, so a local install can follow it. */
  link?: string;
  /** BCP 47 language of the message (sets Content-Language). */
  language?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** "smtp" or "outbox": which one this install uses. */
  readonly kind: 'smtp' | 'outbox';
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox
 * (openable in any mail client) and its link is logged, so the default install needs no mail server.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return { kind: 'smtp', send: (m) => deliver(transport, config.MAIL_FROM, m).then(() => undefined) };
  }
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await deliver(transport, config.MAIL_FROM, m);
      await fs.promises.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer);
      console.log(
        `[mail] to ${m.to}: "${m.subject}" written to ${file}${m.link ? `\n[mail] link: ${m.link}` : ''}`,
      );
    },
  };
}

function deliver(transport: Transporter, from: string, m: MailMessage) {
  return transport.sendMail({
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    replyTo: m.replyTo,
    headers: m.language ? { 'Content-Language': m.language } : undefined,
  });
}
