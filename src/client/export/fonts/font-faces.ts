// The bundled fonts' files (woff2 from the @fontsource packages, served by our own build) registered
// with FontFace on the page or in a worker, and loaded only as text needs them.
import type { TextStyle } from '#shared/layers';
import { fontString } from '../worker/text-style';
import { BUNDLED_FONTS, HEBREW_FALLBACK } from './font-list';

/** Only the scripts the product serves (Latin, its extensions, Hebrew): other subsets stay out of the build. */
const files = import.meta.glob<string>(
  '../../../../node_modules/@fontsource/*/files/*-{latin,latin-ext,hebrew}-{400,700}-{normal,italic}.woff2',
  // exhaustive: Vite skips node_modules in globs unless told; the base is the font packages only.
  { query: '?url', import: 'default', eager: true, exhaustive: true },
);

// The subsets' unicode ranges as the packages' CSS gives them, so a face is fetched only for its letters.
const RANGES: Record<string, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  hebrew: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F',
};

export interface FaceFile {
  family: string;
  url: string;
  weight: '400' | '700';
  style: 'normal' | 'italic';
  unicodeRange: string;
}

/** Every bundled face: one per family, subset, weight and slant the package ships. */
export function bundledFaces(): FaceFile[] {
  const out: FaceFile[] = [];
  for (const [path, url] of Object.entries(files)) {
    const font = BUNDLED_FONTS.find((f) => path.includes(`/@fontsource/${f.id}/files/${f.id}-`));
    const m = /-(latin-ext|latin|hebrew)-(400|700)-(normal|italic)\.woff2$/.exec(path);
    if (!font || !m) continue;
    const [, subset, weight, style] = m as unknown as [string, string, '400' | '700', 'normal' | 'italic'];
    const face = { url, weight, style, unicodeRange: RANGES[subset]! };
    out.push({ family: font.family, ...face });
    if (font.id === HEBREW_FALLBACK.id && subset === HEBREW_FALLBACK.subset)
      out.push({ family: HEBREW_FALLBACK.family, ...face });
  }
  return out;
}

const registered = new WeakSet<FontFaceSet>();

/** Adds every bundled face to the set, unloaded: the browser fetches a file only when text needs it. */
function register(set: FontFaceSet): void {
  if (registered.has(set)) return;
  registered.add(set);
  for (const f of bundledFaces()) {
    const { family, url, ...descriptors } = f;
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
