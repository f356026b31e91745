// Decision 339: a page names the account it shows on every API call; when the server says the
// browser's account changed, or another tab signs in or out, the page asks again who is signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_HEADER } from '#shared/schemas/me';
import { onAccountChange, showAccount } from './account-guard';
import { apiFetch } from './api';
import { fetchMe } from './me';
import { json } from '#client/test-utils/json-response';

describe('the account a page shows', () => {
  let session: string;
  const named: (string | null)[] = [];
  let asked = 0;
  let stop = () => undefined as unknown;
  beforeEach(() => {
    named.length = 0;
    asked = 0;
    showAccount(null);
    stop = onAccountChange(() => asked++);
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (url === '/api/me') return Promise.resolve(json(200, { id: session }));
      const name = new Headers(init.headers).get(ACCOUNT_HEADER);
      named.push(name);
      if (name && name !== session) return Promise.resolve(json(409, { error: { code: 'account_changed' } }));
      return Promise.resolve(json(200, {}));
    });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('is named on every call once known, and a refusal makes the page ask again', async () => {
    await apiFetch('/api/projects');
    session = 'ada';
    await fetchMe();
    await apiFetch('/api/projects');
    expect(named).toEqual([null, 'ada']);
    expect(asked).toBe(0);

    session = 'ben';
    await expect(apiFetch('/api/projects', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 409,
      code: 'account_changed',
    });
    expect(asked).toBe(1);
    await fetchMe();
    await apiFetch('/api/projects', { method: 'POST', json: {} });
    expect(named.at(-1)).toBe('ben');
    expect(asked).toBe(1);
  });

  it("hears another tab's sign-in or sign-out, but not a tab that shows the same account", async () => {
    session = 'ada';
    await fetchMe();
    const otherTab = new BroadcastChannel('logobatch-account');
    try {
      otherTab.postMessage('ada');
      await new Promise((r) => setTimeout(r, 50));
      expect(asked).toBe(0);
      otherTab.postMessage('ben');
      await vi.waitFor(() => expect(asked).toBe(1));
      otherTab.postMessage(null);
      await vi.waitFor(() => expect(asked).toBe(2));
    } finally {
      otherTab.close();
    }
  });

  it('tells other tabs when the account it shows changes', async () => {
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('logobatch-account');
    otherTab.onmessage = (e: MessageEvent) => heard.push(e.data);
    try {
      session = 'ada';
      await fetchMe();
      await fetchMe();
      showAccount(null);
      await vi.waitFor(() => expect(heard).toEqual(['ada', null]));
    } finally {
      otherTab.close();
    }
  });
});
