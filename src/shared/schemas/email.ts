// The one email rule of the product: the page, the contact form and the server all check with it.
import { storedText } from './text';

/** The spec's "simple address pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest address a mail system accepts (RFC 5321 path limit, rounded to the usual 320). */
export const EMAIL_MAX = 320;

/** A trimmed address; `messages` lets a form word "missing" and "malformed" its own way. */
export const emailSchema = (messages: { required?: string; invalid?: string; tooLong?: string } = {}) =>
  storedText()
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, messages.tooLong)
    .regex(EMAIL_PATTERN, messages.invalid);
