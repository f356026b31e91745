// The one error vocabulary, read through real i18next with the shipped locale files.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ERRORS } from '#shared/schemas/projects';
import { ApiError } from '../lib/api';
import { ComposeError, loadError } from '../export/worker/compose';
import { composeFailure, failureError } from '../export/worker/protocol';
import en from './locales/en/errors.json';
import he from './locales/he/errors.json';
import { codeText, errorText } from './error-text';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { errors: en }, he: { errors: he } },
    interpolation: { escapeValue: false },
  });
});

const fallback = 'FALLBACK';

describe('errorText', () => {
  it('words every project code the server sends', () => {
    for (const { code, message } of Object.values(PROJECT_ERRORS)) {
      expect(errorText(new ApiError(400, code, 'x'), { fallback })).toBe(message);
    }
  });

  it('fills placeholders from details and picks a sub-message by problem', () => {
    const tooLarge = new ApiError(413, 'file_too_large', 'x', { name: 'a.jpg' });
    expect(errorText(tooLarge, { fallback })).toBe('"a.jpg" is larger than 10 MB.');
    const svg = new ApiError(400, 'unsafe_svg', 'x', { problem: 'not_allowed', item: '<iframe>' });
    expect(errorText(svg, { fallback })).toBe(
      'The SVG logo contains <iframe>, which a logo may not contain. Remove it and try again.',
    );
  });

  it('gives aliases the text of the code they stand for', () => {
    expect(errorText(new ApiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'x'), { fallback })).toBe(
      codeText('USER_ALREADY_EXISTS'),
    );
    expect(codeText('too_large')).toBe(codeText('too_long'));
    expect(codeText('INVALID_EMAIL')).toBe('Please enter a valid email address');
  });

  it('an unknown code: the fallback, or the server words when asked (never a bare status line)', () => {
    const odd = new ApiError(400, 'odd', 'Server words');
    expect(errorText(odd, { fallback })).toBe(fallback);
    expect(errorText(odd, { fallback, serverText: true })).toBe('Server words');
    expect(errorText(new ApiError(400, 'http_error', 'HTTP 400'), { fallback, serverText: true })).toBe(
      fallback,
    );
    expect(errorText(new ApiError(500, 'odd', 'Internal'), { fallback, serverText: true })).toBe(fallback);
    expect(errorText(new ApiError(429, 'odd', 'x'), { fallback })).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('a failed fetch is a network problem only where the caller says so', () => {
    const offline = new TypeError('Failed to fetch');
    expect(errorText(offline, { fallback })).toBe(fallback);
    expect(errorText(offline, { fallback, network: true })).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  // A dropped PostgreSQL connection answers 503 database_unavailable (decision 080); its server
  // words are English, so a Hebrew toast read half in English.
  it("words the server's database outage in each language", async () => {
    const outage = new ApiError(503, 'database_unavailable', 'The database is unavailable right now.');
    expect(errorText(outage, { fallback })).toBe(
      'Our server is briefly unavailable. Please try again in a moment.',
    );
    await i18next.changeLanguage('he');
    expect(errorText(outage, { fallback })).toBe('השרת שלנו אינו זמין לרגע. נסו שוב בעוד רגע.');
    await i18next.changeLanguage('en');
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('he');
    expect(codeText('project_not_found')).toBe('הפרויקט לא נמצא');
    await i18next.changeLanguage('en');
  });
});

describe('compose failures', () => {
  it('keep what failed to load as a field across the worker boundary', () => {
    const back = failureError(composeFailure(loadError('blob:http://x/1')));
    expect(back).toBeInstanceOf(ComposeError);
    expect(back).toMatchObject({ code: 'image_load', subject: 'blob:http://x/1' });
    expect(errorText(back, { fallback })).toBe('Failed to load image: blob:http://x/1');
    expect(errorText(new ComposeError('canvas_context', 'x'), { fallback })).toBe(
      'Failed to get canvas context',
    );
  });
});
