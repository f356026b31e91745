import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_SAVED_AT_KEY,
  LANGUAGE_STORAGE_KEY,
  readLanguagePreference,
  writeLanguagePreference,
} from './preference';

function memoryStore(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const DAY = 86_400_000;
const LNGS = ['en', 'he'] as const;

describe('language preference', () => {
  it('reads back what was written', () => {
    const s = memoryStore();
    writeLanguagePreference(s, 'he', 1000);
    expect(readLanguagePreference(s, LNGS, 1000 + 364 * DAY)).toBe('he');
  });

  it('expires after a year, as the cookie policy promises', () => {
    const s = memoryStore();
    writeLanguagePreference(s, 'he', 1000);
    expect(readLanguagePreference(s, LNGS, 1000 + 366 * DAY)).toBeNull();
    expect(s.data.has(LANGUAGE_STORAGE_KEY)).toBe(false);
  });

  it('keeps an undated choice and dates it from now', () => {
    const s = memoryStore({ [LANGUAGE_STORAGE_KEY]: 'he' });
    expect(readLanguagePreference(s, LNGS, 5000)).toBe('he');
    expect(s.data.get(LANGUAGE_SAVED_AT_KEY)).toBe('5000');
  });

  it('ignores values that are not a language', () => {
    expect(readLanguagePreference(memoryStore({ [LANGUAGE_STORAGE_KEY]: 'fr' }), LNGS, 0)).toBeNull();
  });
});
