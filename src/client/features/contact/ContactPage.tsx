import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#client/lib/usePageTitle';
import { ContactForm } from './components/ContactForm';
import { ContactInfo } from './components/ContactInfo';

export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactForm />
        <ContactInfo />
      </div>
    </section>
  );
}
