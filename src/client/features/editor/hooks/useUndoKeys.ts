// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), anywhere on the editor screen except
// in a field that edits text, where the keys keep undoing the typing. Any keyboard layout, Hebrew too.
import { useEffect } from 'react';

const TEXT_INPUTS = new Set(['text', 'number', 'search', 'email', 'url', 'password', 'tel']);

function editsText(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && TEXT_INPUTS.has(el.type);
}

/**
 * The letter a shortcut names: the key's own where it is a Latin letter (so QWERTZ's Z is its Z), else
 * the key's place, because a Hebrew layout reports "ז" for the Z key even with Ctrl held. Only a letter
 * of another script falls back: a Latin layout's sign or accented letter at the Z place (Dvorak's ";",
 * BÉPO's "à") is that key, not Z, and Ctrl with it undid the user's last change.
 */
function shortcutLetter(e: KeyboardEvent): string {
  const key = e.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  const otherScript = /^\p{L}$/u.test(key) && !/\p{Script=Latin}/u.test(key);
  return otherScript && /^Key[A-Z]$/.test(e.code) ? e.code.slice(3).toLowerCase() : key;
}

export function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || editsText(e.target)) return;
      const key = shortcutLetter(e);
      if (key === 'z' && !e.shiftKey) undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
