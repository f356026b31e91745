import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface E2EUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'e2e'): E2EUser {
  const id = randomUUID().slice(0, 8);
  return { name: `${prefix} User ${id}`, email: `${prefix}-${id}@example.com`, password: 'secret-pass-1' };
}

/** Registers through the API with the page's cookie jar, so the page is signed in afterwards. */
export async function signUpViaApi(page: Page, user: E2EUser = newUser()): Promise<E2EUser> {
  const base = process.env.E2E_BASE_URL!;
  const res = await page.request.post(`${base}/api/auth/sign-up/email`, {
    headers: { Origin: base },
    data: { name: user.name, email: user.email, password: user.password },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return user;
}

/** Signs `user` up through the banner's Sign In link and the Sign up form; the editor opens. */
export async function signUpHere(page: Page, user: E2EUser) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/editor$/);
}

/** Uses `count` images of today's quota for the signed-in page, as an export would. */
export async function useQuota(page: Page, count: number) {
  const base = process.env.E2E_BASE_URL!;
  const res = await page.request.post(`${base}/api/usage/reserve`, {
    headers: { Origin: base },
    data: { count },
  });
  if (!res.ok()) throw new Error(`reserve failed: ${res.status()} ${await res.text()}`);
}

/** The newest mail to `to` caught by the SMTP catcher (waits up to 10 s). */
export async function latestMail(to: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${process.env.E2E_INBOX_URL}?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as { subject: string; text: string }[];
    if (list.length) return list[list.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to}`);
}

export const linkIn = (text: string, contains: string) =>
  [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]).find((l) => l.includes(contains));

/**
 * Puts the signed-in page on a paid plan the way a customer gets there: our checkout endpoint, then
 * "Pay" at the provider (the fake), whose signed webhook sets the plan before the payment answers.
 */
export async function subscribeViaCheckout(page: Page, plan: 'pro' | 'ultra') {
  const base = process.env.E2E_BASE_URL!;
  const checkout = await page.request.post(`${base}/api/billing/checkout`, {
    headers: { Origin: base },
    data: { plan },
  });
  if (!checkout.ok()) throw new Error(`checkout failed: ${checkout.status()} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(`${url}/pay`, { maxRedirects: 0 });
  if (paid.status() !== 303) throw new Error(`payment failed: ${paid.status()} ${await paid.text()}`);
}
