// Interim mailer for the contact route until the shared services/mail.ts (accounts issue) lands:
// SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. Same small interface.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(m) {
        await transport.sendMail({ from: config.MAIL_FROM, ...m });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...m });
      fs.mkdirSync(outbox, { recursive: true });
      fs.writeFileSync(path.join(outbox, `${Date.now()}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
}
