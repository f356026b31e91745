// The "Layers" list beside the canvas: selects the layer the canvas and settings edit, reorders, hides
// and deletes layers, adds text, and holds Undo and Redo. Listed top first, as they stack on the photo.
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAX_LAYERS, splitLines, type Layer } from '#shared/layers';
import { Card } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';
import { ArrowIcon, EyeIcon, TrashIcon } from './icons';

const NAME_CHARS = 24;
// Firefox before 125 (inside Vite's default build targets) has no Intl.Segmenter, and making one as the
// module loaded threw there, so the editor did not open. There a letter keeps its marks (vowel points,
// variation selectors), skin tones and ZWJ-joined emoji: what a cut must not split in a layer's name.
const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const CLUSTER = /\P{M}[\p{M}\u{1F3FB}-\u{1F3FF}]*(?:\u200d\P{M}[\p{M}\u{1F3FB}-\u{1F3FF}]*)*|\p{M}+/gsu;
const clusters = (text: string): string[] =>
  graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : (text.match(CLUSTER) ?? []);

/**
 * The first `n` letters as the user sees them: a cut by UTF-16 units would split an emoji (a surrogate
 * pair or a joined sequence) or part a Hebrew letter from its vowel marks, showing a broken character.
 */
function cut(text: string, n: number): string {
  const parts = clusters(text);
  return parts.length > n ? `${parts.slice(0, n).join('')}…` : text;
}

/** A text layer's first line with letters, cut to the list's length ('' when it has none). */
const shownText = (text: string) =>
  cut(
    splitLines(text)
      .find((l) => l.trim())
      ?.trim() ?? '',
    NAME_CHARS,
  );

/** A short name: "Logo" (then "Logo 2"...) for image layers, the first line for text layers. */
export function layerName(t: TFunction<'editor'>, layer: Layer, layers: readonly Layer[]) {
  if (layer.kind === 'image') {
    const n = layers.filter((l) => l.kind === 'image').indexOf(layer) + 1;
    return t('layers.imageName', { count: n });
  }
  const text = shownText(layer.text);
  if (!text) return t('layers.emptyText');
  return t('layers.textName', { text, interpolation: { escapeValue: false } });
}

/**
 * The name as the list shows it: the user's text in its own isolate, so "© Dana Levi 2026" under the
 * Hebrew "טקסט:" (or Hebrew text under the English "Text:") keeps its word order (decision 357).
 */
function ShownName({ layer, name }: { layer: Layer; name: string }) {
  const { t } = useTranslation('editor');
  const text = layer.kind === 'text' ? shownText(layer.text) : '';
  if (!text) return name;
  return <Trans t={t} i18nKey="layers.textLabel" values={{ text }} components={{ text: <bdi /> }} />;
}

interface Props {
  layers: readonly Layer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, index: number) => void;
  onVisible: (id: string, visible: boolean) => void;
  onDelete: (id: string) => void;
  onAddText: () => void;
  /** Opens the logo picker: a second (or later) image layer, e.g. a signature beside the logo. */
  onAddImage: () => void;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
}

// The project's square icon button: 32 px targets with drawn icons (text arrows and "◉" at 24 px
// read as unfinished and were hard to hit on a phone).
const small = buttonClass('icon', 'icon', 'shrink-0');

export function LayersPanel({
  layers,
  selectedId,
  onSelect,
  onMove,
  onVisible,
  onDelete,
  onAddText,
  onAddImage,
  history,
}: Props) {
  const { t } = useTranslation('editor');
  const top = layers.length - 1;
  return (
    <Card title={t('layers.title')} tone="panel" heading="panel" className="p-4">
      <div role="group" aria-label={t('layers.history')} className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={history.undo}
          disabled={!history.canUndo}
          className={buttonClass('secondary', 'sm', 'flex-1')}
        >
          {t('layers.undo')}
        </button>
        <button
          type="button"
          onClick={history.redo}
          disabled={!history.canRedo}
          className={buttonClass('secondary', 'sm', 'flex-1')}
        >
          {t('layers.redo')}
        </button>
      </div>
      {layers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('layers.empty')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-1.5" data-testid="layers-list">
          {[...layers].reverse().map((layer) => {
            const index = layers.indexOf(layer);
            const name = layerName(t, layer, layers);
            const selected = layer.id === selectedId;
            return (
              <li
                key={layer.id}
                data-layer-id={layer.id}
                className={`flex items-center gap-1 rounded-lg border p-1 ps-2 ${selected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}
              >
                <button
                  type="button"
                  onClick={() => onSelect(layer.id)}
                  aria-pressed={selected}
                  aria-label={t('layers.select', { name, interpolation: { escapeValue: false } })}
                  className={`min-w-0 flex-1 truncate py-1.5 text-start text-sm ${layer.visible ? 'text-slate-800' : 'text-slate-400 line-through'}`}
                  dir="auto"
                >
                  <ShownName layer={layer} name={name} />
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === top}
                  onClick={() => onMove(layer.id, index + 1)}
                  aria-label={t('layers.moveUp', { name, interpolation: { escapeValue: false } })}
                >
                  <ArrowIcon dir="up" />
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === 0}
                  onClick={() => onMove(layer.id, index - 1)}
                  aria-label={t('layers.moveDown', { name, interpolation: { escapeValue: false } })}
                >
                  <ArrowIcon dir="down" />
                </button>
                <button
                  type="button"
                  className={small}
                  onClick={() => onVisible(layer.id, !layer.visible)}
                  aria-label={t(layer.visible ? 'layers.hide' : 'layers.show', {
                    name,
                    interpolation: { escapeValue: false },
                  })}
                >
                  <EyeIcon open={layer.visible} />
                </button>
                <button
                  type="button"
                  className={small}
                  onClick={() => onDelete(layer.id)}
                  aria-label={t('layers.delete', { name, interpolation: { escapeValue: false } })}
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={onAddText}
          disabled={layers.length >= MAX_LAYERS}
          className={buttonClass('secondary', 'sm', 'w-full')}
        >
          {t('layers.addText')}
        </button>
        <button
          type="button"
          onClick={onAddImage}
          disabled={layers.length >= MAX_LAYERS}
          className={buttonClass('secondary', 'sm', 'w-full')}
        >
          {t('layers.addImage')}
        </button>
      </div>
      {layers.length >= MAX_LAYERS && (
        <p className="mt-1 text-xs text-slate-500">{t('layers.full', { count: MAX_LAYERS })}</p>
      )}
    </Card>
  );
}
