import { useTranslation } from 'react-i18next';
import { useContactInfo } from '../api/get-contact-info';
import { Card } from '#client/ui/Card';

export function ContactInfo() {
  const { t } = useTranslation('contact');
  const info = useContactInfo();
  return (
    <Card as="aside" title={t('info.title')} className="space-y-6 p-6">
      <dl className="space-y-5 text-sm">
        <div>
          <dt className="font-medium text-slate-900">{t('info.email')}</dt>
          <dd className="mt-1 text-slate-600">
            {info.data ? (
              <a
                className="text-brand-700 underline-offset-2 hover:underline"
                href={`mailto:${info.data.email}`}
                dir="ltr"
              >
                {info.data.email}
              </a>
            ) : (
              <span aria-hidden className="inline-block h-4 w-40 animate-pulse rounded bg-slate-200" />
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('info.hoursTitle')}</dt>
          <dd className="mt-1 text-slate-600">{t('info.hours')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('info.responseTitle')}</dt>
          <dd className="mt-1 text-slate-600">{t('info.response')}</dd>
        </div>
      </dl>
      <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">{t('info.billingHint')}</p>
    </Card>
  );
}
