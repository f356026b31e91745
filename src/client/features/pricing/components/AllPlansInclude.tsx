import { useTranslation } from 'react-i18next';
import { Card } from '#client/ui/Card';

const ITEMS = ['private', 'fullResolution', 'placement', 'zip', 'languages', 'securePayments'] as const;

export function AllPlansInclude() {
  const { t } = useTranslation('pricing');
  return (
    <Card title={t('include.title')} heading="large" className="p-6 sm:p-8">
      <ul className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
        {ITEMS.map((key) => (
          <li key={key} className="flex gap-3">
            <span
              aria-hidden
              className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
            >
              ✓
            </span>
            <div>
              <p className="font-medium text-slate-900">{t(`include.items.${key}.title`)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`include.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
