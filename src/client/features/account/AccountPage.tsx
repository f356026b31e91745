import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle';

export function AccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
    </section>
  );
}
