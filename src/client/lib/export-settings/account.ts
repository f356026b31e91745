// The signed-in user's output settings on the server (GET/PUT /api/me/export-settings), kept in
// step with this browser's: the account's settings load at sign-in, the user's changes go back.
import { useEffect } from 'react';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '#shared/export-settings';
import type { AccountExportSettingsAnswer } from '#shared/schemas/export-settings';
import { apiFetch } from '../api';
import { exportSettingsStore } from './store';

const URL = '/api/me/export-settings';
/** Changes come in bursts (a slider, typing a long edge): one PUT for the settled value. */
const PUT_DELAY_MS = 400;

// Both name the user they are for: the last change goes as the page leaves that user, maybe after it
// switched to another account, whose settings it must not replace (decision 341).
export const fetchAccountExportSettings = (userId: string) =>
  apiFetch<AccountExportSettingsAnswer>(URL, { account: userId });

export const putAccountExportSettings = (settings: ExportSettings, userId: string, keepalive = false) =>
  apiFetch<AccountExportSettingsAnswer>(URL, { method: 'PUT', json: settings, keepalive, account: userId });

// Settings travel with the user; losing one write costs a preference, never work, so failures are quiet.
const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * While `userId` is signed in: the account's settings replace this browser's, unless the user (or an
 * opened project) already chose since the page loaded, or this browser holds a change of this user's
 * the account never confirmed (a reload right after it); an account with none takes this browser's,
 * unless they are another account's (it then starts from the defaults).
 * Every change the user makes is then written to the account, also as the page goes (decision 191).
 */
export function useAccountExportSettings(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    const store = exportSettingsStore();
    let live = true;
    let pending: ExportSettings | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Only the answer to the latest send confirms: an older one says nothing of a newer change.
    let sent = 0;
    const send = (settings: ExportSettings, keepalive = false) => {
      const mine = ++sent;
      quietly(
        putAccountExportSettings(settings, userId, keepalive).then(() => {
          if (mine === sent && !pending && store.unsentFor() === userId) store.markUnsent(null);
        }),
      );
    };
    const flush = (keepalive = false) => {
      clearTimeout(timer);
      if (pending) {
        const settings = pending;
        pending = null;
        send(settings, keepalive);
      }
    };
    // Read before this user's account answers and the settings become theirs.
    const holder = store.heldFor();
    store.signedIn(userId);
    quietly(
      fetchAccountExportSettings(userId).then(({ settings }) => {
        if (!live) return;
        const origin = store.lastOrigin();
        // Whatever this browser holds from here on is this user's (not before: a failed fetch would
        // otherwise pass another account's settings off as theirs at the next sign-in).
        store.heldBy(userId);
        // An account with none takes this browser's, unless another account chose them (decision 353);
        // the user's own choice on this page, or an opened project's, stays.
        const stored = origin === 'stored' || origin === 'account';
        if (!settings && holder && holder !== userId && stored) store.set(DEFAULT_EXPORT_SETTINGS, 'account');
        if (!settings || store.unsentFor() === userId) return send(store.get());
        // Another user's unconfirmed change gives way with the rest of this browser's settings.
        store.markUnsent(null);
        if (stored) store.set(settings, 'account');
        // The user chose on this page before signing in (a visitor's change, then Sign In): the newer
        // choice wins, so the account gets it too, or a reload would bring the account's older one back.
        else if (origin === 'user') {
          store.markUnsent(userId);
          send(store.get());
        }
      }),
    );
    const stop = store.listen((settings, origin) => {
      if (origin !== 'user') return;
      pending = settings;
      store.markUnsent(userId);
      clearTimeout(timer);
      timer = setTimeout(flush, PUT_DELAY_MS);
    });
    // A reload or a closed tab unmounts nothing: the change goes now, in a request that outlives the page.
    const onPageHide = () => flush(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      stop();
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen (or signing out) right after a change still saves it.
      flush();
      // What this user chose is theirs: the next user to sign in on this page gets their own settings.
      store.settle();
    };
  }, [userId]);
}
