// Which account this page shows, named on every API call so that a page left open while the browser
// signed in to another account cannot write to that other account (the server answers 409
// `account_changed`, decision 339). Tabs of one browser tell each other when the account changes.
import { ACCOUNT_HEADER } from '#shared/schemas/me';

const CHANNEL = 'logobatch-account';

let shown: string | null = null;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

const changed = () => listeners.forEach((listener) => listener());

channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const account = typeof event.data === 'string' || event.data === null ? event.data : undefined;
  if (account !== undefined && account !== shown) changed();
});

/** The account this page now shows (null: signed out); other tabs hear of a change. */
export function showAccount(account: string | null): void {
  if (account === shown) return;
  shown = account;
  channel?.postMessage(account);
}

/**
 * The header naming the account a request is for: `account` when the request belongs to one (a write
 * queued while the page showed it may leave after the page switched, decision 341), else the shown one.
 */
export const accountHeader = (account: string | null = shown): Record<string, string> =>
  account ? { [ACCOUNT_HEADER]: account } : {};

/** The server or another tab says the browser's account is no longer the one shown. */
export function accountChangedElsewhere(): void {
  changed();
}

/** Call `listener` when the browser's account may differ from the one shown (to ask who it is). */
export function onAccountChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
