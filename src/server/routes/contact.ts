import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CONTACT_LIMITS,
  contactProblemOf,
  contactRequestSchema,
  type ContactResponse,
} from '#shared/schemas/contact';
import { clientNetwork } from '../client-ip';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../http-error';
import { consume, type WindowRule } from '../rate-limit';
import { validate } from '../validate';
import type { Mailer } from '../services/mail';

/**
 * Messages one address may send per window; the count lives in the database, shared by all instances.
 * Ten in ten minutes stops a flood without blocking an office behind one address (decision 066).
 */
export const CONTACT_RATE_LIMIT: WindowRule = { max: 10, windowMs: 10 * 60 * 1000 };
const MAX_BODY_BYTES = 32 * 1024;

const PROBLEM_TEXT = {
  required: 'All fields are required',
  invalidEmail: 'Please enter a valid email address',
  invalidSubject: 'Please choose a subject',
  tooLong: `Your message is too long: names are limited to ${CONTACT_LIMITS.name} characters and messages to ${CONTACT_LIMITS.message}`,
} as const;

const PROBLEM_CODE = {
  required: 'required',
  invalidEmail: 'invalid_email',
  invalidSubject: 'invalid_subject',
  tooLong: 'too_long',
} as const;

export function contactRoutes(deps: AppDeps, mailer: Mailer) {
  const { db } = deps.dbh;
  return (
    new Hono()
      // The address shown on the contact page: one setting, so the page never drifts from where mail goes.
      .get('/info', (c) => c.json({ email: deps.config.SUPPORT_EMAIL }))
      .post(
        '/',
        bodyLimit({
          maxSize: MAX_BODY_BYTES,
          onError: () => {
            throw new HttpError(413, 'too_large', PROBLEM_TEXT.tooLong);
          },
        }),
        validate('json', contactRequestSchema, (issues) => {
          const p = contactProblemOf(issues);
          return badRequest(PROBLEM_TEXT[p], PROBLEM_CODE[p]);
        }),
        async (c) => {
          const msg = c.req.valid('json');
          const now = deps.now();
          const ipHash = createHash('sha256').update(clientNetwork(c, deps.config.TRUST_PROXY)).digest('hex');
          const verdict = await consume(db, `contact|${ipHash}`, CONTACT_RATE_LIMIT, now.getTime());
          if (!verdict.allowed) {
            c.header('Retry-After', String(verdict.retryAfterS));
            throw new HttpError(
              429,
              'rate_limited',
              'Too many messages from your network. Please try again in a few minutes.',
            );
          }

          // Stored before any mail is attempted: if the mail server is down, support still has the message.
          const id = randomUUID();
          await db
            .insertInto('contact_messages')
            .values({
              id,
              ...msg,
              ip_hash: ipHash,
              user_agent: c.req.header('user-agent')?.slice(0, 300) ?? null,
              mail_status: 'pending',
              mail_error: null,
              created_at: now.toISOString(),
            })
            .execute();

          let mailStatus: 'sent' | 'failed' = 'sent';
          let mailError: string | null = null;
          try {
            await mailer.send(supportMail(deps.config.SUPPORT_EMAIL, id, msg));
          } catch (e) {
            mailStatus = 'failed';
            mailError = e instanceof Error ? e.message : String(e);
            console.error(`contact message ${id} stored but not mailed: ${mailError}`);
          }
          await db
            .updateTable('contact_messages')
            .set({ mail_status: mailStatus, mail_error: mailError })
            .where('id', '=', id)
            .execute();
          return c.json<ContactResponse>({ id }, 201);
        },
      )
  );
}

function supportMail(
  to: string,
  id: string,
  m: { name: string; email: string; subject: string; message: string },
) {
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
  return {
    to,
    replyTo: `${oneLine(m.name).replace(/[<>"]/g, '')} <${m.email}>`,
    subject: `[Contact: ${m.subject}] ${oneLine(m.name).slice(0, 80)}`,
    text: `From: ${oneLine(m.name)} <${m.email}>\nSubject: ${m.subject}\nReference: ${id}\n\n${m.message}\n`,
  };
}
