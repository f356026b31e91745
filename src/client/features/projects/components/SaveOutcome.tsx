import { useTranslation } from 'react-i18next';
import type { NamedProject } from '../lib/save-target';
import { buttonClass } from '#client/ui/Button';

/** The "Project Saved!" view shown for 2 seconds after a save. */
export function SavedView({ titleId, name }: { titleId: string; name: string }) {
  const { t } = useTranslation('projects');
  return (
    <div role="status" className="py-6 text-center">
      <div
        aria-hidden
        className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
      >
        ✓
      </div>
      <h2 id={titleId} className="text-xl font-semibold">
        {t('save.saved')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('save.savedBody', { name })}</p>
    </div>
  );
}

interface ReplaceProps {
  titleId: string;
  existing: NamedProject;
  onReplace: () => void;
  onSaveAsNew: () => void;
  onBack: () => void;
}

/** Another project has the typed name: replacing it is the user's explicit choice (decision 090). */
export function ReplaceConfirm({ titleId, existing, onReplace, onSaveAsNew, onBack }: ReplaceProps) {
  const { t } = useTranslation('projects');
  return (
    <div>
      <h2 id={titleId} className="text-xl font-semibold">
        {t('save.replaceTitle', { name: existing.name })}
      </h2>
      <p className="mt-3 text-sm text-slate-600">{t('save.replaceBody', { name: existing.name })}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onBack} className={buttonClass('secondary')} autoFocus>
          {t('save.back')}
        </button>
        <button type="button" onClick={onSaveAsNew} className={buttonClass('secondary')}>
          {t('save.saveAsNew')}
        </button>
        <button type="button" onClick={onReplace} className={buttonClass('primary')}>
          {t('save.replace')}
        </button>
      </div>
    </div>
  );
}
