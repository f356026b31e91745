import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ENLARGEMENT_WARNING } from '#client/export/enlarge';
import type { EditorLogo } from '../state/editor-state';
import { Card } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';
import { NameLine } from '#client/ui/NameLine';

interface Props {
  logo: EditorLogo;
  onRemove: () => void;
  /** How many times the export enlarges this raster logo on the current photo (1 when it does not). */
  enlargement?: number;
  /** The card, which takes focus from the upload area that gave way to this logo. */
  focusRef?: Ref<HTMLElement>;
}

export function LogoCard({ logo, onRemove, enlargement = 1, focusRef }: Props) {
  const { t } = useTranslation('editor');
  const kb = (logo.file.size / 1024).toFixed(1);
  return (
    <Card title={t('logo.title')} tone="panel" heading="panel" className="p-4" focusRef={focusRef}>
      <div className="mt-3 flex items-center gap-3">
        <div className="grid size-16 shrink-0 place-items-center rounded-lg border border-slate-200 bg-[conic-gradient(#f1f5f9_25%,#fff_0_50%,#f1f5f9_0_75%,#fff_0)] bg-[length:12px_12px] p-1.5">
          <img src={logo.url} alt="" className="max-h-full max-w-full object-contain" />
        </div>
        <div className="min-w-0 flex-1">
          <NameLine className="text-sm font-medium text-slate-900" title={logo.name}>
            {logo.name}
          </NameLine>
          <p className="text-xs text-slate-500 tabular-nums">
            <bdi dir="ltr">{t('logo.size', { size: kb })}</bdi> ·{' '}
            <bdi dir="ltr">{`${logo.width} × ${logo.height}`}</bdi>
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('logo.removeLabel', { name: logo.name })}
          className={buttonClass('danger', 'sm')}
        >
          {t('logo.remove')}
        </button>
      </div>
      {enlargement > ENLARGEMENT_WARNING && (
        <p
          role="status"
          data-testid="logo-enlarged"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200"
        >
          {t('logo.enlarged', { factor: enlargement.toFixed(1) })}
        </p>
      )}
    </Card>
  );
}
