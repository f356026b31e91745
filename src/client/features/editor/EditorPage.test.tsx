// @vitest-environment happy-dom
// The composition contract: the Export Options panel renders the route's slots with the batch,
// and complete placeholders when a slot is missing. (Canvas behaviour is tested in Chromium.)
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { textLayerSchema } from '#shared/layers';
import type { Batch } from '#client/lib/batch';
import { EditorPage } from './EditorPage';
import { EditorStore } from './state/editor-store';
import { svgLogo } from './state/fixtures';
import { renderWithProviders as page } from '#client/test-utils/renderWithProviders';

afterEach(cleanup);

describe('EditorPage composition', () => {
  it('shows disabled placeholders for Download All Images and Save Project when no slot is given', () => {
    page(<EditorPage />);
    const panel = screen.getByRole('region', { name: 'Export Options' });
    expect(within(panel).getByRole('button', { name: 'Download All Images' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save Project' })).toBeDisabled();
    expect(within(panel).getByTestId('export-count')).toHaveTextContent('0');
  });

  it('renders the usage, download and save slots with the current batch', () => {
    const seen: Batch[] = [];
    page(
      <EditorPage
        renderUsage={(b) => <p>usage for {b.images.length}</p>}
        renderDownload={(b) => (seen.push(b), (<button type="button">Download All Images</button>))}
        renderSave={() => <button type="button">Save Project</button>}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Export Options' });
    expect(within(panel).getByText('usage for 0')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download All Images' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Save Project' })).toBeEnabled();
    // The output settings travel with the batch (the defaults here: nothing was stored).
    expect(seen.at(-1)).toEqual({
      images: [],
      logo: null,
      watermark: null,
      projectSettings: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
    });
  });

  it("lists the plan's photo types: WEBP when the plan allows it", () => {
    page(<EditorPage photoExtensions={['.jpg', '.jpeg', '.png', '.webp']} />);
    expect(screen.getByRole('button', { name: /Select up to 50 images/ })).toHaveTextContent(
      '.jpg, .jpeg, .png, .webp',
    );
  });

  it("keeps the work in the app's store when the screen is left, and never shares it with another store", () => {
    const store = new EditorStore();
    page(<EditorPage />, { editorStore: store }).unmount();
    store.dispatch({ type: 'setLogo', logo: svgLogo });
    page(<EditorPage />, { editorStore: store }).unmount();
    page(<EditorPage />, { editorStore: store });
    expect(screen.getByText('brand.svg')).toBeInTheDocument();
    cleanup();
    page(<EditorPage />);
    expect(screen.queryByText('brand.svg')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select up to 50 images/ })).toBeInTheDocument();
  });

  it('gives the presets slot the watermark and a way to apply one, undoable in one step', () => {
    const store = new EditorStore();
    let access: Parameters<NonNullable<Parameters<typeof EditorPage>[0]['renderPresets']>>[0] | null = null;
    page(<EditorPage renderPresets={(a) => ((access = a), (<p>presets here</p>))} />, { editorStore: store });
    expect(screen.getByText('presets here')).toBeInTheDocument();
    expect(access!.getWatermark().watermark.layers).toEqual([]);
    const layer = textLayerSchema.parse({ id: 'T', kind: 'text', text: '© Dana' });
    act(() => access!.applyWatermark({ layers: [layer], placements: {}, files: {} }));
    const list = screen.getByRole('region', { name: 'Layers' });
    expect(within(list).getByRole('button', { name: 'Edit Text: © Dana' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(within(list).queryByRole('button', { name: 'Edit Text: © Dana' })).not.toBeInTheDocument();
  });
});
