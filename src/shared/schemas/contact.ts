import { z } from 'zod';
import { storedText } from './text';

export const CONTACT_SUBJECTS = [
  'general',
  'technical',
  'billing',
  'feature',
  'bug',
  'refund',
  'partnership',
  'other',
] as const;

/** Field limits: generous for people, small enough that nobody fills the inbox table with megabytes. */
export const CONTACT_LIMITS = { name: 200, email: 320, message: 5000 } as const;

/** The spec's "simple address pattern": something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactMessageSchema = z.object({
  name: storedText().trim().min(1).max(CONTACT_LIMITS.name),
  email: storedText().trim().min(1).max(CONTACT_LIMITS.email).regex(SIMPLE_EMAIL),
  subject: z.enum(CONTACT_SUBJECTS),
  message: storedText().trim().min(1).max(CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ContactFieldProblem = 'required' | 'invalidEmail' | 'tooLong' | 'invalidSubject';

/**
 * The first problem with a contact form, in the order the spec checks them: any empty field
 * ("All fields are required"), then the address ("Please enter a valid email address"), then sizes.
 * Shared so the page and the server word the same failure the same way.
 */
export function contactProblem(
  input: Partial<Record<keyof ContactMessage, unknown>>,
): ContactFieldProblem | null {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const { name, email, subject, message } = {
    name: text(input.name),
    email: text(input.email),
    subject: text(input.subject),
    message: text(input.message),
  };
  if (!name || !email || !subject || !message) return 'required';
  if (!SIMPLE_EMAIL.test(email)) return 'invalidEmail';
  if (!(CONTACT_SUBJECTS as readonly string[]).includes(subject)) return 'invalidSubject';
  if (
    name.length > CONTACT_LIMITS.name ||
    email.length > CONTACT_LIMITS.email ||
    message.length > CONTACT_LIMITS.message
  )
    return 'tooLong';
  return null;
}
