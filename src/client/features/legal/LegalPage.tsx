import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#client/lib/usePageTitle';
import { LegalSection } from './components/LegalSection';
import { RichText } from './components/RichText';
import { LEGAL_UPDATED, LEGAL_VARS, type LegalDoc, type LegalSectionText } from './legalVars';
import { Card } from '#client/ui/Card';

export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation('legal');
  usePageTitle(t(`${doc}.title`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Record<string, LegalSectionText>;
  const summary = t(`${doc}.summary`, { returnObjects: true }) as string[];
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(LEGAL_UPDATED),
  );
  const ids = Object.keys(sections);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(`${doc}.title`)}</h1>
        <p className="mt-3 text-sm text-slate-500">
          <time dateTime={LEGAL_UPDATED}>{t('common.updated', { date: updated })}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-slate-600">{t(`${doc}.intro`)}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-16 lg:gap-y-12">
        {/* DOM order (summary, contents, sections) reads well on phones; the grid moves contents aside on wide screens. */}
        <Card
          as="aside"
          tone="brand"
          heading="brand"
          title={t('common.summary')}
          className="max-w-3xl p-6 lg:col-start-2 lg:row-start-1"
        >
          <ul className="mt-3 space-y-2 text-slate-700">
            {summary.map((_, i) => (
              <li key={i} className="flex gap-3">
                <svg viewBox="0 0 20 20" className="mt-1 size-4 flex-none text-brand-600" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0z"
                  />
                </svg>
                <span>
                  <RichText k={`${doc}.summary.${i}`} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <nav
          aria-label={t('common.contents')}
          className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start lg:bg-transparent lg:p-0 lg:ring-0"
        >
          <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('common.contents')}
          </h2>
          <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm">
            {ids.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="-ms-px block border-s border-transparent py-1 ps-4 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                >
                  {t(`${doc}.sections.${id}.heading`, LEGAL_VARS)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl min-w-0 space-y-12 lg:col-start-2 lg:row-start-2">
          {ids.map((id) => (
            <LegalSection key={id} base={`${doc}.sections`} id={id} section={sections[id]!} />
          ))}
        </article>
      </div>
    </div>
  );
}
