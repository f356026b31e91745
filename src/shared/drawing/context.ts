// The part of a Canvas 2D context the drawing module uses, written structurally (no DOM types), so a
// browser canvas, an OffscreenCanvas, Konva's context and a Node canvas (the server engine) all fit.

export type TextAlign = 'center' | 'end' | 'left' | 'right' | 'start';
export type TextBaseline = 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
export type Direction = 'inherit' | 'ltr' | 'rtl';
export type LineJoin = 'bevel' | 'miter' | 'round';
export type SmoothingQuality = 'high' | 'low' | 'medium';

/** What drawing a photo and image layers needs. */
export interface DrawContext<TImage> {
  /** A CSS colour is all we set; canvases also hold gradients and patterns here. */
  fillStyle: string | object;
  globalAlpha: number;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: SmoothingQuality;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: TImage, dx: number, dy: number, dw: number, dh: number): void;
}

/** The canvas state and calls text needs, on top of image drawing. */
export interface LayerDrawContext<TImage> extends DrawContext<TImage> {
  font: string;
  textAlign: TextAlign;
  textBaseline: TextBaseline;
  direction: Direction;
  strokeStyle: string | object;
  lineWidth: number;
  lineJoin: LineJoin;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}

/** Only what measuring needs: the editor can pass any 2D context, even one not drawn on. */
export type MeasureContext = Pick<LayerDrawContext<unknown>, 'font' | 'direction' | 'measureText'>;
