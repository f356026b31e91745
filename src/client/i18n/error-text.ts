// The one error vocabulary: a stable code (the server's, Better Auth's, the compose worker's or a
// form check's) is a key of the "errors" namespace, worded once in each language (decision 135).
import i18next from 'i18next';
import { ApiError } from '../lib/api';
import { ComposeError } from '../export/worker/compose';

export const ERRORS_NS = 'errors';

export interface ErrorTextOptions {
  /** Already translated: what to say when the code is unknown. */
  fallback: string;
  /** An unknown code with a server-written message (below 500) shows that message (auth, contact). */
  serverText?: boolean;
  /** A failed fetch says "cannot reach the server" rather than the fallback (auth). */
  network?: boolean;
  /** Placeholders only the caller can fill (e.g. the plan's name in the reader's language). */
  details?: Record<string, unknown>;
}

/** The message of one code; `details` fill its placeholders, a `problem` picks a sub-message. */
function knownCodeText(code: string, details: Record<string, unknown> = {}): string | null {
  const problem = typeof details.problem === 'string' ? details.problem : null;
  const key = problem ? `${code}.${problem}` : code;
  if (!i18next.exists(key, { ns: ERRORS_NS })) return null;
  // A code with sub-messages (unsafe_svg) but no problem named is not worded on its own.
  const text: unknown = i18next.t(key, { ...details, ns: ERRORS_NS, returnObjects: true });
  return typeof text === 'string' ? text : null;
}

/** The message of a code the caller knows is in the vocabulary (e.g. a form check's own code). */
export function codeText(code: string, details?: Record<string, unknown>): string {
  return knownCodeText(code, details) ?? code;
}

/** What to tell the user about `error`, in their language. */
export function errorText(error: unknown, options: ErrorTextOptions): string {
  if (error instanceof ApiError) {
    const sent =
      error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
    const details = { ...sent, ...options.details };
    const known =
      knownCodeText(error.code, details) ??
      (error.status === 429 ? knownCodeText('too_many_requests') : null);
    if (known) return known;
    if (options.serverText && error.status < 500 && !/^HTTP \d+$/.test(error.message)) return error.message;
  } else if (error instanceof ComposeError) {
    return knownCodeText(error.code, { subject: error.subject }) ?? error.message;
  } else if (options.network && error instanceof TypeError) {
    return knownCodeText('network') ?? options.fallback;
  }
  return options.fallback;
}
