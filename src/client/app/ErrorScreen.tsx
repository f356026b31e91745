import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/Button';
import { BrandMark } from './BrandMark';

/** The router's error screen: replaces the whole layout, so it must not depend on it. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        {/* A plain link: after a failure the router itself may be unusable, so leave with a full page load. */}
        <a
          href="/"
          className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900"
        >
          <BrandMark />
          <span>LogoBatch</span>
        </a>
        <div
          aria-hidden="true"
          className="mx-auto mt-8 grid size-12 place-items-center rounded-full bg-amber-50 text-2xl font-bold text-amber-600 ring-1 ring-amber-200"
        >
          !
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t('errors.unexpected')}</h1>
        <p className="mt-3 leading-7 text-slate-600">{t('errors.unexpectedHelp')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
            {t('errorScreen.reload')}
          </button>
          <a href="/" className={buttonClass('secondary')}>
            {t('errors.goHome')}
          </a>
        </div>
        <details className="mt-8 text-start text-sm text-slate-500">
          <summary className="cursor-pointer select-none hover:text-slate-700">
            {t('errorScreen.details')}
          </summary>
          <pre
            className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-xs break-all whitespace-pre-wrap text-slate-700"
            dir="ltr"
          >
            {detail}
          </pre>
        </details>
      </div>
    </main>
  );
}
