import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../helpers/test-db';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher';
import { CONTACT_RATE_LIMIT } from '#server/routes/contact';
import { createApp } from '#server/app';

const valid = {
  name: 'Dana Cohen',
  email: 'dana@example.com',
  subject: 'billing',
  message: 'Please help with my invoice.',
};
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

describe.each(DB_KINDS)('POST /api/contact on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@logobatch.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (body: unknown, ip = freshIp()) =>
    t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = () => t.db.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();

  it('stores the message and mails it to SUPPORT_EMAIL with the sender as reply-to', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = (await stored()).find((r) => r.id === id);
    expect(row).toMatchObject({
      name: 'Dana Cohen',
      email: 'dana@example.com',
      subject: 'billing',
      mail_status: 'sent',
    });
    const mail = await smtp.waitFor('help@logobatch.test', (m) => m.raw.includes(id));
    // The envelope goes to SUPPORT_EMAIL only.
    expect(mail.to).toEqual(['help@logobatch.test']);
    expect(mail.raw).toContain('Please help with my invoice.');
    expect(mail.raw).toMatch(/Reply-To: Dana Cohen <dana@example.com>/);
  });

  it('keeps the message when the mail server refuses the connection', async () => {
    // A second app on the same database whose SMTP server is not listening.
    const down = createApp({
      config: { ...t.config, SMTP_URL: 'smtp://127.0.0.1:9' },
      dbh: t.db,
      now: () => new Date(),
    });
    const res = await down.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
      body: JSON.stringify({ ...valid, message: 'Mail server is down but keep me' }),
    });
    expect(res.status).toBe(201);
    const row = (await stored()).find((r) => r.message === 'Mail server is down but keep me');
    expect(row?.mail_status).toBe('failed');
    expect(row?.mail_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it.each([
    [{ ...valid, name: '  ' }, 'required', 'All fields are required'],
    [{ ...valid, message: undefined }, 'required', 'All fields are required'],
    [{ ...valid, email: 'dana@example' }, 'invalid_email', 'Please enter a valid email address'],
  ])('refuses %j with %s', async (body, code, message) => {
    const before = (await stored()).length;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
    expect((await stored()).length).toBe(before);
  });

  it('files a label or free-text subject sent by an API client instead of refusing it', async () => {
    const label = await post({ ...valid, subject: 'Bug Report', message: 'Labelled subject' });
    expect(label.status).toBe(201);
    const own = await post({ ...valid, subject: 'Question about invoices', message: 'Own words' });
    expect(own.status).toBe(201);
    // One shape (decision 145): the stored message's id, nothing repeated beside it.
    expect(await own.json()).toEqual({ id: expect.any(String) });
    const rows = await stored();
    expect(rows.find((r) => r.message === 'Labelled subject')?.subject).toBe('bug');
    const mine = rows.find((r) => r.message.endsWith('Own words'));
    expect(mine?.subject).toBe('other');
    expect(mine?.message).toBe('Subject: Question about invoices\n\nOwn words');
  });

  it('takes JSON only: a form post is refused as an unsupported type and nothing is stored', async () => {
    const before = (await stored()).length;
    const form = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'X-Forwarded-For': freshIp() },
      body: new URLSearchParams({ ...valid, message: 'Sent as a form' }),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect((await stored()).length).toBe(before);
  });

  it('answers a body that is not JSON with the spec message, not a parser error', async () => {
    const res = await post('{"name": "Dana",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'required', message: 'All fields are required' } });
  });

  it('refuses oversized fields and bodies with a clear message', async () => {
    const long = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: { code: 'too_long', message: expect.stringContaining('5000') },
    });
    const huge = await post({ ...valid, message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: 'too_large' } });
  });

  it('rate-limits each address from the database, and other addresses are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await post(valid, ip)).status).toBe(201);
    const limited = await post(valid, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await post(valid)).status).toBe(201);
    // The window slides: an hour later the same address may write again.
    t.setNow(new Date(Date.now() + CONTACT_RATE_LIMIT.windowMs + 1000));
    expect((await post(valid, ip)).status).toBe(201);
    t.setNow(new Date());
  });
});
