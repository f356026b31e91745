import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '../i18n';

const OPTIONS: { lng: Language; label: string }[] = [
  { lng: 'en', label: 'EN' },
  { lng: 'he', label: 'עברית' },
];

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex rounded-lg border border-slate-200 bg-white p-0.5 text-sm"
    >
      {OPTIONS.map(({ lng, label }) => {
        const active = i18n.language === lng;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active}
            onClick={() => setLanguage(lng)}
            className={`rounded-md px-2.5 py-1 font-medium transition ${active ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
