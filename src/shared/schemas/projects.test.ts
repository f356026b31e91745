import { describe, expect, it } from 'vitest';
import { LOGO_SETTINGS_KEY, positionsInOrder, projectMetaSchema } from './projects';

const s = { x: 0.1, y: 0.2, scale: 0.3, opacity: 1, rotation: 0 };

describe('projectMetaSchema', () => {
  it.each([
    ['  My shoot  ', 'My shoot'],
    ['a'.repeat(100), 'a'.repeat(100)],
  ])('accepts and trims %j', (name, trimmed) => {
    expect(projectMetaSchema.parse({ name, positions: {} }).name).toBe(trimmed);
  });

  it.each([
    ['', 'Please enter a project name'],
    ['   ', 'Please enter a project name'],
    ['a'.repeat(101), 'Project name must be at most 100 characters'],
  ])('refuses %j', (name, message) => {
    const r = projectMetaSchema.safeParse({ name, positions: {} });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('normalises settings (clamps, rounds) and refuses non-numbers', () => {
    const r = projectMetaSchema.parse({ name: 'p', positions: { a: { ...s, x: 9, scale: 0.1234567891 } } });
    expect(r.positions.a).toEqual({ ...s, x: 1.5, scale: 0.123457 });
    expect(projectMetaSchema.safeParse({ name: 'p', positions: { a: { ...s, x: 'left' } } }).success).toBe(
      false,
    );
  });
});

describe('positionsInOrder', () => {
  it('keeps photo order and skips logo-settings', () => {
    const b = { ...s, x: 0.5 };
    expect(positionsInOrder({ [LOGO_SETTINGS_KEY]: s, 'img-9': b, 'img-1': s })).toEqual([b, s]);
  });
});
