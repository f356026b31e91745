// @vitest-environment happy-dom
// The pricing page's checkout errors, from the answers the server gives (tests/api/billing.test.ts).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '#client/i18n/locales/en/pricing.json';
import he from '#client/i18n/locales/he/pricing.json';
import enErrors from '#client/i18n/locales/en/errors.json';
import heErrors from '#client/i18n/locales/he/errors.json';
import { usePlanActions } from './usePlanActions';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { pricing: en, errors: enErrors }, he: { pricing: he, errors: heErrors } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The network as the browser sees it: a signed-in lite user, and the server's error for a checkout. */
function serverAnswers(error: { code: string; message: string }) {
  vi.stubGlobal('fetch', async (path: string) =>
    path === '/api/me'
      ? Response.json({ id: 'u1', name: 'Test User', email: 'u1@example.com', tier: 'lite' })
      : Response.json({ error }, { status: 503 }),
  );
}

function Subscribe({ tier }: { tier: 'pro' | 'ultra' }) {
  const a = usePlanActions();
  return (
    <>
      <button type="button" disabled={!a.signedIn} onClick={() => a.subscribe(tier)}>
        go
      </button>
      <p role="alert">{a.errorFor(tier)}</p>
    </>
  );
}

async function errorShown(tier: 'pro' | 'ultra', lng: 'en' | 'he') {
  await i18next.changeLanguage(lng);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { retry: false } as never })}>
      <MemoryRouter>
        <Subscribe tier={tier} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const go = screen.getByRole('button', { name: 'go' });
  await vi.waitFor(() => expect(go).toBeEnabled());
  await userEvent.click(go);
  await vi.waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
  return screen.getByRole('alert').textContent;
}

describe('checkout errors on the pricing page', () => {
  it.each([
    ['en', 'Payments are not available right now. Please try again later or contact us.'],
    ['he', 'התשלומים אינם זמינים כרגע. נא לנסות שוב מאוחר יותר או לפנות אלינו.'],
  ] as const)('say payments are unavailable in customer words (%s)', async (lng, text) => {
    serverAnswers({
      code: 'payments_unavailable',
      message: 'Payments are not available right now. Please try again later or contact us.',
    });
    expect(await errorShown('pro', lng)).toBe(text);
  });

  it.each([
    ['en', 'No variant ID configured for ultra plan'],
    ['he', 'לא הוגדר מזהה מוצר לתוכנית אולטרה'],
  ] as const)('name the plan without a variant in the page language (%s)', async (lng, text) => {
    serverAnswers({ code: 'variant_not_configured', message: 'No variant ID configured for ultra plan' });
    expect(await errorShown('ultra', lng)).toBe(text);
  });
});
