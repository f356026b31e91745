// The bundled fonts: ids (as stored in text layers, see fontIdSchema) and the CSS family each is
// registered under. Imports nothing, so the drawing module and the workers can use it without the files.

export interface BundledFont {
  id: string;
  /** The name shown in the "Font" list (a family's own name is not translated). */
  label: string;
  /** The family registered with FontFace: prefixed, so a same-named system font never stands in for it. */
  family: string;
  /** Whether the family has its own Hebrew letters (else Hebrew falls back to Noto Sans Hebrew). */
  hebrew: boolean;
  serif?: boolean;
  mono?: boolean;
}

const font = (id: string, label: string, extra: Partial<BundledFont> = {}): BundledFont => ({
  id,
  label,
  family: `LogoBatch ${label}`,
  hebrew: false,
  ...extra,
});

export const BUNDLED_FONTS: readonly BundledFont[] = [
  font('noto-sans', 'Noto Sans'),
  font('noto-sans-hebrew', 'Noto Sans Hebrew', { hebrew: true }),
  font('heebo', 'Heebo', { hebrew: true }),
  font('rubik', 'Rubik', { hebrew: true }),
  font('frank-ruhl-libre', 'Frank Ruhl Libre', { hebrew: true, serif: true }),
  font('inter', 'Inter'),
  font('playfair-display', 'Playfair Display', { serif: true }),
  font('roboto-mono', 'Roboto Mono', { mono: true }),
];

export const DEFAULT_FONT_ID = 'noto-sans';
/** Hebrew letters in a Latin-only family: Noto Sans Hebrew's Hebrew faces under a family of their own, so
 * loading Latin text never fetches a second Latin face. */
export const HEBREW_FALLBACK = { id: 'noto-sans-hebrew', family: 'LogoBatch Hebrew', subset: 'hebrew' };

/** A stored id that is no longer bundled draws in the default font rather than failing the photo. */
export function bundledFont(id: string): BundledFont {
  return BUNDLED_FONTS.find((f) => f.id === id) ?? BUNDLED_FONTS.find((f) => f.id === DEFAULT_FONT_ID)!;
}

/** The CSS family list for a font id: the family, a bundled Hebrew family for Hebrew letters, a generic. */
export function fontFamilyList(id: string): string {
  const f = bundledFont(id);
  const generic = f.mono ? 'monospace' : f.serif ? 'serif' : 'sans-serif';
  const families = [f.family];
  if (!f.hebrew) families.push(HEBREW_FALLBACK.family);
  return [...families.map((name) => `"${name}"`), generic].join(', ');
}
