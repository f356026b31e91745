import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect, gotoIn } from './fixtures';
import { signUpViaApi } from './auth-helpers';

function storedMessage(text: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'e2e.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare('select name, email, subject, message, mail_status from contact_messages where message = ?')
      .get(text) as Record<string, string> | undefined;
  } finally {
    db.close();
  }
}

/** Mail to support caught by the SMTP catcher (global setup), waiting for it to arrive. */
async function caughtMail(text: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${process.env.E2E_INBOX_URL}?to=support@logobatch.test`);
    const found = ((await res.json()) as { subject: string; text: string }[]).find((m) =>
      m.text.includes(text),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail containing "${text}"`);
}

test('the contact form validates, and typing clears the error', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Monday to Friday, 9 AM to 6 PM UTC')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required');
  await page.getByLabel('Name').fill('Dana');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Email').fill('dana@example');
  await page.getByLabel('Message').fill('Hello');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await page.getByLabel('Email').fill('dana@example.com');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a sent message shows the success screen for 5 s, is stored and reaches support by mail', async ({
  page,
}) => {
  const text = `Invoice question ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('combobox', { name: 'Subject' }).locator('option')).toHaveText([
    'General Inquiry',
    'Technical Support',
    'Billing Question',
    'Feature Request',
    'Bug Report',
    'Refund Request',
    'Partnership',
    'Other',
  ]);
  await page.getByLabel('Name').fill('Dana Cohen');
  await page.getByLabel('Email').fill('dana@example.com');
  await page.getByLabel('Subject').selectOption('billing');
  await page.getByLabel('Message').fill(text);
  // Taken before the click: "Message Sent!" shows after it, so the form can come back no sooner than
  // 5 s from here, however late this test notices the heading.
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  expect(storedMessage(text)).toEqual({
    name: 'Dana Cohen',
    email: 'dana@example.com',
    subject: 'billing',
    message: text,
    mail_status: 'sent',
  });
  const mail = await caughtMail(text);
  expect(mail.subject).toBe('[Contact: billing] Dana Cohen');
  expect(mail.text).toContain('From: Dana Cohen <dana@example.com>');

  // After 5 seconds the form comes back, empty.
  await expect(page.getByLabel('Name')).toBeVisible({ timeout: 8000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(5000);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('the contact page reads right to left in Hebrew', async ({ page }) => {
  await gotoIn(page, '/contact', 'he');
  await expect(page.getByRole('heading', { level: 1, name: 'צור קשר' })).toBeVisible();
  await page.getByRole('button', { name: 'שליחת הודעה' }).click();
  await expect(page.getByRole('alert')).toHaveText('כל השדות הם חובה');
});

test('a signed-in user finds their name and email already filled in', async ({ page }) => {
  const user = await signUpViaApi(page);
  await page.goto('/contact');
  await expect(page.getByLabel('Name')).toHaveValue(user.name);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Message')).toHaveValue('');
});
