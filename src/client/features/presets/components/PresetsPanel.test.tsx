// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '#client/lib/me';
import { exportSettingsStore } from '#client/lib/export-settings';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import { imageLayerSchema, textLayerSchema } from '#shared/layers';
import type { PresetWatermark } from '../model';
import { PresetsPanel } from './PresetsPanel';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const logoLayer = imageLayerSchema.parse({ id: 'L', kind: 'image', fileId: 'f', width: 200, height: 50 });
const text = textLayerSchema.parse({ id: 'T', kind: 'text', text: '© Dana Levi' });
const watermark = (): PresetWatermark => ({
  layers: [logoLayer, text],
  placements: { T: { x: 0.5, y: 0.9, scale: 0.4, opacity: 1, rotation: 0, anchor: null } },
  files: {
    f: {
      file: new File([png], 'brand.png', { type: 'image/png' }),
      name: 'brand.png',
      type: 'image/png',
      width: 200,
      height: 50,
    },
  },
});

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
beforeEach(() => clear(createStore('logobatch-presets', 'presets')));
afterEach(() => cleanup());

/** A visitor: /api/me already answered "nobody", so presets live in this browser. */
function renderPanel(current: PresetWatermark | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  const applyWatermark = vi.fn<(w: PresetWatermark) => void>();
  renderWithProviders(<PresetsPanel getWatermark={() => current} applyWatermark={applyWatermark} />, {
    queryClient,
  });
  return { applyWatermark };
}

describe('presets for a signed-out visitor', () => {
  it('saves the layers under a name, lists them, applies one in one click and deletes it', async () => {
    const user = userEvent.setup();
    exportSettingsStore().set({ format: 'png' });
    renderPanel(watermark());
    await user.click(screen.getByRole('button', { name: 'Save as preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as preset' });
    expect(dialog).toHaveTextContent('Saved in this browser');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByText('Please enter a preset name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Preset name' }), '  Proofs ');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Another session of the page: a fresh render reads the browser's store again.
    cleanup();
    exportSettingsStore().set({ format: 'jpeg' });
    const { applyWatermark } = renderPanel(null);
    await user.click(screen.getByRole('button', { name: 'Presets' }));
    await user.click(await screen.findByRole('button', { name: 'Apply preset Proofs' }));
    await waitFor(() => expect(applyWatermark).toHaveBeenCalledTimes(1));
    const applied = applyWatermark.mock.calls[0]![0];
    expect(applied.layers).toEqual([logoLayer, text]);
    expect(applied.placements).toEqual(watermark().placements);
    expect(applied.files.f).toMatchObject({ name: 'brand.png', width: 200, height: 50 });
    // The bytes' round trip is checked in browser-presets.test.ts: happy-dom's File does not survive
    // Node's structured clone inside fake-indexeddb, which a browser's IndexedDB does.
    expect(applied.files.f!.file.name).toBe('brand.png');
    expect(exportSettingsStore().get().format).toBe('png');

    await user.click(screen.getByRole('button', { name: 'Delete preset Proofs' }));
    expect(await screen.findByText(/No presets yet/)).toBeInTheDocument();
  });

  it('has nothing to save without layers, and says so', async () => {
    const user = userEvent.setup();
    renderPanel({ layers: [], placements: {}, files: {} });
    await user.click(screen.getByRole('button', { name: 'Save as preset' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
