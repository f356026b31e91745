// @vitest-environment happy-dom
// Ctrl+Z and Ctrl+Y by the key's place, whatever the keyboard layout: with the Hebrew layout on (the
// interface's own second language) the Z key reports "ז" and the Y key "ט", and undo did nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useUndoKeys } from './useUndoKeys';

const press = (init: KeyboardEventInit) => window.dispatchEvent(new KeyboardEvent('keydown', init));

describe('useUndoKeys', () => {
  afterEach(cleanup);

  it.each([
    ['Latin Ctrl+Z', { key: 'z', code: 'KeyZ', ctrlKey: true }, 'undo'],
    ['Hebrew Ctrl+Z', { key: 'ז', code: 'KeyZ', ctrlKey: true }, 'undo'],
    ['Hebrew Ctrl+Shift+Z', { key: 'ז', code: 'KeyZ', ctrlKey: true, shiftKey: true }, 'redo'],
    ['Hebrew Ctrl+Y', { key: 'ט', code: 'KeyY', ctrlKey: true }, 'redo'],
    ['Hebrew Cmd+Z', { key: 'ז', code: 'KeyZ', metaKey: true }, 'undo'],
    // A Latin layout that puts Z elsewhere (German QWERTZ: the key at KeyY writes "z") follows the letter.
    ['QWERTZ Ctrl+Z', { key: 'z', code: 'KeyY', ctrlKey: true }, 'undo'],
    ['QWERTZ Ctrl+Y', { key: 'y', code: 'KeyZ', ctrlKey: true }, 'redo'],
    // A Latin layout's own signs and letters at the Z and Y places are theirs, not Z or Y: Dvorak's ";"
    // and BÉPO's "à" sit at KeyZ, and Ctrl with them undid the user's last change.
    ['Dvorak Ctrl+;', { key: ';', code: 'KeyZ', ctrlKey: true }, 'none'],
    ['BÉPO Ctrl+à', { key: 'à', code: 'KeyZ', ctrlKey: true }, 'none'],
    ['Russian Ctrl+Я', { key: 'я', code: 'KeyZ', ctrlKey: true }, 'undo'],
    ['Hebrew without Ctrl', { key: 'ז', code: 'KeyZ' }, 'none'],
  ] as const)('%s', (_, init, expected) => {
    const [undo, redo] = [vi.fn(), vi.fn()];
    renderHook(() => useUndoKeys(undo, redo));
    press(init);
    expect(undo).toHaveBeenCalledTimes(expected === 'undo' ? 1 : 0);
    expect(redo).toHaveBeenCalledTimes(expected === 'redo' ? 1 : 0);
  });
});
