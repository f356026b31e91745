// @vitest-environment happy-dom
// The restore question names what would come back (decision 091): no logo that was never there.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { imageLayerFor } from '../state/load';
import { newImage, svgLogo } from '../state/fixtures';
import { textLayerSchema } from '#shared/layers';
import { renderWithProviders } from '#client/test-utils/renderWithProviders';
import type { StoredWork } from '../session/stored-work';
import { RestorePrompt } from './RestorePrompt';

const logo = imageLayerFor(svgLogo);
const text = textLayerSchema.parse({ id: 'T', kind: 'text', text: '© DL' });
const work = (photos: number, layers: StoredWork['layers']): StoredWork => ({
  images: Array.from({ length: photos }, (_, i) => ({ ...newImage(`p${i}`), placements: {} })),
  currentIndex: 0,
  layers,
  placements: {},
  files: {},
  selectedId: null,
});
const body = (w: StoredWork) => {
  renderWithProviders(<RestorePrompt work={w} onRestore={() => {}} onDiscard={() => {}} />);
  const said = screen.getByText(/^(Your last session|בסשן)/).textContent;
  cleanup();
  return said;
};

describe('restore question', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('says a logo only when one was stored, text when text was, and no "0 photos"', () => {
    expect(body(work(2, [logo]))).toBe(
      'Your last session had 2 photos, a logo and its placements, not saved.',
    );
    expect(body(work(2, [logo, text]))).toBe(
      'Your last session had 2 photos, a logo, text and their placements, not saved.',
    );
    expect(body(work(0, [logo, text]))).toBe(
      'Your last session had a logo, text and their placement, not saved.',
    );
    expect(body(work(1, [text]))).toBe('Your last session had 1 photo and its text, not saved.');
    expect(body(work(0, [logo]))).toBe('Your last session had a logo and its placement, not saved.');
    expect(body(work(0, [text]))).toBe('Your last session had text that was not saved.');
    expect(body(work(3, []))).toBe('Your last session had 3 photos that were not saved.');
  });

  it('says the same in Hebrew', async () => {
    await i18next.changeLanguage('he');
    expect(body(work(2, [text]))).toBe('בסשן הקודם היו שתי תמונות והטקסט שעליהן, שלא נשמרו.');
    expect(body(work(0, [logo]))).toBe('בסשן הקודם היו לוגו והמיקום שלו, שלא נשמרו.');
    expect(body(work(2, [logo, text]))).toBe(
      'בסשן הקודם היו שתי תמונות, לוגו, טקסט והמיקומים שלהם, שלא נשמרו.',
    );
  });
});
