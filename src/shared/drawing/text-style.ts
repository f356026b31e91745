// How a text layer's style becomes canvas state: the CSS font string and the base direction of a line.
// Shared by measuring (layout) and drawing, so both use the very same font.
import { RTL_LETTER, type TextStyle } from '../layers';
import type { Direction } from './context';
import { fontFamilyList } from './font-list';

/** Measuring at 1 px would round advances to whole pixels on some canvases; 100 px keeps 2 decimals per em. */
export const MEASURE_PX = 100;

/** The CSS `font` shorthand for a style at a pixel size (families fall back to the Hebrew faces, then generic). */
export function fontString(style: Pick<TextStyle, 'font' | 'bold' | 'italic'>, px: number): string {
  const slant = style.italic ? 'italic ' : '';
  const weight = style.bold ? '700' : '400';
  return `${slant}${weight} ${px}px ${fontFamilyList(style.font)}`;
}

// Strong left-to-right letters: any letter that is not right-to-left.
const LTR = /\p{L}/u;

/** The first strong letter's direction; with `outside`, letters inside U+2068 … U+2069 are skipped. */
function firstStrong(line: string, outside: boolean): Exclude<Direction, 'inherit'> | null {
  let depth = 0;
  for (const ch of line) {
    if (ch === '\u2068') depth++;
    else if (ch === '\u2069') depth = Math.max(0, depth - 1);
    else if (outside && depth > 0) continue;
    // Strong right-to-left letters: the same class token values are isolated by.
    else if (RTL_LETTER.test(ch)) return 'rtl';
    else if (LTR.test(ch)) return 'ltr';
  }
  return null;
}

/**
 * A line's base direction by the Unicode rule (the first strong letter decides), so "צילום: Dana Levi"
 * reads right to left and "© Dana Levi צילום" left to right; a line without letters is left to right.
 * Token values are isolated in mixed text (decisions 361, 386) and skipped here, as the rule skips
 * isolates: "© {artist} 2026 by X" with a Hebrew artist was drawn right to left, its English words
 * first on the left. A line of values and signs alone ("© {artist} {year}") takes its first value's
 * direction (decision 387).
 */
export function lineDirection(line: string): Exclude<Direction, 'inherit'> {
  return firstStrong(line, true) ?? firstStrong(line, false) ?? 'ltr';
}
