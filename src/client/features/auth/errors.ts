import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

// Better Auth's codes we can say better (and in Hebrew); anything else shows the server's message.
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.invalidCredentials',
  USER_ALREADY_EXISTS: 'errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.userExists',
  EMAIL_NOT_VERIFIED: 'errors.emailNotVerified',
  INVALID_TOKEN: 'errors.invalidToken',
  // The server's minimum (8) is above the form's own check (6, as the spec says): decision 102.
  PASSWORD_TOO_SHORT: 'errors.passwordTooShort',
  PASSWORD_TOO_COMMON: 'errors.passwordTooCommon',
  INVALID_EMAIL: 'validation.emailInvalid',
};

/** The message for the error area: a known code translated, else the server's message, else `fallbackKey`. */
export function authErrorMessage(e: unknown, t: TFunction<'auth'>, fallbackKey: string): string {
  if (e instanceof ApiError) {
    if (e.status === 429) return t('errors.tooManyRequests');
    const key = BY_CODE[e.code];
    if (key) return t(key);
    if (e.message && !/^HTTP \d+$/.test(e.message)) return e.message;
  } else if (e instanceof TypeError) {
    return t('errors.network');
  }
  return t(fallbackKey);
}

export { EMAIL_PATTERN } from '../../../shared/schemas/email';
