import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

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
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('errors.unexpected')}</h1>
      <p className="text-slate-600">{t('errors.unexpectedHelp')}</p>
      <pre className="max-w-full overflow-auto rounded bg-slate-100 px-3 py-2 text-start text-xs text-slate-700">{detail}</pre>
      <a href="/" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('errors.goHome')}
      </a>
    </main>
  );
}
