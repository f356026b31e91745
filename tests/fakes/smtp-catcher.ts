// A local SMTP server that keeps every message it receives, for tests of real mail delivery.
// `refuse = true` makes it answer 550 to every recipient, like a mail server that is down or full.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages: CaughtMail[];
  refuse: boolean;
  /** Resolves with the first message that matches, waiting for it to arrive. */
  waitFor(match: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** `saveDir`: also write each message there as <n>.eml, so other processes (Playwright workers) can read them. */
export async function startSmtpCatcher(opts: { port?: number; saveDir?: string } = {}): Promise<SmtpCatcher> {
  if (opts.saveDir) fs.mkdirSync(opts.saveDir, { recursive: true });
  const catcher: SmtpCatcher = {
    url: '',
    port: 0,
    messages: [],
    refuse: false,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = catcher.messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no matching mail arrived');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (catcher.refuse) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        const mail = {
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        catcher.messages.push(mail);
        if (opts.saveDir) {
          const file = path.join(opts.saveDir, `${catcher.messages.length}.eml`);
          fs.writeFileSync(file, `X-Envelope-To: ${mail.to.join(', ')}\r\n${mail.raw}`);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', () => resolve()));
  const { port: bound } = server.server.address() as AddressInfo;
  catcher.port = bound;
  catcher.url = `smtp://127.0.0.1:${bound}`;
  return catcher;
}
