import { POLICIES } from '#shared/policies';

export const LANGUAGE_STORAGE_KEY = 'logobatch-language';
/** When the choice was made: the cookie policy promises preferences last at most a year. */
export const LANGUAGE_SAVED_AT_KEY = 'logobatch-language-saved-at';
const MAX_AGE_MS = POLICIES.preferenceMaxAgeDays * 86_400_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored language if it is still within its lifetime. A choice with no date (written before
 * dates were kept, or by hand) counts from now, so it is never dropped by surprise.
 */
export function readLanguagePreference<T extends string>(
  store: Store,
  valid: readonly T[],
  now: number,
): T | null {
  const value = store.getItem(LANGUAGE_STORAGE_KEY);
  if (!value || !(valid as readonly string[]).includes(value)) return null;
  const savedAt = Number(store.getItem(LANGUAGE_SAVED_AT_KEY));
  if (!savedAt) {
    store.setItem(LANGUAGE_SAVED_AT_KEY, String(now));
  } else if (now - savedAt > MAX_AGE_MS) {
    store.removeItem(LANGUAGE_STORAGE_KEY);
    store.removeItem(LANGUAGE_SAVED_AT_KEY);
    return null;
  }
  return value as T;
}

export function writeLanguagePreference(store: Store, lng: string, now: number): void {
  store.setItem(LANGUAGE_STORAGE_KEY, lng);
  store.setItem(LANGUAGE_SAVED_AT_KEY, String(now));
}
