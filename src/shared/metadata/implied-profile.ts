// Cameras set to Adobe RGB embed no profile: EXIF says it instead, ColorSpace 65535 ("uncalibrated")
// with InteropIndex "R03" (DCF's option file), and Lightroom and Photoshop read it so. Such a photo
// is taken as carrying the Adobe RGB profile, so it stays Adobe RGB (decision 308).
import type { JpegHeader } from '../files/jpeg-header';
import { adobeRgbProfile } from './icc-build';
import { iccSegments } from './jpeg';
import type { SourceMetadata } from './model';
import { parseTiff, TAG } from './tiff';

const INTEROP_INDEX = 0x0001;
const UNCALIBRATED = 0xffff;

/** Whether an EXIF TIFF block marks the photo Adobe RGB the DCF way. */
export function exifSaysAdobeRgb(tiff: Uint8Array): boolean {
  const t = parseTiff(tiff);
  const space = t?.exif.find((e) => e.tag === TAG.colorSpace)?.value;
  const index = t?.interop.find((e) => e.tag === INTEROP_INDEX)?.value;
  if (!t || !space || space.length < 2 || !index) return false;
  const value = t.littleEndian ? space[0]! | (space[1]! << 8) : (space[0]! << 8) | space[1]!;
  return value === UNCALIBRATED && String.fromCharCode(...index.subarray(0, 3)) === 'R03';
}

/**
 * The profile a JPEG's EXIF implies where it embeds none: set on `meta` itself, whose JPEG reader
 * decodes extended XMP lazily, on first access (a copy would read it).
 */
export function addImpliedProfile(meta: SourceMetadata): SourceMetadata {
  if (!meta.icc && meta.exif && exifSaysAdobeRgb(meta.exif)) meta.icc = adobeRgbProfile();
  return meta;
}

/**
 * APP2 segments of the profile a JPEG implies where it embeds none, for a decoder that should convert
 * its colours (the editor's preview, a project's saved copy, a CMYK photo's export): Adobe RGB where
 * EXIF names it; for CMYK, `cmykProfile`, the one the server engine assumes (decision 310). Null
 * when there is none to add, or no header (`readJpegHeader`'s) to tell.
 */
export async function impliedProfileSegments(
  header: JpegHeader | null,
  cmykProfile?: () => Promise<Uint8Array | null>,
): Promise<Uint8Array[] | null> {
  if (!header || header.icc) return null;
  if (header.components === 4) {
    const cmyk = cmykProfile ? await cmykProfile() : null;
    return cmyk && iccSegments(cmyk);
  }
  if (!header.exif || !exifSaysAdobeRgb(header.exif)) return null;
  return iccSegments(adobeRgbProfile());
}
