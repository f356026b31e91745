import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/account?success=true', '/account?success=true'],
    [null, null],
    ['', null],
    ['pricing', null],
    ['//evil.test/x', null],
    ['/\\evil.test', null],
    ['https://evil.test', null],
    ['/auth?redirect=/x', null],
  ])('%s -> %s', (input, out) => expect(safeRedirect(input)).toBe(out));
});
