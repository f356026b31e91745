import { z } from 'zod';
import { emailSchema } from './email';
import { hasNulIssue, storedText } from './text';

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

export type ContactFieldProblem = 'required' | 'invalidEmail' | 'tooLong' | 'invalidSubject';

// Each rule's issue message is the problem it stands for, so a failure maps to the spec's wording.
const P = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  invalidSubject: 'invalidSubject',
  tooLong: 'tooLong',
} as const satisfies Record<ContactFieldProblem, ContactFieldProblem>;

const text = (max: number) => storedText().trim().min(1, P.required).max(max, P.tooLong);

export const contactMessageSchema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: emailSchema({ required: P.required, invalid: P.invalidEmail, tooLong: P.tooLong }),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: (iss) => (iss.input === undefined || iss.input === '' ? P.required : P.invalidSubject),
  }),
  message: text(CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /api/contact answers 201 with the stored message's id (support's reference). */
export interface ContactResponse {
  id: string;
}

/** In the order the spec checks them: any empty field, then the address, then the subject, then sizes. */
const ORDER: readonly ContactFieldProblem[] = ['required', 'invalidEmail', 'invalidSubject', 'tooLong'];

/**
 * The first problem among a failed parse's issues; anything that is not one of ours (a field that
 * is not text at all) counts as missing, as an empty field does.
 */
export function contactProblemOf(issues: readonly { message: string }[]): ContactFieldProblem {
  const found = new Set(issues.map((i) => i.message));
  return ORDER.find((p) => found.has(p)) ?? 'required';
}

/**
 * The first problem with a contact form ("All fields are required", then "Please enter a valid email
 * address", ...), or null when it can be sent. The page and the server word a failure the same way.
 */
export function contactProblem(
  input: Partial<Record<keyof ContactMessage, unknown>>,
): ContactFieldProblem | null {
  const r = contactMessageSchema.safeParse(input);
  // U+0000 is the server's refusal (invalid_characters), not a problem the form words.
  const issues = r.success ? [] : r.error.issues.filter((i) => !hasNulIssue([i]));
  return issues.length ? contactProblemOf(issues) : null;
}

/**
 * The page sends a subject key; an API client may send the label ("Bug Report") or its own words.
 * A label maps to its key; any other text files under "other" and keeps its words in the message,
 * so nothing a person wrote is refused or lost (decision 066).
 */
function filedSubject(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const body = input as Record<string, unknown>;
  const raw = typeof body.subject === 'string' ? body.subject.trim() : '';
  if (!raw || (CONTACT_SUBJECTS as readonly string[]).includes(raw)) return body;
  const lower = raw.toLowerCase();
  const key = CONTACT_SUBJECTS.find((k) => lower === k || lower.startsWith(`${k} `));
  if (key) return { ...body, subject: key };
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return {
    ...body,
    subject: 'other',
    message: message ? `Subject: ${raw.slice(0, 200)}\n\n${message}` : message,
  };
}

/** What POST /api/contact accepts: the page's message, with an API client's subject filed first. */
export const contactRequestSchema = z.preprocess(filedSubject, contactMessageSchema);
