import { useTranslation } from 'react-i18next';
import { cardClass } from '#client/ui/Card';

const QUESTIONS = ['cancel', 'formats', 'reset', 'refund', 'privacy', 'payment', 'change'] as const;

/** Native disclosure widgets: keyboard and screen-reader friendly without any script. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-faq">
      <h2 id="pricing-faq" className="text-xl font-semibold">
        {t('faq.title')}
      </h2>
      <div className={cardClass('plain', 'mt-4 divide-y divide-slate-200')}>
        {QUESTIONS.map((q) => (
          <details key={q} className="group px-6 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${q}.q`)}
              <span aria-hidden className="text-slate-400 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-sm leading-6 text-slate-600">{t(`faq.items.${q}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
