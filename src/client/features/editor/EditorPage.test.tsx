// @vitest-environment happy-dom
// The composition contract: the Export Options panel renders the route's slots with the batch,
// and complete placeholders when a slot is missing. (Canvas behaviour is tested in Chromium.)
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../../i18n/locales/en/editor.json';
import type { Batch } from '../../lib/batch';
import { EditorPage } from './EditorPage';
import { EditorStoreProvider } from './store';
import { EditorStore } from './state/editor-store';
import { svgLogo } from './state/fixtures';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { editor: en } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const page = (ui: React.ReactNode, store = new EditorStore()) =>
  render(
    <EditorStoreProvider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </EditorStoreProvider>,
  );

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
    expect(seen.at(-1)).toEqual({ images: [], logo: null, projectSettings: null });
  });

  it("lists the plan's photo types: WEBP when the plan allows it", () => {
    page(<EditorPage photoExtensions={['.jpg', '.jpeg', '.png', '.webp']} />);
    expect(screen.getByRole('button', { name: /Select up to 50 images/ })).toHaveTextContent(
      '.jpg, .jpeg, .png, .webp',
    );
  });

  it("keeps the work in the app's store when the screen is left, and never shares it with another store", () => {
    const store = new EditorStore();
    page(<EditorPage />, store).unmount();
    store.dispatch({ type: 'setLogo', logo: svgLogo });
    page(<EditorPage />, store).unmount();
    page(<EditorPage />, store);
    expect(screen.getByText('brand.svg')).toBeInTheDocument();
    cleanup();
    page(<EditorPage />);
    expect(screen.queryByText('brand.svg')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select up to 50 images/ })).toBeInTheDocument();
  });
});
