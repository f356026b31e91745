// Text blocks measured in ems (font size 1), so shared code needs no DOM: the caller measures one line
// with whatever it has (a canvas 2D context in the browser and workers, a font library on the server).
import type { TextStyle } from './schema';

/** Advance width of one line (no line breaks) at font size 1, with the style's font, weight and slant. */
export type MeasureLine = (line: string, style: TextStyle) => number;

export interface TextLine {
  text: string;
  /** Left edge of the line inside the block, in ems (alignment applied). */
  x: number;
  /** Vertical centre of the line inside the block, in ems: draw with textBaseline 'middle'. */
  centerY: number;
  width: number;
}

export interface TextBlock {
  lines: TextLine[];
  /** Widest line and lines x lineHeight, in ems. */
  width: number;
  height: number;
}

export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function layoutText(text: string, style: TextStyle, measure: MeasureLine): TextBlock {
  const raw = splitLines(text).map((line) => ({
    text: line,
    width: line ? Math.max(0, measure(line, style)) : 0,
  }));
  const width = Math.max(0, ...raw.map((l) => l.width));
  const lines = raw.map((l, i) => ({
    ...l,
    x: style.align === 'left' ? 0 : style.align === 'right' ? width - l.width : (width - l.width) / 2,
    centerY: (i + 0.5) * style.lineHeight,
  }));
  return { lines, width, height: width > 0 ? lines.length * style.lineHeight : 0 };
}
