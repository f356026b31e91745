// Text measured exactly as the drawing module measures it (its measureLine, the bundled fonts) on a
// canvas of its own. Without a canvas (unit tests in Node) an even 0.6 em a character.
import { measureLine as measureOn, type MeasureContext } from '#shared/drawing';
import type { MeasureLine } from '#shared/layers';
import { requestFonts } from '#client/export/fonts/font-faces';

let ctx: MeasureContext | null | undefined;

function context(): MeasureContext | null {
  if (ctx !== undefined) return ctx;
  ctx = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  return ctx;
}

export const measureLine: MeasureLine = (line, style) => {
  // Measured before its font has loaded, a line is measured again once it has ('loadingdone').
  requestFonts(style, line);
  const c = context();
  return c ? measureOn(c, line, style) : line.length * 0.6;
};
