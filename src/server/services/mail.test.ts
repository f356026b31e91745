import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mail';
import { authEmail } from '../auth/emails';

describe('mail without SMTP_URL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logobatch-mail-'));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml file to DATA_DIR/outbox and logs the link', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const mailer = createMailer({ DATA_DIR: dir, MAIL_FROM: 'LogoBatch <no-reply@example.com>' });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(
      authEmail(
        'resetPassword',
        { email: 'a@example.com', name: 'Ada', language: 'he' },
        'http://x/reset?t=1',
      ),
    );
    const files = fs.readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: a@example\.com$/m);
    expect(eml).toMatch(/^Content-Language: he$/m);
    expect(log.mock.calls.flat().join('\n')).toContain('http://x/reset?t=1');
  });
});

describe('auth emails', () => {
  it.each([
    ['en', 'Reset your LogoBatch password'],
    ['he', 'איפוס הסיסמה שלך ב-LogoBatch'],
    [null, 'Reset your LogoBatch password'],
  ])('uses the user language %s', (language, subject) => {
    const m = authEmail('resetPassword', { email: 'b@example.com', name: '', language }, 'http://x/<a>');
    expect(m.subject).toBe(subject);
    expect(m.text).toContain('http://x/<a>');
    // The name falls back to the address before @; links are escaped in HTML.
    expect(m.text).toMatch(/b,|b\n/);
    expect(m.html).toContain('http://x/&lt;a&gt;');
  });
});
