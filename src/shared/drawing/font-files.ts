// Which bundled face a @fontsource file is: the browser (files found by Vite, fetched as text needs
// them) and the server (files read from node_modules, registered with its canvas) read the same list.
import { BUNDLED_FONTS, HEBREW_FALLBACK } from './font-list';

/** Only the scripts the product serves (Latin, its extensions, Hebrew): other subsets stay out. */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'hebrew'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The file names of the faces used: `<id>-<subset>-<weight>-<style>.woff2` under `@fontsource/<id>/files/`. */
export const FACE_FILE = /-(latin-ext|latin|hebrew)-(400|700)-(normal|italic)\.woff2$/;

// The subsets' unicode ranges as the packages' CSS gives them, so a face is fetched only for its letters.
const RANGES: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  hebrew: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F',
};

export interface FaceFile {
  family: string;
  /** Where the file is: a URL in the browser, a path on the server. */
  url: string;
  subset: FontSubset;
  weight: '400' | '700';
  style: 'normal' | 'italic';
  unicodeRange: string;
}

/**
 * The faces a @fontsource file gives (its family's, and the Hebrew fallback family's for Noto Sans
 * Hebrew's Hebrew files), or none for a file that is not a bundled face. `path` names the file as
 * `.../@fontsource/<id>/files/<file>`; `url` is where it is loaded from.
 */
export function facesOfFile(path: string, url: string): FaceFile[] {
  const font = BUNDLED_FONTS.find((f) => path.includes(`/@fontsource/${f.id}/files/${f.id}-`));
  const m = FACE_FILE.exec(path);
  if (!font || !m) return [];
  const [, subset, weight, style] = m as unknown as [string, FontSubset, '400' | '700', 'normal' | 'italic'];
  const face = { url, subset, weight, style, unicodeRange: RANGES[subset] };
  const faces = [{ family: font.family, ...face }];
  if (font.id === HEBREW_FALLBACK.id && subset === HEBREW_FALLBACK.subset)
    faces.push({ family: HEBREW_FALLBACK.family, ...face });
  return faces;
}
