import { test, expect } from './fixtures';
import { newUser, signUpViaApi } from './auth-helpers';

/** The fake provider's subscription for this email (test control endpoint of tests/fakes/lemonsqueezy.ts). */
async function subscriptionOf(email: string): Promise<{ id: string; status: string }> {
  const res = await fetch(`${process.env.E2E_LEMONSQUEEZY_URL}/__control/subscriptions`);
  const list = (await res.json()) as { id: string; status: string; userEmail: string }[];
  const s = list.find((x) => x.userEmail === email);
  if (!s) throw new Error(`no subscription for ${email}`);
  return s;
}

test('a lite user buys Pro through checkout, cancels, sees the expiring banner near the end, and resumes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await signUpViaApi(page);

  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Plan comparison' });
  await expect(table.getByText('Current Plan')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();

  // The provider's hosted checkout (the fake), then back to our account page.
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/account\?success=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful!' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Subscription' });
  await expect(card.getByTestId('subscription-plan')).toHaveText('Pro');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Renews on');
  await expect(page.getByRole('region', { name: "Today's Usage" })).toContainText('0 of 500 images');
  // After 5 s the banner goes and the query leaves the URL.
  await expect(page).toHaveURL(/\/account$/, { timeout: 8000 });
  await expect(page.getByText('Payment successful!')).toHaveCount(0);

  // Billing Information shows the real subscription and the provider's pages.
  await page.getByRole('button', { name: 'Billing Information' }).click();
  const info = page.getByRole('dialog', { name: 'Billing Information' });
  await expect(info).toContainText('Pro');
  await expect(info).toContainText('VISA ending in 4242');
  await expect(info.getByRole('link', { name: /Update payment method/ })).toHaveAttribute(
    'href',
    /update-payment-method/,
  );
  await expect(info.getByRole('link', { name: /Invoices and billing history/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await info.getByRole('button', { name: 'Close' }).click();

  // Cancel: the plan stays until the end of the period.
  await card.getByRole('button', { name: 'Cancel Subscription' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(modal).toContainText('Are you sure you want to cancel your subscription?');
  // The page behind the modal is hidden, so the spec's words name one button: the confirmation.
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(1);
  await modal.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(
    page.getByText(
      'Subscription cancelled successfully. You will retain access until the end of your billing period.',
    ),
  ).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Ends on');
  await expect(card.getByTestId('subscription-plan')).toHaveText('Pro');
  await expect(page.getByText(/subscription ends in/)).toHaveCount(0);

  // Time passes at the provider: 5 days left, so the expiring-soon banner offers Resume.
  const sub = await subscriptionOf(user.email);
  expect(sub.status).toBe('cancelled');
  const moved = await fetch(
    `${process.env.E2E_LEMONSQUEEZY_URL}/__control/subscriptions/${sub.id}/renews-in`,
    {
      method: 'POST',
      body: JSON.stringify({ days: 5 }),
    },
  );
  expect(moved.ok).toBe(true);
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: 'Your Pro subscription ends in 5 days' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Subscription resumed successfully!')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(card).toContainText('Active');
  expect((await subscriptionOf(user.email)).status).toBe('active');
});

test('a signed-out visitor picking a plan signs in and comes back to pricing', async ({ page }) => {
  const user = newUser('pricing');
  await signUpViaApi(page, user);
  await page.context().clearCookies();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Ultra' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fpricing$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Subscribe to Ultra' })).toBeVisible();
});

test('a checkout the provider refuses shows its error under the button that started it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await signUpViaApi(page);
  await page.goto('/pricing');
  await fetch(`${process.env.E2E_LEMONSQUEEZY_URL}/__control/fail-next-checkout`, {
    method: 'POST',
    body: JSON.stringify({
      status: 422,
      body: JSON.stringify({ errors: [{ detail: 'The store is not active.' }] }),
      forEmail: user.email,
    }),
  });
  const ultra = page.getByRole('button', { name: 'Subscribe to Ultra' });
  await ultra.click();
  const error = page.getByRole('alert').filter({ hasText: 'The store is not active.' });
  await expect(error).toBeVisible();
  await expect(ultra).toHaveAttribute('aria-describedby', 'checkout-error-ultra');
  await expect(page).toHaveURL(/\/pricing$/);
  // Trying again works once the provider answers.
  await ultra.click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
});
