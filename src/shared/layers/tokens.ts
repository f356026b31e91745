// Tokens in text layers, filled per photo: the same function for the preview, the export and the server.
export const TOKENS = ['filename', 'n', 'total', 'date', 'year', 'artist', 'copyright', 'camera'] as const;
export type Token = (typeof TOKENS)[number];

/** A calendar day: EXIF dates carry no time zone, so days are kept as parts, never as instants. */
export interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface TokenContext {
  /** The photo's file name as the user gave it (the extension is dropped for {filename}). */
  fileName: string;
  /** 1-based position in the batch, and the batch size. */
  n: number;
  total: number;
  /** Capture date from EXIF (DateTimeOriginal), when the photo has one. */
  captureDate: DateParts | null;
  /** The file's date (its last-modified day in the user's time zone): {date} when there is no capture date. */
  fileDate: DateParts | null;
  artist?: string | null;
  copyright?: string | null;
  camera?: string | null;
  /** The interface language ('en', 'he'): {date} is written its way (decision 215). */
  locale: string;
}

const DATE_LOCALES: Record<string, string> = { en: 'en-GB', he: 'he-IL' };

/** {date} in the user's language: day, month name, year ("23 November 2026", "23 בנובמבר 2026"). */
export function formatDate(d: DateParts, locale: string): string {
  const tag = DATE_LOCALES[locale] ?? locale;
  const instant = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(instant);
}

/** "YYYY:MM:DD HH:MM:SS" (EXIF DateTimeOriginal) to a day; null when it is blank or impossible. */
export function exifDateParts(value: string | null | undefined): DateParts | null {
  const m = /^\s*(\d{4})[:-](\d{2})[:-](\d{2})/.exec(value ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const valid = year > 0 && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

/** A file's lastModified (ms) as a day in the time zone the code runs in (the user's, in the browser). */
export function localDateParts(ms: number): DateParts | null {
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** "Canon" + "Canon EOS R5" is "Canon EOS R5", not "Canon Canon EOS R5". */
export function cameraName(make: string | null | undefined, model: string | null | undefined): string {
  const mk = (make ?? '').trim();
  const md = (model ?? '').trim();
  if (!md) return mk;
  return mk && !md.toLowerCase().startsWith(mk.toLowerCase()) ? `${mk} ${md}` : md;
}

const baseName = (name: string) => name.replace(/\.[^./\\]+$/, '');

function tokenValue(token: Token, ctx: TokenContext): string {
  const date = ctx.captureDate ?? ctx.fileDate;
  switch (token) {
    case 'filename':
      return baseName(ctx.fileName);
    case 'n':
      return String(ctx.n);
    case 'total':
      return String(ctx.total);
    case 'date':
      return date ? formatDate(date, ctx.locale) : '';
    case 'year':
      return date ? String(date.year) : '';
    case 'artist':
      return (ctx.artist ?? '').trim();
    case 'copyright':
      return (ctx.copyright ?? '').trim();
    case 'camera':
      return (ctx.camera ?? '').trim();
  }
}

const TOKEN_RE = /\{([a-z]+)\}/gi;

/** Strong right-to-left letters: Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms. */
export const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Letters of either direction: a value holding one has a direction of its own (numbers alone do not). */
const LETTER = /\p{L}/u;

/**
 * A value between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, as HTML's <bdi>, wherever the text
 * mixes directions: the Hebrew {date} in an English line read "Shot 28 2026 בנובמבר" and a Hebrew
 * {artist} before a year swapped with it; the same held the other way, an English {date} in a Hebrew
 * line drew "November 2026 3" and "{camera} {year}" put the year on the camera's wrong side. A text
 * with no right-to-left letter in it or its values is left as it was, so a Latin watermark's filled
 * text is unchanged. Canvases (Chromium's and Skia's) draw the marks as nothing (decisions 361, 386).
 */
const isolator = (mixed: boolean) => (value: string) =>
  mixed && (LETTER.test(value) || RTL_LETTER.test(value)) ? `\u2068${value}\u2069` : value;
/** The text's start or end, or a line break: "\r\n" and "\r" too, as an API client may send (splitLines). */
const atBreak = (c: string | undefined) => c === undefined || c === '\n' || c === '\r';
const isToken = (name: string): name is Token => (TOKENS as readonly string[]).includes(name);

/**
 * The text with known tokens filled for this photo (names match in any case); unknown ones stay as typed.
 * An empty value takes one neighbouring space with it, so "© {artist} {year}" without an artist reads
 * "© 2026", not "©  2026"; spaces the user typed elsewhere stay (decision 216).
 */
export function fillTokens(text: string, ctx: TokenContext): string {
  // Each token once: its value (null for an unknown name) decides the isolation and then fills it.
  const found = [...text.matchAll(TOKEN_RE)].map((m) => {
    const name = m[1]!.toLowerCase();
    return { m, value: isToken(name) ? tokenValue(name, ctx) : null };
  });
  const isolated = isolator(
    RTL_LETTER.test(text) || found.some(({ value }) => value !== null && RTL_LETTER.test(value)),
  );
  let out = '';
  let last = 0;
  let dropSpace = false;
  for (const { m, value } of found) {
    let before = text.slice(last, m.index);
    if (dropSpace && before.startsWith(' ')) before = before.slice(1);
    out += before;
    last = m.index + m[0].length;
    dropSpace = false;
    if (value === null) {
      out += m[0];
      continue;
    }
    out += isolated(value);
    if (value) continue;
    // Drop the space after an empty value when a space or the line start is before it, else the one before.
    const prev = out.at(-1);
    const next = text[last];
    if (prev === ' ' || atBreak(prev)) dropSpace = next === ' ';
    if (!dropSpace && prev === ' ' && atBreak(next)) out = out.slice(0, -1);
  }
  let rest = text.slice(last);
  if (dropSpace && rest.startsWith(' ')) rest = rest.slice(1);
  return out + rest;
}

/** Whether the text uses any known token (then it must be filled per photo). */
export function hasTokens(text: string): boolean {
  return [...text.matchAll(TOKEN_RE)].some((m) => isToken(m[1]!.toLowerCase()));
}
