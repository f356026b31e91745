import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/usePageTitle';

export type LegalDoc = 'terms' | 'privacy' | 'refund' | 'cookies';

export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('legal');
  usePageTitle(t(`${doc}.title`));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t(`${doc}.title`)}</h1>
    </article>
  );
}
