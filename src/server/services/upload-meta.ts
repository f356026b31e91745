// The JSON "meta" part of a multipart save (projects, presets): present, JSON, checked by its schema.
// Each route words the refusals for its own fields; NUL in any text is refused the same everywhere.
import type { z } from 'zod';
import { badRequest } from '../http-error';
import { TEXT_ERRORS, hasNulIssue } from '#shared/schemas/text';

type Issues = z.core.$ZodIssue[];

export function parseMetaPart<S extends z.ZodType>(
  part: unknown,
  schema: S,
  refuse: (issues: Issues) => never,
): z.output<S> {
  if (typeof part !== 'string') throw badRequest('The upload has no "meta" part.', 'invalid_upload');
  let json: unknown;
  try {
    json = JSON.parse(part);
  } catch {
    throw badRequest('The "meta" part is not JSON.', 'invalid_upload');
  }
  const r = schema.safeParse(json);
  if (r.success) return r.data;
  if (hasNulIssue(r.error.issues)) throw badRequest(TEXT_ERRORS.nul.message, TEXT_ERRORS.nul.code);
  return refuse(r.error.issues);
}
