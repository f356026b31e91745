import { describe, expect, it } from 'vitest';
import { saveTarget } from './save-target';

const a = { id: 'a', name: 'Beach' };
const b = { id: 'b', name: 'Forest' };

describe('saveTarget', () => {
  it('updates the open project only when the name is unchanged', () => {
    expect(saveTarget('Beach', a, [a, b])).toEqual({ kind: 'update', id: 'a' });
  });

  it('creates a new project when the open project is saved under a new name', () => {
    expect(saveTarget('Beach 2', a, [a, b])).toEqual({ kind: 'create' });
    expect(saveTarget('beach', a, [a])).toEqual({ kind: 'create' });
  });

  it('asks before replacing another project that has the typed name', () => {
    expect(saveTarget('Forest', a, [a, b])).toEqual({ kind: 'confirm', existing: b });
    expect(saveTarget('Forest', null, [a, b])).toEqual({ kind: 'confirm', existing: b });
  });

  it('creates when nothing is open and the name is free', () => {
    expect(saveTarget('New', null, [a, b])).toEqual({ kind: 'create' });
  });
});
