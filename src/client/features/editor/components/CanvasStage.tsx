// The react-konva stage: the photo preview, every layer drawn by the export's drawing module at stage
// size (so it is the export scaled down), and for each layer a hit box: the selected one drags with
// snapping guides, resizes from its corners and rotates. While a drag moves, the stage redraws the
// layer at once and tells the store at most every DRAG_COMMIT_MS (and on drop), so the page around the
// canvas does not re-render on every pointer move.
import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import { Image as KImage, Layer, Line, Rect, Shape, Stage, Transformer } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { LayerSources } from '#shared/drawing';
import { tileTransforms, type DrawItem, type PlacementPatch } from '#shared/layers';
import {
  pixelsToPosition,
  scaleForPixelWidth,
  snapBox,
  type PixelTransform,
  type Size,
} from '#shared/placement';
import { drawItemsOn } from './preview-draw';

export const MIN_LOGO_PX = 20;
const GUIDE_COLOUR = '#2563eb';
export const DRAG_COMMIT_MS = 100;

/** The items with the dragged layer where the pointer has it now (its tiles follow). */
function withLive(
  items: readonly DrawItem[],
  live: { id: string; t: PixelTransform } | null,
  stage: Size,
): DrawItem[] {
  if (!live) return [...items];
  return items.map((item) =>
    item.layer.id !== live.id
      ? item
      : {
          ...item,
          transform: live.t,
          tiles: item.layer.tile.enabled ? tileTransforms(live.t, item.layer.tile.spacing, stage) : null,
        },
  );
}

interface Props {
  stage: Size;
  background: ImageBitmap;
  /** What to draw, in stage pixels, bottom to top. */
  items: readonly DrawItem[];
  sources: LayerSources<CanvasImageSource>;
  selectedId: string | null;
  /** The transformer shows on the selected layer. */
  active: boolean;
  onActive: (active: boolean) => void;
  onSelectLayer: (id: string) => void;
  onChange: (patch: PlacementPatch, gesture: string) => void;
  /** Reports how many guide lines show (exposed to tests on the canvas wrapper). */
  onGuides?: (count: number) => void;
}

export function CanvasStage(props: Props) {
  const { stage, background, sources, selectedId, active, onActive, onSelectLayer, onChange, onGuides } =
    props;
  const [live, setLive] = useState<{ id: string; t: PixelTransform } | null>(null);
  const sent = useRef(0);
  const items = withLive(props.items, live, stage);
  const boxRef = useRef<Konva.Rect>(null);
  const trRef = useRef<Konva.Transformer>(null);
  const gesture = useRef('');
  const [guides, setGuides] = useState<{ v: number[]; h: number[] }>({ v: [], h: [] });
  const guideCount = guides.v.length + guides.h.length;
  useEffect(() => onGuides?.(guideCount), [guideCount, onGuides]);
  const selected = items.find((i) => i.layer.id === selectedId) ?? null;
  const drawn = selected !== null;

  useEffect(() => {
    if (active && trRef.current && boxRef.current) {
      trRef.current.nodes([boxRef.current]);
      trRef.current.getLayer()?.batchDraw();
    }
  }, [active, selectedId, drawn]);

  const begin = (kind: string) => {
    gesture.current = `${kind}:${selectedId}:${performance.now()}`;
  };

  const onDrag = (e: KonvaEventObject<DragEvent>, end: boolean) => {
    if (!selected) return;
    const t = selected.transform;
    const node = e.target;
    const snap = snapBox(node.x() - t.width / 2, node.y() - t.height / 2, t, stage);
    const centre = { centerX: snap.left + t.width / 2, centerY: snap.top + t.height / 2 };
    node.position({ x: centre.centerX, y: centre.centerY });
    setGuides(end ? { v: [], h: [] } : { v: snap.vertical, h: snap.horizontal });
    setLive(end ? null : { id: selected.layer.id, t: { ...t, ...centre } });
    const now = performance.now();
    if (!end && now - sent.current < DRAG_COMMIT_MS) return;
    sent.current = now;
    onChange(pixelsToPosition(snap.left, snap.top, stage), gesture.current);
  };

  const onTransformEnd = () => {
    const node = boxRef.current;
    if (!node || !selected) return;
    const w = node.width() * node.scaleX();
    const h = node.height() * node.scaleY();
    node.scale({ x: 1, y: 1 });
    const { x, y } = pixelsToPosition(node.x() - w / 2, node.y() - h / 2, stage);
    const rel = selected.layer.sizeRelativeTo;
    const scale = scaleForPixelWidth(w / selected.box.widthFactor, rel, stage);
    onChange({ x, y, scale, rotation: ((node.rotation() % 360) + 360) % 360 }, gesture.current);
  };

  const onStageDown = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (e.target === e.target.getStage() || e.target.name() === 'background') {
      onActive(false);
      setGuides({ v: [], h: [] });
    }
  };

  const setCursor = (c: string) => {
    const el = boxRef.current?.getStage()?.container();
    if (el) el.style.cursor = c;
  };

  const pick = (id: string) => {
    onSelectLayer(id);
    onActive(true);
  };

  return (
    <Stage width={stage.width} height={stage.height} onMouseDown={onStageDown} onTouchStart={onStageDown}>
      <Layer>
        <KImage name="background" image={background} width={stage.width} height={stage.height} />
        <Shape listening={false} sceneFunc={(ctx) => drawItemsOn(ctx, items, sources)} />
        {items.map(({ layer, transform: t }) => {
          const isSelected = layer.id === selectedId;
          return (
            <Rect
              key={layer.id}
              ref={isSelected ? boxRef : undefined}
              name={`layer-${layer.id}`}
              x={t.centerX}
              y={t.centerY}
              width={t.width}
              height={t.height}
              offsetX={t.width / 2}
              offsetY={t.height / 2}
              rotation={t.rotation}
              fill="transparent"
              draggable={isSelected}
              dragDistance={3}
              onMouseDown={() => pick(layer.id)}
              onTap={() => pick(layer.id)}
              onDragStart={() => {
                begin('drag');
                onActive(true);
              }}
              onDragMove={(e) => onDrag(e, false)}
              onDragEnd={(e) => onDrag(e, true)}
              onTransformStart={() => begin('transform')}
              onTransformEnd={onTransformEnd}
              onMouseEnter={() => setCursor('move')}
              onMouseLeave={() => setCursor('default')}
            />
          );
        })}
        {guides.v.map((x) => (
          <Line
            key={`v${x}`}
            points={[x, 0, x, stage.height]}
            stroke={GUIDE_COLOUR}
            strokeWidth={1}
            dash={[6, 4]}
            listening={false}
          />
        ))}
        {guides.h.map((y) => (
          <Line
            key={`h${y}`}
            points={[0, y, stage.width, y]}
            stroke={GUIDE_COLOUR}
            strokeWidth={1}
            dash={[6, 4]}
            listening={false}
          />
        ))}
        {active && selected && (
          <Transformer
            ref={trRef}
            keepRatio
            rotateEnabled
            flipEnabled={false}
            enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
            anchorSize={10}
            anchorCornerRadius={5}
            anchorStroke={GUIDE_COLOUR}
            borderStroke={GUIDE_COLOUR}
            rotateAnchorOffset={24}
            rotationSnaps={[0, 90, 180, 270]}
            rotationSnapTolerance={4}
            boundBoxFunc={(oldBox, newBox) =>
              Math.abs(newBox.width) < MIN_LOGO_PX || Math.abs(newBox.height) < MIN_LOGO_PX ? oldBox : newBox
            }
          />
        )}
      </Layer>
    </Stage>
  );
}
