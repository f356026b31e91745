import { z } from 'zod';

/**
 * PostgreSQL text cannot hold U+0000 (SQLite can), so stored text refuses it up front and both
 * databases answer the same 400 instead of one of them failing inside the query.
 */
export const TEXT_ERRORS = {
  nul: { code: 'invalid_characters', message: 'Text must not contain NUL characters' },
} as const;

/** A string without U+0000; the issue carries TEXT_ERRORS.nul.message so routes can answer its code. */
export const storedText = () => z.string().refine((s) => !s.includes('\u0000'), TEXT_ERRORS.nul.message);

/** A name as stored (projects, presets, API keys): no NUL, trimmed, 1 to `max` characters. */
export const storedName = (max: number, errors: { required: string; tooLong: string }) =>
  storedText()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, errors.required).max(max, errors.tooLong));

export const hasNulIssue = (issues: readonly { message: string }[]) =>
  issues.some((i) => i.message === TEXT_ERRORS.nul.message);
