// Editor photos, logo and reducer for unit tests, one definition for the reducer, the store and storage.
import type { BoxDeps } from './boxes';
import { createEditorReducer, type EditorLogo, type NewImage } from './editorReducer';

export const newImage = (id: string, width = 1200, height = 800): NewImage => ({
  id,
  file: new File([`bytes of ${id}`], `${id}.jpg`, { type: 'image/jpeg' }),
  name: `${id}.jpg`,
  type: 'image/jpeg',
  width,
  height,
});

export const svgLogo: EditorLogo = {
  id: 'logo-1',
  file: new File(['<svg/>'], 'brand.svg', { type: 'image/svg+xml' }),
  name: 'brand.svg',
  type: 'image/svg+xml',
  width: 300,
  height: 100,
  url: 'blob:old',
};

/** A monospaced stand-in for canvas measureText: 0.6 em per character. */
export const testDeps: BoxDeps = { measure: (line) => line.length * 0.6, locale: () => 'en' };

export const editorReducer = createEditorReducer(testDeps);
