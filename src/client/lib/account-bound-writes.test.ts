// @vitest-environment happy-dom
// Decision 341: a write made for one account names that account, not whichever the page shows when it
// leaves. Another tab's sign-in switches this page to Ben before React unmounts Ada's editor, so Ada's
// last settings change and Ada's quota report went out named for Ben, and the server served them.
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_HEADER } from '#shared/schemas/me';
import { showAccount } from './account-guard';
import { fetchMe } from './me';
import { exportSettingsStore, useAccountExportSettings } from './export-settings';
import { settleDurably } from './usage-settle';
import { reserveImages } from './download-gate';
import { json } from '#client/test-utils/json-response';

describe('a write made for one account', () => {
  let session: string;
  const stored = new Map<string, unknown>();
  beforeEach(() => {
    localStorage.clear();
    stored.clear();
    showAccount(null);
    // The server: /api/me tells the session's user; the rest refuse a page named for another (409).
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      if (url === '/api/me') return Promise.resolve(json(200, { id: session }));
      const named = new Headers(init.headers).get(ACCOUNT_HEADER);
      if (named && named !== session)
        return Promise.resolve(json(409, { error: { code: 'account_changed' } }));
      if (url === '/api/usage/settle')
        // r1 is Ada's reservation: Ben's session does not know it, and that no is final.
        return Promise.resolve(
          session === 'ada'
            ? json(200, { reservationId: 'r1', usageToday: 0, usageLimit: 50 })
            : json(404, { error: { code: 'reservation_not_found' } }),
        );
      if (url === '/api/usage/reserve')
        return Promise.resolve(json(200, { reservationId: `of-${session}`, usageToday: 2, usageLimit: 50 }));
      if (init.method === 'PUT') stored.set(session, JSON.parse(String(init.body)));
      return Promise.resolve(json(200, { settings: stored.get(session) ?? null }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("does not write Ada's last settings change into Ben's account", async () => {
    session = 'ada';
    await fetchMe();
    const { unmount } = renderHook(() => useAccountExportSettings('ada'));
    await vi.waitFor(() => expect(stored.has('ada')).toBe(true));
    exportSettingsStore().set({ format: 'webp' });
    // Another tab signs in as Ben; this page hears it and asks who is signed in, then React leaves
    // Ada's editor, which sends her change still waiting for its delay.
    session = 'ben';
    await fetchMe();
    unmount();
    await new Promise((r) => setTimeout(r, 20));
    expect(stored.has('ben')).toBe(false);
  });

  it("keeps Ada's quota report when it is sent after the page switched to Ben", async () => {
    session = 'ada';
    await fetchMe();
    session = 'ben';
    await fetchMe();
    await settleDurably(new QueryClient(), 'ada', 'r1', 0).catch(() => undefined);
    expect(localStorage.getItem('logobatch-unsettled')).toContain('"r1"');
  });

  it("reserves nothing on Ben's quota for a download Ada started", async () => {
    // The gate read Ada, then asked her about a partial export; meanwhile the page switched to Ben.
    // The reservation went to Ben while its report names Ada: refused for good, Ben stayed charged.
    session = 'ada';
    await fetchMe();
    session = 'ben';
    await fetchMe();
    await expect(reserveImages(2, 'ada')).rejects.toMatchObject({ status: 409, code: 'account_changed' });
  });
});
