import { useEffect, useState } from 'react';
import type { EditorLogo } from '../state/editor-state';

/** Image layers' files as loaded <img> elements (PNG or SVG) by file id; a file appears once loaded. */
export function useLayerImages(
  files: Readonly<Record<string, EditorLogo>>,
): Record<string, HTMLImageElement> {
  const [loaded, setLoaded] = useState<Record<string, { url: string; el: HTMLImageElement }>>({});
  useEffect(() => {
    const pending: HTMLImageElement[] = [];
    for (const [id, f] of Object.entries(files)) {
      if (loaded[id]?.url === f.url) continue;
      const el = new Image();
      el.onload = () => setLoaded((cur) => ({ ...cur, [id]: { url: f.url, el } }));
      el.src = f.url;
      pending.push(el);
    }
    return () => {
      for (const el of pending) el.onload = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the files only
  }, [files]);
  const out: Record<string, HTMLImageElement> = {};
  for (const [id, f] of Object.entries(files)) if (loaded[id]?.url === f.url) out[id] = loaded[id].el;
  return out;
}
