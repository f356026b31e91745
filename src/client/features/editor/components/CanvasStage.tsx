// The react-konva stage: the photo preview, the logo placed by the shared model at stage size
// (so it is the export scaled down), drag with snapping guides, corner resize and rotation.
import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import { Image as KImage, Layer, Line, Stage, Transformer } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import {
  pixelsToPosition,
  placementToPixels,
  snapBox,
  type LogoSettings,
  type Size,
} from '#shared/placement';

export const MIN_LOGO_PX = 20;
const GUIDE_COLOUR = '#2563eb';

interface Props {
  stage: Size;
  background: ImageBitmap;
  logo: HTMLImageElement | null;
  logoSize: Size | null;
  settings: LogoSettings;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (patch: Partial<LogoSettings>) => void;
  /** Reports how many guide lines show (exposed to tests on the canvas wrapper). */
  onGuides?: (count: number) => void;
}

export function CanvasStage({
  stage,
  background,
  logo,
  logoSize,
  settings,
  selected,
  onSelect,
  onChange,
  onGuides,
}: Props) {
  const logoRef = useRef<Konva.Image>(null);
  const trRef = useRef<Konva.Transformer>(null);
  const [guides, setGuides] = useState<{ v: number[]; h: number[] }>({ v: [], h: [] });
  const box = logoSize ? placementToPixels(settings, stage, logoSize) : null;
  const guideCount = guides.v.length + guides.h.length;
  useEffect(() => onGuides?.(guideCount), [guideCount, onGuides]);

  useEffect(() => {
    if (selected && trRef.current && logoRef.current) {
      trRef.current.nodes([logoRef.current]);
      trRef.current.getLayer()?.batchDraw();
    }
  }, [selected, logo]);

  const onDrag = (e: KonvaEventObject<DragEvent>, end: boolean) => {
    if (!box) return;
    const node = e.target;
    const snap = snapBox(node.x() - box.width / 2, node.y() - box.height / 2, box, stage);
    node.position({ x: snap.left + box.width / 2, y: snap.top + box.height / 2 });
    setGuides(end ? { v: [], h: [] } : { v: snap.vertical, h: snap.horizontal });
    onChange(pixelsToPosition(snap.left, snap.top, stage));
  };

  const onTransformEnd = () => {
    const node = logoRef.current;
    if (!node) return;
    const w = node.width() * node.scaleX();
    const h = node.height() * node.scaleY();
    node.scale({ x: 1, y: 1 });
    const { x, y } = pixelsToPosition(node.x() - w / 2, node.y() - h / 2, stage);
    onChange({ x, y, scale: w / stage.width, rotation: ((node.rotation() % 360) + 360) % 360 });
  };

  const onStageDown = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (e.target === e.target.getStage() || e.target.name() === 'background') {
      onSelect(false);
      setGuides({ v: [], h: [] });
    }
  };

  const setCursor = (c: string) => {
    const el = logoRef.current?.getStage()?.container();
    if (el) el.style.cursor = c;
  };

  return (
    <Stage width={stage.width} height={stage.height} onMouseDown={onStageDown} onTouchStart={onStageDown}>
      <Layer>
        <KImage name="background" image={background} width={stage.width} height={stage.height} />
        {logo && box && (
          <KImage
            ref={logoRef}
            name="logo"
            image={logo}
            x={box.centerX}
            y={box.centerY}
            width={box.width}
            height={box.height}
            offsetX={box.width / 2}
            offsetY={box.height / 2}
            rotation={box.rotation}
            opacity={box.opacity}
            draggable
            dragDistance={3}
            onMouseDown={() => onSelect(true)}
            onTap={() => onSelect(true)}
            onDragStart={() => onSelect(true)}
            onDragMove={(e) => onDrag(e, false)}
            onDragEnd={(e) => onDrag(e, true)}
            onTransformEnd={onTransformEnd}
            onMouseEnter={() => setCursor('move')}
            onMouseLeave={() => setCursor('default')}
          />
        )}
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
        {selected && logo && (
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
