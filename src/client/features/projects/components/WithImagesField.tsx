// "Save images with project", and what the save does to the photos on this plan: reduced to
// 1920×1080 (Lite, the spec's rule) or kept full size (Pro and Ultra, decision 279).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function WithImagesField({
  checked,
  onChange,
  fullSize,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  fullSize: boolean;
}) {
  const { t } = useTranslation('projects');
  const ids = { box: useId(), hint: useId() };
  // Named by the spec's words alone; the hint is its description, not part of its name.
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={ids.box}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={ids.hint}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span>
        <label htmlFor={ids.box} className="font-medium">
          {t('save.withImages')}
        </label>
        <span id={ids.hint} className="block text-xs text-slate-500">
          {t(fullSize ? 'save.withImagesHintFull' : 'save.withImagesHint')}
        </span>
      </span>
    </div>
  );
}
