// The selected text layer's controls: the text (several lines, tokens filled per photo), font, colour,
// bold, italic, outline, shadow and alignment. Each change is one undo step; typing joins one step.
import { useTranslation } from 'react-i18next';
import {
  TEXT_ALIGNS,
  TEXT_MAX_CHARS,
  TOKENS,
  type TextAlign,
  type TextLayer,
  type TextStyle,
} from '#shared/layers';
import { Card } from '#client/ui/Card';
import { BUNDLED_FONTS } from '#shared/drawing';

const ALIGN_KEYS: Record<TextAlign, string> = {
  left: 'text.alignLeft',
  center: 'text.alignCenter',
  right: 'text.alignRight',
};
const field =
  'w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
const label = 'mb-1 block text-sm font-medium text-slate-700';
const check = 'flex items-center gap-2 text-sm text-slate-700';

interface Props {
  layer: TextLayer;
  onText: (text: string) => void;
  onStyle: (patch: Partial<TextStyle>) => void;
}

export function TextSettingsPanel({ layer, onText, onStyle }: Props) {
  const { t } = useTranslation('editor');
  const { style } = layer;
  const id = `text-${layer.id}`;
  return (
    <Card title={t('text.title')} tone="panel" heading="panel" className="p-4">
      <div className="mt-3 grid gap-3">
        <div>
          <label htmlFor={`${id}-text`} className={label}>
            {t('text.text')}
          </label>
          <textarea
            id={`${id}-text`}
            dir="auto"
            rows={3}
            maxLength={TEXT_MAX_CHARS}
            value={layer.text}
            onChange={(e) => onText(e.target.value)}
            aria-describedby={`${id}-tokens`}
            className={field}
          />
          <p id={`${id}-tokens`} className="mt-1 text-xs text-slate-500">
            {t('text.tokensHint')}{' '}
            <span dir="ltr" className="font-mono">
              {TOKENS.map((k) => `{${k}}`).join(' ')}
            </span>
          </p>
        </div>
        <div className="grid grid-cols-[1fr_auto] items-end gap-3">
          <div>
            <label htmlFor={`${id}-font`} className={label}>
              {t('text.font')}
            </label>
            <select
              id={`${id}-font`}
              value={style.font}
              onChange={(e) => onStyle({ font: e.target.value })}
              className={field}
            >
              {BUNDLED_FONTS.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-colour`} className={label}>
              {t('text.colour')}
            </label>
            <input
              id={`${id}-colour`}
              type="color"
              value={style.color.slice(0, 7)}
              onChange={(e) => onStyle({ color: e.target.value })}
              className="h-9 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <label className={check}>
            <input
              type="checkbox"
              checked={style.bold}
              onChange={(e) => onStyle({ bold: e.target.checked })}
            />
            {t('text.bold')}
          </label>
          <label className={check}>
            <input
              type="checkbox"
              checked={style.italic}
              onChange={(e) => onStyle({ italic: e.target.checked })}
            />
            {t('text.italic')}
          </label>
          <label className={check}>
            <input
              type="checkbox"
              checked={style.outline.enabled}
              onChange={(e) => onStyle({ outline: { ...style.outline, enabled: e.target.checked } })}
            />
            {t('text.outline')}
          </label>
          <label className={check}>
            <input
              type="checkbox"
              checked={style.shadow.enabled}
              onChange={(e) => onStyle({ shadow: { ...style.shadow, enabled: e.target.checked } })}
            />
            {t('text.shadow')}
          </label>
        </div>
        <fieldset>
          <legend className={label}>{t('text.align')}</legend>
          {/* Left and right are the text's own sides on the photo: the group never mirrors. */}
          <div dir="ltr" className="flex gap-2">
            {TEXT_ALIGNS.map((a) => (
              <label key={a} className={`${check} rounded-md border border-slate-200 px-2 py-1`}>
                <input
                  type="radio"
                  name={`${id}-align`}
                  checked={style.align === a}
                  onChange={() => onStyle({ align: a })}
                />
                {t(ALIGN_KEYS[a])}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Card>
  );
}
