import { useTranslation } from 'react-i18next';
import { LEGAL_VARS, type LegalSectionText } from '../legalVars';
import { RichText } from './RichText';

function Paragraphs({ base, items }: { base: string; items: string[] | undefined }) {
  return items?.map((_, i) => (
    <p key={i}>
      <RichText k={`${base}.${i}`} />
    </p>
  ));
}

function CookieTable({ base, cookies }: { base: string; cookies: NonNullable<LegalSectionText['cookies']> }) {
  const { t } = useTranslation('legal');
  return (
    <div className="not-prose grid gap-4 sm:grid-cols-2">
      {Object.keys(cookies).map((id) => (
        <dl key={id} className="rounded-xl bg-slate-50 p-5 text-sm ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-3">
            <dt className="sr-only">{t('common.cookieName')}</dt>
            <dd className="font-semibold text-slate-900">{t(`${base}.${id}.name`)}</dd>
            <dd className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
              {t(`${base}.${id}.kind`)}
            </dd>
          </div>
          <dt className="mt-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('common.cookiePurpose')}
          </dt>
          <dd className="mt-0.5 text-slate-700">{t(`${base}.${id}.purpose`)}</dd>
          <dt className="mt-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('common.cookieDuration')}
          </dt>
          <dd className="mt-0.5 text-slate-700">{t(`${base}.${id}.duration`, LEGAL_VARS)}</dd>
        </dl>
      ))}
    </div>
  );
}

export function LegalSection({ base, id, section }: { base: string; id: string; section: LegalSectionText }) {
  const key = `${base}.${id}`;
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        <RichText k={`${key}.heading`} />
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">
        <Paragraphs base={`${key}.p`} items={section.p} />
        {section.list && (
          <ul className="list-disc space-y-2 ps-6 marker:text-brand-500">
            {section.list.map((_, i) => (
              <li key={i} className="ps-1">
                <RichText k={`${key}.list.${i}`} />
              </li>
            ))}
          </ul>
        )}
        {section.steps && (
          <ol className="space-y-3">
            {section.steps.map((_, i) => (
              <li key={i} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-7 flex-none place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">
                  <RichText k={`${key}.steps.${i}`} />
                </span>
              </li>
            ))}
          </ol>
        )}
        <Paragraphs base={`${key}.after`} items={section.after} />
        {section.cookies && <CookieTable base={`${key}.cookies`} cookies={section.cookies} />}
      </div>
    </section>
  );
}
