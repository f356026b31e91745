// The react-konva stage: the photo preview, every layer drawn by the export's drawing module at stage
// size (so it is the export scaled down), and for each layer a hit box: the selected one drags with
// snapping guides, resizes from its corners and rotates.
import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import { Image as KImage, Layer, Line, Rect, Shape, Stage, Transformer } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { LayerSources } from '#client/export/worker/draw-layers';
import type { DrawItem, PlacementPatch } from '#shared/layers';
import { pixelsToPosition, scaleForPixelWidth, snapBox, type Size } from '#shared/placement';
import { drawItemsOn } from './preview-draw';

export const MIN_LOGO_PX = 20;
const GUIDE_COLOUR = '#2563eb';

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
  const {
    stage,
    background,
    items,
    sources,
    selectedId,
    active,
    onActive,
    onSelectLayer,
    onChange,
    onGuides,
  } = props;
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
    node.position({ x: snap.left + t.width / 2, y: snap.top + t.height / 2 });
    setGuides(end ? { v: [], h: [] } : { v: snap.vertical, h: snap.horizontal });
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
