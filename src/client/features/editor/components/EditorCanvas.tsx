import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDE_EDITOR, useMediaQuery } from '#client/lib/useMediaQuery';
import type { BoxOf, PlacementPatch } from '#shared/layers';
import { nudge, type ArrowKey, type LogoSettings } from '#shared/placement';
import type { PreviewCache } from '../decode/previews';
import { useElementWidth, usePreview } from '../hooks/useCanvasAssets';
import { useLayerImages } from '../hooks/useLayerImages';
import { usePreviewItems } from '../hooks/usePreviewItems';
import type { EditorImage, EditorState } from '../state/editor-state';
import { CanvasStage } from './CanvasStage';
import { ChevronIcon } from './icons';
import { NoLogoPrompt } from './NoLogoPrompt';
import { buttonClass } from '#client/ui/Button';

export const EDITOR_MAX_HEIGHT = 400;
const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

interface Props {
  image: EditorImage;
  neighbours: readonly EditorImage[];
  index: number;
  total: number;
  previews: PreviewCache;
  state: EditorState;
  boxOf: BoxOf<EditorImage>;
  /** The selected layer's placement on this photo. */
  settings: LogoSettings;
  onChange: (patch: PlacementPatch, gesture?: string) => void;
  onSelectLayer: (id: string) => void;
  onStep: (delta: 1 | -1) => void;
  onUploadLogo: () => void;
  onAddText: () => void;
  maxHeight?: number;
}

export function EditorCanvas(props: Props) {
  const { image, neighbours, index, total, previews, state, boxOf, settings, onChange, onStep } = props;
  const maxHeight = props.maxHeight ?? EDITOR_MAX_HEIGHT;
  const { t } = useTranslation('editor');
  const outerRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(false);
  const [guides, setGuides] = useState(0);
  const containerWidth = useElementWidth(outerRef);
  // Rendered only on small screens (not hidden by CSS), so "n of total" is on the page once.
  const narrow = !useMediaQuery(WIDE_EDITOR);

  // The stage keeps the photo's aspect ratio within the container width and the maximum height.
  const aspect = image.width / image.height;
  const stage =
    containerWidth >= maxHeight * aspect
      ? { width: Math.max(1, Math.round(maxHeight * aspect)), height: maxHeight }
      : { width: Math.max(1, containerWidth), height: Math.max(1, Math.round(containerWidth / aspect)) };

  const preview = usePreview(previews, image, stage, neighbours);
  const failed = preview === 'error';
  const background = failed ? null : preview;
  const bitmaps = useLayerImages(state.files);
  const { items, sources } = usePreviewItems(state, image, stage, boxOf, bitmaps);
  const ready = background !== null;
  const hasLayers = state.layers.length > 0;

  useEffect(() => setSelected(false), [image.id]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!state.selectedId) return;
    if (ARROWS.has(e.key)) {
      e.preventDefault();
      const moved = nudge(settings, e.key as ArrowKey, e.shiftKey);
      onChange({ x: moved.x, y: moved.y }, `nudge:${state.selectedId}`);
    } else if (e.key === 'Escape') setSelected(false);
  };

  const box = items.find((i) => i.layer.id === state.selectedId)?.transform ?? null;
  /** Below this height the no-logo prompt's full column does not fit. */
  const shortStage = stage.height < 220;
  return (
    <div ref={outerRef} className="w-full">
      <div
        ref={focusRef}
        tabIndex={0}
        role="group"
        aria-label={t('canvas.label')}
        aria-roledescription="canvas"
        onKeyDown={onKeyDown}
        onMouseDown={() => focusRef.current?.focus({ preventScroll: true })}
        // Photo coordinates are physical: the canvas never mirrors, even in Hebrew.
        dir="ltr"
        data-testid="editor-canvas"
        data-image-id={image.id}
        data-ready={ready ? 'true' : 'false'}
        data-logo-center={box ? `${box.centerX},${box.centerY}` : ''}
        data-guides={guides}
        data-selected={selected ? 'true' : 'false'}
        className="relative mx-auto overflow-hidden rounded-lg bg-[conic-gradient(#e2e8f0_25%,#f8fafc_0_50%,#e2e8f0_0_75%,#f8fafc_0)] bg-[length:16px_16px] shadow-inner ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        style={{ width: stage.width, height: stage.height }}
      >
        {ready && (
          <CanvasStage
            stage={stage}
            background={background}
            items={items}
            sources={sources}
            selectedId={state.selectedId}
            active={selected}
            onActive={setSelected}
            onSelectLayer={props.onSelectLayer}
            onChange={onChange}
            onGuides={setGuides}
          />
        )}
        {failed && (
          <p
            role="alert"
            className="absolute inset-0 grid place-items-center bg-red-50 p-4 text-center text-sm font-medium text-red-800"
          >
            {t('canvas.unreadable')}
          </p>
        )}
        {!ready && !failed && (
          <div
            aria-busy="true"
            aria-label={t('canvas.loading')}
            className="absolute inset-0 animate-pulse bg-slate-200"
          />
        )}
        {!hasLayers && (
          <NoLogoPrompt onUploadLogo={props.onUploadLogo} onAddText={props.onAddText} short={shortStage} />
        )}
      </div>
      {total > 1 && narrow && (
        <div className="mt-3 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => onStep(-1)}
            aria-label={t('images.previous')}
            className={buttonClass('icon', 'icon', 'size-10')}
          >
            <ChevronIcon dir="left" className="size-5 rtl:-scale-x-100" />
          </button>
          <span className="text-sm font-medium text-slate-700 tabular-nums">
            {t('images.position', { n: index + 1, total })}
          </span>
          <button
            type="button"
            onClick={() => onStep(1)}
            aria-label={t('images.next')}
            className={buttonClass('icon', 'icon', 'size-10')}
          >
            <ChevronIcon dir="right" className="size-5 rtl:-scale-x-100" />
          </button>
        </div>
      )}
    </div>
  );
}
