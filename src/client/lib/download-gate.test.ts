import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/errors.json';
import he from '../i18n/locales/he/errors.json';
import enAccount from '../i18n/locales/en/account.json';
import heAccount from '../i18n/locales/he/account.json';
import { ApiError } from './api';
import type { AppUser } from './me';
import { gateStep, reserveFailureText } from './download-gate';

const user = (usageToday: number, usageLimit = 50) => ({ usageToday, usageLimit }) as AppUser;

describe('download gate order', () => {
  it.each([
    ['signed out, no logo, over quota', null, 99, false, 'signIn'],
    ['quota comes before the logo, as the spec lists them', user(48), 5, false, 'quota'],
    ['no logo within quota', user(10), 5, false, 'noLogo'],
    ['no photos, after the logo check', user(0), 0, true, 'noImages'],
    ['48 + 5 > 50', user(48), 5, true, 'quota'],
    ['48 + 2 = 50 is allowed', user(48), 2, true, 'reserve'],
    ['pro limit', user(100, 500), 400, true, 'reserve'],
  ] as const)('%s', (_label, u, count, hasLogo, step) => {
    expect(gateStep(u, count, hasLogo)).toBe(step);
  });
});

describe('why a reservation failed', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'he',
      resources: { en: { errors: en, account: enAccount }, he: { errors: he, account: heAccount } },
      interpolation: { escapeValue: false },
    });
  });

  // The reason goes into "Failed to increment usage: {message}" in the reader's language: a server
  // code we have no words for, or an exception, must not put the server's or the browser's English there.
  it('is worded in the reader language, never the server or browser English', () => {
    expect(reserveFailureText(new ApiError(503, 'database_unavailable', 'The database is down'))).toBe(
      'השרת שלנו אינו זמין לרגע. נסו שוב בעוד רגע.',
    );
    expect(reserveFailureText(new ApiError(502, 'bad_gateway', 'Bad Gateway'))).toBe(
      'משהו השתבש אצלנו. נסו שוב.',
    );
    expect(reserveFailureText(new SyntaxError('Unexpected token < in JSON'))).toBe(
      'משהו השתבש אצלנו. נסו שוב.',
    );
    expect(reserveFailureText(new TypeError('Failed to fetch'))).toBe(
      'אין חיבור לשרת. בדקו את החיבור ונסו שוב.',
    );
  });
});
