// @vitest-environment happy-dom
// Decision 324: a kept quota report goes only with its own user's session. The server answers another
// user's reservation 404, which drops the report for good: sent under whoever the cookie now names
// (an account switched in another tab while this one still remembers the old user), it was lost.
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './me';
import { resendUnsettled, useResendUnsettled } from './usage-settle';
import { json } from '#client/test-utils/json-response';

const KEY = 'logobatch-unsettled';

describe('resending kept quota reports', () => {
  let signedIn: string;
  const settles: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    settles.length = 0;
    localStorage.setItem(KEY, JSON.stringify({ r1: { userId: 'ada', delivered: 1, at: Date.now() } }));
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (url === '/api/me')
        return Promise.resolve(json(200, { id: signedIn, usageToday: 3, usageLimit: 50 }));
      const { reservationId } = JSON.parse(String(init.body)) as { reservationId: string };
      settles.push(reservationId);
      // The server knows r1 only as Ada's.
      if (signedIn !== 'ada') return Promise.resolve(json(404, { error: { code: 'reservation_not_found' } }));
      return Promise.resolve(json(200, { reservationId, usageToday: 2, usageLimit: 50 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps Ada's report while the browser's session is Ben's, though this page still remembers Ada", async () => {
    signedIn = 'ben';
    const qc = new QueryClient();
    qc.setQueryData(ME_QUERY_KEY, { id: 'ada' });
    await resendUnsettled(qc, 'ada');
    expect(settles).toEqual([]);
    expect(localStorage.getItem(KEY)).toContain('"r1"');
  });

  it("sends it once Ada's session is the browser's, and forgets it when answered", async () => {
    signedIn = 'ada';
    await resendUnsettled(new QueryClient(), 'ada');
    expect(settles).toEqual(['r1']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('passes over an entry it did not write instead of failing the download gate', async () => {
    signedIn = 'ada';
    const kept = JSON.parse(localStorage.getItem(KEY)!) as Record<string, unknown>;
    localStorage.setItem(KEY, JSON.stringify({ ...kept, odd: null, older: { delivered: 'x' } }));
    await resendUnsettled(new QueryClient(), 'ada');
    expect(settles).toEqual(['r1']);
  });
});

// A QA run killed the server mid-export and cancelled: the report of 0 delivered failed and stayed
// kept, and after the server came back the editor and the account page showed the 60 undelivered
// photos as used until the user reloaded. The browser never went offline, so no 'online' event came.
describe('a kept report while the page stays open', () => {
  let serverUp = false;
  const settles: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    settles.length = 0;
    serverUp = false;
    localStorage.setItem(KEY, JSON.stringify({ r1: { userId: 'ada', delivered: 0, at: Date.now() } }));
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (!serverUp) return Promise.reject(new TypeError('Failed to fetch'));
      if (url === '/api/me') return Promise.resolve(json(200, { id: 'ada', usageToday: 0, usageLimit: 500 }));
      settles.push((JSON.parse(String(init.body)) as { reservationId: string }).reservationId);
      return Promise.resolve(json(200, { reservationId: 'r1', usageToday: 0, usageLimit: 500 }));
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is sent again once the server answers again, with no reload and no online event', async () => {
    const qc = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: qc }, children);
    renderHook(() => useResendUnsettled('ada'), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(localStorage.getItem(KEY)).toContain('"r1"');
    serverUp = true;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(settles).toEqual(['r1']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
