import { useEffect, useState } from 'react';
import type { PreviewCache } from '../decode/previews';
import type { EditorImage } from '../state/editor-state';

type Size = { width: number; height: number };

/**
 * The current photo's preview bitmap (null until decoded, 'error' when the photo cannot be
 * decoded), with its neighbours decoded ahead.
 */
export function usePreview(
  cache: PreviewCache,
  image: EditorImage | null,
  stage: Size | null,
  neighbours: readonly EditorImage[],
): ImageBitmap | null | 'error' {
  const [ready, setReady] = useState<{ id: string; bitmap: ImageBitmap } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const id = image?.id;
  const w = stage?.width ?? 0;
  const h = stage?.height ?? 0;
  useEffect(() => {
    if (!image || !w || !h) return;
    let live = true;
    cache.get(image, { width: w, height: h }).then(
      (bitmap) => {
        if (!live) return;
        setReady({ id: image.id, bitmap });
        // Next and previous are decoded (ahead of thumbnails) while the user looks at this one, so switching is instant.
        for (const n of neighbours) cache.get(n, { width: w, height: h }).catch(() => {});
      },
      () => live && setFailed(image.id),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the photo id and stage size
  }, [id, w, h, cache]);
  if (!image) return null;
  if (ready?.id === image.id) return ready.bitmap;
  if (failed === image.id) return 'error';
  return cache.peek(image.id);
}

/** Width of an element, kept current on window and layout resize. */
export function useElementWidth<T extends HTMLElement>(
  ref: React.RefObject<T | null>,
  fallback = 800,
): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    ro.observe(el);
    setWidth(Math.floor(el.getBoundingClientRect().width));
    return () => ro.disconnect();
  }, [ref]);
  return width;
}
