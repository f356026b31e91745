// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hideOthers } from './hide-others';

describe('hideOthers', () => {
  it('hides every branch but the modal and its ancestors, keeps what was already hidden, and undoes', () => {
    document.body.innerHTML = `
      <header id="h"><button>Delete</button></header>
      <main id="m">
        <section id="list"><button>Delete</button></section>
        <div id="host"><dialog id="d"><button>Delete</button></dialog></div>
        <p id="already" aria-hidden="false">x</p>
      </main>`;
    const undo = hideOthers(document.getElementById('d')!);
    const ah = (id: string) => document.getElementById(id)!.getAttribute('aria-hidden');
    expect(ah('h')).toBe('true');
    expect(ah('list')).toBe('true');
    expect(ah('m')).toBeNull();
    expect(ah('host')).toBeNull();
    expect(ah('d')).toBeNull();
    expect(ah('already')).toBe('false');
    undo();
    expect(ah('h')).toBeNull();
    expect(ah('list')).toBeNull();
    expect(ah('already')).toBe('false');
  });
});
