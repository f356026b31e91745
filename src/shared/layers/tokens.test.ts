import { describe, expect, it } from 'vitest';
import {
  cameraName,
  exifDateParts,
  fillTokens,
  formatDate,
  hasTokens,
  localDateParts,
  type TokenContext,
} from './tokens';

const ctx: TokenContext = {
  fileName: 'IMG_0042.final.JPG',
  n: 7,
  total: 300,
  captureDate: { year: 2026, month: 11, day: 3 },
  fileDate: { year: 2027, month: 1, day: 15 },
  artist: 'Dana Levi',
  copyright: '© Dana Levi Photography',
  camera: 'Canon EOS R5',
  locale: 'en',
};
const bare: TokenContext = {
  ...ctx,
  captureDate: null,
  fileDate: null,
  artist: null,
  copyright: '',
  camera: '  ',
};

describe('fillTokens', () => {
  it.each<[string, TokenContext, string]>([
    ['{filename}', ctx, 'IMG_0042.final'],
    ['{n} of {total}', ctx, '7 of 300'],
    ['{date}', ctx, '3 November 2026'],
    ['{date}', { ...ctx, locale: 'he' }, '\u20683 בנובמבר 2026\u2069'],
    // A right-to-left value is isolated: its own numbers stay with it in a line of another direction.
    ['Shot {date} by Dana', { ...ctx, locale: 'he' }, 'Shot \u20683 בנובמבר 2026\u2069 by Dana'],
    ['© {artist} {year}', { ...ctx, artist: 'דנה לוי' }, '© \u2068דנה לוי\u2069 2026'],
    ['{date}', { ...ctx, captureDate: null }, '15 January 2027'], // no EXIF date: the file's date
    ['© {year} {artist}', ctx, '© 2026 Dana Levi'],
    ['{copyright}\n{camera}', ctx, '© Dana Levi Photography\nCanon EOS R5'],
    ['{FileName} {N}', ctx, 'IMG_0042.final 7'], // any case
    ['{unknown} {filename', ctx, '{unknown} {filename'], // unknown or unfinished: as typed
    ['{}{ n }', ctx, '{}{ n }'],
    // In a text with right-to-left letters a left-to-right value is isolated too: an English {date}
    // in a Hebrew line drew "November 2026 3", a {camera} before the year took the year on its right.
    ['צילום: {artist}', ctx, 'צילום: \u2068Dana Levi\u2069'],
    ['צולם ב-{date}', ctx, 'צולם ב-\u20683 November 2026\u2069'],
    ['צילום: {camera} {year}', ctx, 'צילום: \u2068Canon EOS R5\u2069 2026'],
    ['{artist} {camera}', { ...ctx, artist: 'דנה לוי' }, '\u2068דנה לוי\u2069 \u2068Canon EOS R5\u2069'],
    ['תמונה {n} מתוך {total}', ctx, 'תמונה 7 מתוך 300'], // numbers alone take the line's direction
  ])('%j -> %j', (text, c, out) => expect(fillTokens(text, c)).toBe(out));

  it.each([
    ['© {artist} {year}', '©'],
    ['© {year} {artist}', '©'],
    ['{artist} {camera} shot', 'shot'],
    ['by {artist}\n{camera} 2026', 'by\n2026'],
    // Windows line ends (an API client's text): the line still ends without a stray space.
    ['by {artist}\r\n{camera} 2026', 'by\r\n2026'],
    ['by {artist}\r{camera} 2026', 'by\r2026'],
    ['a  {artist}  b', 'a   b'], // spaces the user doubled stay: the empty value takes just one
    ['{artist}{camera}', ''],
    ['x {artist}, y', 'x , y'],
    ['{date}|{year}', '|'],
  ])('missing values are empty without doubled spaces: %j -> %j', (text, out) => {
    expect(fillTokens(text, bare)).toBe(out);
  });
});

describe('dates and names', () => {
  it.each([
    ['2026:11:03 14:22:01', { year: 2026, month: 11, day: 3 }],
    ['2026-02-28', { year: 2026, month: 2, day: 28 }],
    ['2026:02:30 00:00:00', null], // no such day
    ['0000:00:00 00:00:00', null], // what cameras write when the clock was never set
    ['    :  :     :  :  ', null],
    [undefined, null],
  ])('exifDateParts(%j) = %o', (v, out) => expect(exifDateParts(v)).toEqual(out));

  it('a file date is the local calendar day', () => {
    const ms = new Date(2026, 10, 23, 23, 59).getTime();
    expect(localDateParts(ms)).toEqual({ year: 2026, month: 11, day: 23 });
    expect(localDateParts(Number.NaN)).toBeNull();
  });

  it.each([
    ['en', '31 December 1999'],
    ['he', '31 בדצמבר 1999'],
  ])('formatDate in %s', (locale, out) =>
    expect(formatDate({ year: 1999, month: 12, day: 31 }, locale)).toBe(out),
  );

  it.each([
    ['Canon', 'Canon EOS R5', 'Canon EOS R5'],
    ['NIKON CORPORATION', 'NIKON Z 6_2', 'NIKON CORPORATION NIKON Z 6_2'],
    ['FUJIFILM', 'X-T5', 'FUJIFILM X-T5'],
    ['Apple ', ' iPhone 15 Pro', 'Apple iPhone 15 Pro'],
    [null, 'X100V', 'X100V'],
    ['Leica', '', 'Leica'],
    [undefined, undefined, ''],
  ])('cameraName(%j, %j) = %j', (make, model, out) => expect(cameraName(make, model)).toBe(out));

  it.each([
    ['© Dana', false],
    ['{n}/{total}', true],
    ['{nope}', false],
  ])('hasTokens(%j) = %s', (text, out) => expect(hasTokens(text)).toBe(out));
});
