import { APIError, createAuthMiddleware } from 'better-auth/api';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Server-side minimum; the forms keep the spec's own 6-character check (decision 102). */
export const MIN_PASSWORD_LENGTH = 8;

// Only the common-password list: "common" means the whole password is one of them, or a
// l33t/reversed spelling of one, not that it contains an ordinary word.
const zxcvbn = new ZxcvbnFactory({ dictionary: { 'passwords-common': dictionary['passwords-common'] } });

export function isCommonPassword(password: string): boolean {
  const { sequence } = zxcvbn.check(password);
  const only = sequence.length === 1 ? sequence[0] : undefined;
  return only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
}

// Every endpoint that sets a password, and the body field that carries it.
const PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Better Auth `hooks.before`: refuses a common password with a code the client translates. */
export const refuseCommonPasswords = createAuthMiddleware(async (ctx) => {
  const field = PASSWORD_FIELD[ctx.path];
  const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  // Too short or missing: Better Auth's own check answers with its own code.
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return;
  if (isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose one that is harder to guess.',
    });
  }
});
