// A text layer's name in the Layers list is its first line cut to 24 letters as the user sees them:
// the cut must never split an emoji (a surrogate pair or a joined sequence) or a Hebrew letter from its
// vowel marks, which would show a replacement character in the list and in the buttons' names.
import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { textLayerSchema } from '#shared/layers';
import { layerName } from './LayersPanel';

const t = ((key: string, o: { text?: string }) => `${key}:${o.text ?? ''}`) as unknown as TFunction<'editor'>;
const nameOf = (text: string) => {
  const layer = textLayerSchema.parse({ id: 't', kind: 'text', text });
  return layerName(t, layer, [layer]);
};

describe('layerName of a text layer', () => {
  it.each([
    ['an emoji across the cut', `${'a'.repeat(23)}📷 Dana`, `${'a'.repeat(23)}📷…`],
    ['a joined emoji across the cut', `${'a'.repeat(22)}👩‍👩‍👧 x`, `${'a'.repeat(22)}👩‍👩‍👧 …`],
    ['a Hebrew letter and its marks', `${'ב'.repeat(23)}שָׁלוֹם`, `${'ב'.repeat(23)}שָׁ…`],
    ['a short line', 'Dana 📷', 'Dana 📷'],
    ['exactly 24 letters with an emoji', `${'a'.repeat(23)}📷`, `${'a'.repeat(23)}📷`],
  ])('%s', (_, text, shown) => {
    expect(nameOf(text)).toBe(`layers.textName:${shown}`);
  });
});

// Firefox before 125 (inside the build's default targets) has no Intl.Segmenter: making one when the
// module loaded threw, and the whole editor failed to open there.
describe('layerName without Intl.Segmenter', () => {
  it('loads and still keeps letters with their marks and emoji whole', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    vi.resetModules();
    try {
      const { layerName: name } = await import('./LayersPanel');
      const of = (text: string) => name(t, textLayerSchema.parse({ id: 't', kind: 'text', text }), []);
      expect(of(`${'ב'.repeat(23)}שָׁלוֹם`)).toBe(`layers.textName:${'ב'.repeat(23)}שָׁ…`);
      expect(of(`${'a'.repeat(22)}👩‍👩‍👧 x`)).toBe(`layers.textName:${'a'.repeat(22)}👩‍👩‍👧 …`);
      expect(of(`${'a'.repeat(23)}👍🏽 x`)).toBe(`layers.textName:${'a'.repeat(23)}👍🏽…`);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
