import { useTranslation } from 'react-i18next';
import { PhotosIcon } from './icons';
import { buttonClass } from '#client/ui/Button';

/** Shown in place of the canvas when a logo exists but no photos. */
export function LogoProjectCard({ onAddImages }: { onAddImages: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <section
      aria-labelledby="logo-project-title"
      className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-xl border border-brand-100 bg-gradient-to-b from-brand-50 to-white p-8 text-center"
    >
      <span
        aria-hidden
        className="grid size-12 place-items-center rounded-full bg-white text-brand-600 shadow-sm"
      >
        <PhotosIcon className="size-6" />
      </span>
      <h2 id="logo-project-title" className="text-lg font-semibold text-slate-900">
        {t('logoProject.title')}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t('logoProject.body')}</p>
      <button type="button" onClick={onAddImages} className={buttonClass('primary', 'sm')}>
        {t('logoProject.addImages')}
      </button>
    </section>
  );
}
