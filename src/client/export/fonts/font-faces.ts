// The bundled fonts' files (woff2 from the @fontsource packages, served by our own build) registered
// with FontFace on the page or in a worker, and loaded only as text needs them.
import { facesOfFile, fontString, type FaceFile } from '#shared/drawing';
import type { TextStyle } from '#shared/layers';

/** Only the scripts the product serves (see FACE_FILE): other subsets stay out of the build. */
const files = import.meta.glob<string>(
  '../../../../node_modules/@fontsource/*/files/*-{latin,latin-ext,hebrew}-{400,700}-{normal,italic}.woff2',
  // exhaustive: Vite skips node_modules in globs unless told; the base is the font packages only.
  { query: '?url', import: 'default', eager: true, exhaustive: true },
);

/** Every bundled face: one per family, subset, weight and slant the package ships. */
export function bundledFaces(): FaceFile[] {
  return Object.entries(files).flatMap(([path, url]) => facesOfFile(path, url));
}

const registered = new WeakSet<FontFaceSet>();

/** Adds every bundled face to the set, unloaded: the browser fetches a file only when text needs it. */
function register(set: FontFaceSet): void {
  if (registered.has(set)) return;
  registered.add(set);
  for (const f of bundledFaces()) {
    const { family, url, subset: _subset, ...descriptors } = f;
    set.add(new FontFace(family, `url(${JSON.stringify(url)}) format('woff2')`, descriptors));
  }
}

/** The page's font set, or the worker's. */
export function currentFontSet(): FontFaceSet | null {
  if (typeof document !== 'undefined') return document.fonts;
  return (globalThis as { fonts?: FontFaceSet }).fonts ?? null;
}

export interface TextNeed {
  style: Pick<TextStyle, 'font' | 'bold' | 'italic'>;
  text: string;
}

/**
 * Loads the faces these texts use (their family, weight, slant and scripts, with the Hebrew fallback)
 * before anything is measured or drawn. A face that fails to load leaves the generic family, never a
 * failed photo.
 */
export async function ensureFonts(needs: readonly TextNeed[], set = currentFontSet()): Promise<void> {
  if (!set) return;
  register(set);
  await Promise.all(
    needs.filter((n) => n.text.trim()).map((n) => set.load(fontString(n.style, 16), n.text).catch(() => [])),
  );
}

/**
 * Without waiting: asks for the faces a line needs unless they are loaded. The page's measuring (the
 * editor's preview) calls it through measureLine, and redraws on the font set's 'loadingdone'.
 */
export function requestFonts(style: TextNeed['style'], text: string, set = currentFontSet()): void {
  if (!set || !text.trim()) return;
  register(set);
  const font = fontString(style, 16);
  if (!set.check(font, text)) void set.load(font, text).catch(() => []);
}
