// The one drawing module (decisions 230-234, 264): watermark layers onto any 2D context, and the
// bundled fonts it draws text with.
export * from './context';
export * from './draw-layers';
export * from './text-style';
export * from './font-list';
export * from './font-files';
export type { ScratchFor } from './tile-stamp';
export { textInNumbers } from './text-colours';
