import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message of the first invalid field, in the form's field order. Forms here show one message
 * at a time in their alert area (the spec words them as one line), not one under each field.
 */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T)[]) {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return { field, message };
  }
  return null;
}
