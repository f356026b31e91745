import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

/** The outline style the three step icons share; each step only brings its shapes. */
function StepIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const STEPS: { key: 'upload' | 'position' | 'download'; icon: ReactNode }[] = [
  {
    key: 'upload',
    icon: (
      <StepIcon>
        <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M12 4v12M7 9l5-5 5 5" />
      </StepIcon>
    ),
  },
  {
    key: 'position',
    icon: (
      <StepIcon>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <rect x="12" y="12" width="6" height="5" rx="1" strokeDasharray="2 1.5" />
        <path d="M3 15l4-4 3 3" />
      </StepIcon>
    ),
  },
  {
    key: 'download',
    icon: (
      <StepIcon>
        <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M12 4v12M7 11l5 5 5-5" />
      </StepIcon>
    ),
  },
];

export function HowItWorks() {
  const { t, i18n } = useTranslation('home');
  const num = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="how-it-works" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <SectionHeading id="how-it-works" title={t('steps.title')} body={t('steps.subtitle')} />
        </div>
        <ol className="mt-14 grid gap-8 md:grid-cols-3 md:gap-6">
          {STEPS.map(({ key, icon }, i) => (
            <li key={key} className="relative rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200/70">
              <div className="flex items-center gap-4">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
                  {icon}
                </span>
                <span className="text-sm font-semibold tracking-wide text-brand-700 tabular-nums">
                  {num.format(i + 1).padStart(2, num.format(0))}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
