// @vitest-environment happy-dom
// Decision 357: the Layers list shows a text layer's words in its own isolate, so "© Dana Levi 2026"
// under the Hebrew "טקסט:" is not laid out as "Dana Levi 2026 ©" read right to left.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { textLayerSchema } from '#shared/layers';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import { LayersPanel } from './LayersPanel';

const noop = () => {};
const show = (text: string) => {
  const layer = textLayerSchema.parse({ id: 't', kind: 'text', text });
  renderWithProviders(
    <LayersPanel
      layers={[layer]}
      selectedId="t"
      onSelect={noop}
      onMove={noop}
      onVisible={noop}
      onDelete={noop}
      onAddText={noop}
      onAddImage={noop}
      history={{ canUndo: false, canRedo: false, undo: noop, redo: noop }}
    />,
  );
};

describe('a text layer in the Layers list', () => {
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it.each([
    ['en', 'Edit Text: © Dana Levi 2026', 'Text: © Dana Levi 2026'],
    ['he', 'עריכת טקסט: © Dana Levi 2026', 'טקסט: © Dana Levi 2026'],
  ])('in %s isolates the words the user typed, the name unchanged', async (lng, label, shown) => {
    await i18next.changeLanguage(lng);
    show('© Dana Levi 2026');
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveTextContent(shown);
    expect(button.querySelector('bdi')?.textContent).toBe('© Dana Levi 2026');
  });

  it('shows markup-like text as typed', () => {
    show('a <b> & c');
    expect(
      screen.getByRole('button', { name: 'Edit Text: a <b> & c' }).querySelector('bdi')?.textContent,
    ).toBe('a <b> & c');
  });
});
