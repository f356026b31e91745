// What the preview draws on the current photo: drawPlan's items at stage size (anchors resolved on the
// photo's own size) and the sources the drawing module reads (layer bitmaps, filled text). Redrawn
// when the bundled fonts finish loading, as text is measured with them.
import { useEffect, useMemo, useState } from 'react';
import i18next from 'i18next';
import type { LayerSources } from '#shared/drawing';
import { drawPlan, fillTokens, type BoxOf, type DrawItem } from '#shared/layers';
import type { Size } from '#shared/placement';
import { tokenContext } from '../state/boxes';
import type { EditorImage, EditorState } from '../state/editor-state';

function useFontsLoaded(): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    const bump = () => setN((v) => v + 1);
    fonts.addEventListener('loadingdone', bump);
    return () => fonts.removeEventListener('loadingdone', bump);
  }, []);
  return n;
}

export function usePreviewItems(
  state: EditorState,
  image: EditorImage,
  stage: Size,
  boxOf: BoxOf<EditorImage>,
  bitmaps: Record<string, HTMLImageElement>,
): { items: DrawItem[]; sources: LayerSources<CanvasImageSource> } {
  const fonts = useFontsLoaded();
  const items = useMemo(
    () =>
      drawPlan({
        layers: state.layers,
        placements: image.placements,
        fallback: state.placements,
        photo: image,
        surface: stage,
        boxOf: (layer) => boxOf(layer, image),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fonts: measured again once they load
    [state.layers, state.placements, image, stage.width, stage.height, boxOf, fonts],
  );
  const sources = useMemo<LayerSources<CanvasImageSource>>(
    () => ({
      image: (layer) => bitmaps[layer.fileId] ?? null,
      text: (layer) => fillTokens(layer.text, tokenContext(image, state.images, i18next.language || 'en')),
    }),
    [bitmaps, image, state.images],
  );
  return { items, sources };
}
