// Offered by an empty editor when work from an earlier visit was never saved (decision 091).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredWork } from '../session/stored-work';
import { buttonClass } from '#client/ui/Button';

interface Props {
  work: StoredWork;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Names what would come back: a logo only when there is an image layer (text alone was called "a
 * logo"), text when there is a text layer (beside a logo it went unnamed), and no "0 photos" for
 * layers stored without photos (decision 381).
 */
function bodyKey(work: StoredWork) {
  const logo = work.layers.some((l) => l.kind === 'image');
  const text = work.layers.some((l) => l.kind === 'text');
  if (work.images.length === 0) return logo ? (text ? 'logoTextOnly' : 'logoOnly') : 'textOnly';
  if (logo) return text ? 'bodyWithLogoText' : 'bodyWithLogo';
  return text ? 'bodyWithText' : 'body';
}

export function RestorePrompt({ work, onRestore, onDiscard }: Props) {
  const { t } = useTranslation('editor');
  const title = useId();
  return (
    <section
      aria-labelledby={title}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <div>
        <h2 id={title} className="font-semibold text-slate-900">
          {t('restore.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t(`restore.${bodyKey(work)}`, { count: work.images.length })}
        </p>
      </div>
      <div className="flex gap-2">
        <button type="button" onClick={onDiscard} className={buttonClass('secondary', 'sm')}>
          {t('restore.discard')}
        </button>
        <button type="button" onClick={onRestore} className={buttonClass('primary', 'sm')}>
          {t('restore.restore')}
        </button>
      </div>
    </section>
  );
}
