// The bundled fonts on the server: the same @fontsource files the browser export loads, registered
// with the Node canvas under the same families, so text measures and draws with the same faces.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { BUNDLED_FONTS, FONT_SUBSETS, facesOfFile, type FaceFile } from '#shared/drawing';

const require = createRequire(import.meta.url);

/** Every bundled face file on disk (`url` is its path). */
export function serverFaces(): FaceFile[] {
  const faces = BUNDLED_FONTS.flatMap((font) => {
    const dir = path.join(path.dirname(require.resolve(`@fontsource/${font.id}`)), 'files');
    return fs
      .readdirSync(dir)
      .flatMap((name) => facesOfFile(`/@fontsource/${font.id}/files/${name}`, path.join(dir, name)));
  });
  // A family's faces answer a letter in the order they were registered: Latin first, as the browser's
  // unicode-range picks the Latin file for the letters every subset repeats (space, digits).
  const rank = (f: FaceFile) => FONT_SUBSETS.indexOf(f.subset);
  return faces.sort((a, b) => rank(a) - rank(b));
}

let registered = false;

/**
 * Registers every bundled face, once per process: the canvas's font list is native and shared by all
 * threads, so a thread that finds the families there already adds nothing.
 */
export function registerBundledFonts(): void {
  if (registered) return;
  registered = true;
  if (GlobalFonts.has(BUNDLED_FONTS[0]!.family)) return;
  for (const face of serverFaces()) GlobalFonts.registerFromPath(face.url, face.family);
}
