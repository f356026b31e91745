// A local SMTP server that keeps every message it receives, so tests follow the real mail path
// (nodemailer -> SMTP) and read links out of what a user would get. Optionally serves the inbox
// as JSON over HTTP for tests in other processes (Playwright workers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  raw: string;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** http://127.0.0.1:port/messages, when started with { http: true }. */
  inboxUrl: string | null;
  messages: CaughtMail[];
  /** The newest message to `to` (waits for it to arrive). */
  waitFor(to: string, match?: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export function linksIn(mail: Pick<CaughtMail, 'text'>): string[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}

function decodeQuotedPrintable(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, _cs: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHeaders(part: string): [Record<string, string>, string] {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return [headers, body];
}

/** The text/plain content of a message, whether single-part or multipart. */
function plainText(raw: string): string {
  const [headers, body] = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
}

export async function startSmtpCatcher(options: { http?: boolean } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [headers] = splitHeaders(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeWords(headers.subject ?? ''),
          text: plainText(raw),
          raw,
        });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  let httpServer: http.Server | null = null;
  let inboxUrl: string | null = null;
  if (options.http) {
    httpServer = http.createServer((req, res) => {
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
      const list = messages.filter((m) => !to || m.to.includes(to)).map(({ raw: _raw, ...m }) => m);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
    });
    await new Promise<void>((resolve) => httpServer!.listen(0, '127.0.0.1', resolve));
    inboxUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/messages`;
  }

  function waitFor(to: string, match: (m: CaughtMail) => boolean = () => true, timeoutMs = 5000) {
    const find = () => [...messages].reverse().find((m) => m.to.includes(to.toLowerCase()) && match(m));
    return new Promise<CaughtMail>((resolve, reject) => {
      const hit = find();
      if (hit) return resolve(hit);
      const check = () => {
        const m = find();
        if (!m) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(m);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    inboxUrl,
    messages,
    waitFor,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (httpServer) await new Promise<void>((resolve) => httpServer!.close(() => resolve()));
    },
  };
}
