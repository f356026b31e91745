import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure with a stable machine code (clients translate by code) and an English message
 * for API users. One handler in app.ts turns it into `{ error: { code, message } }`.
 */
export class HttpError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Fields beside code and message in the error object (the API's `remaining` on a quota refusal). */
    readonly fields?: Record<string, unknown>,
  ) {
    super(status, { message });
  }
}

export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, code, message);
export const badRequest = (message: string, code = 'bad_request', details?: unknown) =>
  new HttpError(400, code, message, details);
export const unauthorized = (message = 'User must be logged in') =>
  new HttpError(401, 'unauthorized', message);
/**
 * A page sent the account it was opened for (`X-LogoBatch-Account`) and the browser's session now
 * belongs to another: the page is stale, and its write must not land on the other account.
 */
export const accountChanged = () =>
  new HttpError(409, 'account_changed', 'This browser is now signed in to another account');
