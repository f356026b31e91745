// A stand-in 2D context for the drawing module's unit tests: records every drawing call with the
// canvas state it ran under, as a canvas would apply it; measures text at 0.5 em per character.
import type { LayerDrawContext } from '#shared/drawing';

export type Matrix = [number, number, number, number, number, number];
export interface Call {
  op: string;
  args: unknown[];
  matrix: Matrix;
  alpha: number;
  fill: unknown;
  stroke: unknown;
  smoothing: [boolean, ImageSmoothingQuality];
  font: string;
  direction: CanvasDirection;
  lineWidth: number;
  lineJoin: CanvasLineJoin;
  shadow: [string, number, number, number];
}

export class RecordingContext implements LayerDrawContext<string> {
  fillStyle: string | CanvasGradient | CanvasPattern = '#000000';
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000000';
  globalAlpha = 1;
  imageSmoothingEnabled = false;
  imageSmoothingQuality: ImageSmoothingQuality = 'low';
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  direction: CanvasDirection = 'inherit';
  lineWidth = 1;
  lineJoin: CanvasLineJoin = 'miter';
  shadowColor = 'rgba(0, 0, 0, 0)';
  shadowBlur = 0;
  shadowOffsetX = 0;
  shadowOffsetY = 0;
  calls: Call[] = [];
  matrix: Matrix = [1, 0, 0, 1, 0, 0];
  private record(op: string, args: unknown[]) {
    this.calls.push({
      op,
      args,
      matrix: [...this.matrix],
      alpha: this.globalAlpha,
      fill: this.fillStyle,
      stroke: this.strokeStyle,
      smoothing: [this.imageSmoothingEnabled, this.imageSmoothingQuality],
      font: this.font,
      direction: this.direction,
      lineWidth: this.lineWidth,
      lineJoin: this.lineJoin,
      shadow: [this.shadowColor, this.shadowBlur, this.shadowOffsetX, this.shadowOffsetY],
    });
  }
  setTransform(...m: Matrix) {
    this.matrix = m;
  }
  fillRect(...args: number[]) {
    this.record('fillRect', args);
  }
  clearRect(...args: number[]) {
    this.record('clearRect', args);
  }
  drawImage(image: string, ...args: number[]) {
    this.record('drawImage', [image, ...args]);
  }
  fillText(text: string, x: number, y: number) {
    this.record('fillText', [text, x, y]);
  }
  strokeText(text: string, x: number, y: number) {
    this.record('strokeText', [text, x, y]);
  }
  measureText(text: string) {
    const px = Number(/(\d+(\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
    return { width: text.length * 0.5 * px };
  }
  /** Where a point of a call's unit box lands on the surface. */
  static map(m: Matrix, x: number, y: number): [number, number] {
    return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  }
}
