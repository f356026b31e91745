import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/usePageTitle';
import { buttonClass } from '../ui/Button';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <svg viewBox="0 0 64 48" className="h-20 w-28 text-brand-600" fill="none" aria-hidden="true">
        <rect
          x="2"
          y="2"
          width="60"
          height="44"
          rx="6"
          className="fill-brand-50"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path
          d="M2 36l16-14 12 10 8-6 24 16"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="46" cy="14" r="5" stroke="currentColor" strokeWidth="2.5" />
        <path d="M26 2l-4 12 6 6-4 10" className="stroke-slate-50" strokeWidth="4" strokeLinejoin="round" />
      </svg>
      <p className="mt-8 text-sm font-semibold tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 leading-7 text-slate-600">{t('notFound.body')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          {t('errors.goHome')}
        </Link>
        <Link to="/editor" className={buttonClass('secondary')}>
          {t('nav.editor')}
        </Link>
      </div>
    </section>
  );
}
