// The auth forms' checks, in the spec's order; each message is a key of the auth namespace.
// Better Auth checks again on the server (its password minimum is 8: decision 102).
import { z } from 'zod';
import { EMAIL_PATTERN } from '#shared/schemas/email';
import type { ErrorTextOptions } from '#client/i18n/error-text';

/** Auth errors may carry Better Auth's own words, and a failed fetch says so. */
export const AUTH_ERROR_TEXT: Omit<ErrorTextOptions, 'fallback'> = { serverText: true, network: true };

/** The form's own minimum, as the spec says. */
const PASSWORD_MIN = 6;

const validEmail = (v: string) => EMAIL_PATTERN.test(v.trim());

/** Sign-in and register: one message at a time, the first problem in the spec's order. */
export function credentialsSchema(register: boolean) {
  return z
    .object({ name: z.string(), email: z.string(), password: z.string() })
    .superRefine((v, ctx) => {
      const fail = (field: 'name' | 'email' | 'password', message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (register && !v.name.trim()) return fail('name', 'validation.fullNameRequired');
      if (!v.email.trim()) return fail('email', 'validation.credentialsRequired');
      if (!v.password) return fail('password', 'validation.credentialsRequired');
      if (!validEmail(v.email)) return fail('email', 'validation.emailInvalid');
      if (register && v.password.length < PASSWORD_MIN) fail('password', 'validation.passwordTooShort');
    })
    .transform((v) => ({ ...v, name: v.name.trim(), email: v.email.trim() }));
}
export type Credentials = z.input<ReturnType<typeof credentialsSchema>>;

export const forgotSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => EMAIL_PATTERN.test(v), 'validation.emailInvalid'),
});

export const resetSchema = z.object({ password: z.string(), confirm: z.string() }).superRefine((v, ctx) => {
  if (v.password.length < PASSWORD_MIN)
    return ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordTooShort' });
  if (v.password !== v.confirm)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'validation.passwordsDiffer' });
});
