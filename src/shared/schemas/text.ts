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

export const hasNulIssue = (issues: readonly { message: string }[]) =>
  issues.some((i) => i.message === TEXT_ERRORS.nul.message);
