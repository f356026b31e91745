// @vitest-environment happy-dom
// Decision 353: whose settings this browser holds decides whether an account with none takes them.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { json } from '#client/test-utils/json-response';

/** A fresh page: its own store, read from this browser's storage. */
async function page() {
  vi.resetModules();
  return import('./index');
}

describe('account output settings at sign-in', () => {
  let answer: () => Promise<Response>;
  const puts: unknown[] = [];
  beforeEach(() => {
    localStorage.clear();
    puts.length = 0;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return Promise.resolve(json(200, { settings: JSON.parse(String(init.body)) }));
      }
      return answer();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Ada chose WEBP and kept locations while signed in, then signed out. */
  async function adaLeft() {
    answer = () => Promise.resolve(json(200, { settings: null }));
    const ada = await page();
    const { unmount } = renderHook(() => ada.useAccountExportSettings('ada'));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    ada.exportSettingsStore().set({ format: 'webp', removeLocation: false });
    unmount();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
  }

  it("does not give Ada's settings to Ben when Ben's first fetch failed", async () => {
    await adaLeft();
    // Ben signs in; his settings cannot be read (the server is down).
    answer = () => Promise.resolve(json(503, { error: { code: 'unavailable' } }));
    const first = await page();
    const { unmount } = renderHook(() => first.useAccountExportSettings('ben'));
    await new Promise((r) => setTimeout(r, 20));
    unmount();
    // Ben reloads; his account has none.
    answer = () => Promise.resolve(json(200, { settings: null }));
    const again = await page();
    renderHook(() => again.useAccountExportSettings('ben'));
    await vi.waitFor(() => expect(puts.length).toBeGreaterThan(2));
    expect(again.exportSettingsStore().get()).toEqual(DEFAULT_EXPORT_SETTINGS);
  });

  it('keeps the settings of a project opened before the account answered', async () => {
    await adaLeft();
    let reply: (r: Response) => void = () => undefined;
    answer = () => new Promise((r) => (reply = r));
    const ben = await page();
    renderHook(() => ben.useAccountExportSettings('ben'));
    const project = { ...DEFAULT_EXPORT_SETTINGS, format: 'png' as const, resize: 1080 as const };
    ben.exportSettingsStore().set(project, 'project');
    reply(json(200, { settings: null }));
    await vi.waitFor(() => expect(puts.length).toBeGreaterThan(2));
    expect(ben.exportSettingsStore().get()).toEqual(project);
  });
});
