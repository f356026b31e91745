// Editor photos, logo and reducer for unit tests, one definition for the reducer, the store and storage,
// and the reducer tests' own shorthands.
import { placementToPixels, rotatedExtent, type LogoSettings, type Size } from '#shared/placement';
import { boxesFor, type BoxDeps } from './boxes';
import {
  activeSettings,
  createEditorReducer,
  initialEditorState,
  type EditorAction,
  type EditorLogo,
  type EditorState,
  type NewImage,
} from './editorReducer';
import { toBatch } from './to-batch';

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

export const logo: EditorLogo = {
  id: 'L',
  file: new File(['x'], 'logo.png', { type: 'image/png' }),
  name: 'logo.png',
  type: 'image/png',
  width: 400,
  height: 160,
  url: 'blob:l',
};
export const S = (x: number, y = 0.1, scale = 0.3): LogoSettings => ({
  x,
  y,
  scale,
  opacity: 0.8,
  rotation: 10,
});

/** Right and bottom edges of the rotated box a placement draws on a photo. */
export function placementToPixelsFor(p: LogoSettings, photo: Size, natural: Size) {
  const t = placementToPixels(p, photo, natural);
  const ext = rotatedExtent(t.width, t.height, t.rotation);
  return { right: t.centerX + ext.width / 2, bottom: t.centerY + ext.height / 2 };
}

export const run = (...actions: EditorAction[]) => actions.reduce(editorReducer, initialEditorState);
export const add = (...ids: string[]): EditorAction => ({
  type: 'addImages',
  images: ids.map((id) => newImage(id)),
});
export const setLogo: EditorAction = { type: 'setLogo', logo };
export const settingsOf = (s: EditorState) => toBatch(s).images.map((i) => i.settings);
export const project = (s: EditorState) => toBatch(s).projectSettings;
export const shown = (s: EditorState) => activeSettings(s, boxesFor(testDeps, s.images));
