import { describe, expect, it } from 'vitest';
import { contactProblem, contactRequestSchema } from './contact';

const valid = { name: 'Dana', email: 'dana@example.com', subject: 'billing', message: 'Hello' };

// contactProblem() reads the schema itself, so the page and the server cannot word a form differently.
describe('contactProblem', () => {
  it.each([
    [valid, null],
    [{ ...valid, name: '  ' }, 'required'],
    [{ ...valid, email: 'nope', message: '' }, 'required'],
    [{ ...valid, email: 'dana@example' }, 'invalidEmail'],
    [{ ...valid, email: 'dana@example', name: 'x'.repeat(201) }, 'invalidEmail'],
    [{ ...valid, subject: 'weather' }, 'invalidSubject'],
    [{ ...valid, subject: '' }, 'required'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'tooLong'],
    [{ ...valid, name: 42 }, 'required'],
    [{ ...valid, name: 'Da\u0000na' }, null],
  ])('%j has problem %s', (input, problem) => {
    expect(contactProblem(input)).toBe(problem);
  });

  it('files a label or free-text subject before the rules apply', () => {
    expect(contactRequestSchema.parse({ ...valid, subject: 'Bug Report' }).subject).toBe('bug');
    expect(contactRequestSchema.parse({ ...valid, subject: 'Weather' })).toMatchObject({
      subject: 'other',
      message: 'Subject: Weather\n\nHello',
    });
  });
});
