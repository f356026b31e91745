// Photo metadata (EXIF, XMP, IPTC, ICC): read from sources, cleaned, written into exported files.
export * from './bytes';
export * from './model';
export * from './output';
export { iccSpace, isWideGamut, rgbMatrixProfile, type RgbMatrixProfile } from './icc';
export { srgbToProfile } from './icc-transform';
export { rebuildExif } from './exif';
export { parseTiff, type TiffEntry } from './tiff';
export { removeXmpLocation, extendedXmpGuid } from './xmp';
export { cleanPhotoshopResources } from './iptc';
export { colourPlan, keptFromSrgb, type ColourPlan } from './colour-plan';
export { photoTags, NO_TAGS, type PhotoTags } from './photo-tags';
export { addImpliedProfile, exifSaysAdobeRgb, impliedProfileSegments } from './implied-profile';
export { CMYK_GRID, cmykTableBytes, cmykToRgba } from './cmyk-table';
