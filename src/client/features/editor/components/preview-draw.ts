// The preview draws the layers with the export's own drawing module (drawLayers) on the Konva canvas.
// Konva scales its canvas for the screen's pixel ratio; drawLayers sets absolute transforms, so each
// of them is applied on top of the canvas's own transform here.
import type { Context } from 'konva/lib/Context';
import { drawLayers, type LayerDrawContext, type LayerSources } from '#shared/drawing';
import type { DrawItem } from '#shared/layers';

type Matrix = [number, number, number, number, number, number];

function onBase(ctx: CanvasRenderingContext2D): LayerDrawContext<CanvasImageSource> {
  const base = ctx.getTransform();
  const setTransform = (...m: Matrix) => {
    ctx.setTransform(base);
    ctx.transform(...m);
  };
  return new Proxy(ctx, {
    get(target, prop) {
      if (prop === 'setTransform') return setTransform;
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
    set: (target, prop, value) => Reflect.set(target, prop, value, target),
  }) as unknown as LayerDrawContext<CanvasImageSource>;
}

/** A Konva.Shape sceneFunc that draws `items` (stage pixels) through the drawing module. */
export function drawItemsOn(
  konvaCtx: Context,
  items: readonly DrawItem[],
  sources: LayerSources<CanvasImageSource>,
) {
  const ctx = konvaCtx._context;
  ctx.save();
  drawLayers(onBase(ctx), items, sources);
  ctx.restore();
}
