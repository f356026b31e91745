// /docs/api: the jobs API explained for people, in the interface language; the exact shapes are in the
// OpenAPI document the page links to. Code stays left to right in Hebrew too.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#client/lib/usePageTitle';
import { Card } from '#client/ui/Card';

const SECTIONS = ['auth', 'submit', 'follow', 'result', 'cancel', 'callback', 'errors'] as const;

const EXAMPLES: Partial<Record<(typeof SECTIONS)[number], string>> = {
  auth: 'curl -H "Authorization: Bearer lb_live_…" https://…/api/v1/me',
  submit: [
    'curl -H "Authorization: Bearer lb_live_…" \\',
    '  -F photos=@beach-1.jpg -F photos=@beach-2.jpg -F logo=@logo.png \\',
    '  -F \'settings={"placements":{"logo":{"x":0.7,"y":0.8,"scale":0.2,"opacity":0.9,"rotation":0}},"export":{"format":"jpeg","quality":90}}\' \\',
    '  https://…/api/v1/jobs',
  ].join('\n'),
  follow: 'curl -H "Authorization: Bearer lb_live_…" https://…/api/v1/jobs/<id>',
  result:
    'curl -H "Authorization: Bearer lb_live_…" -o logobatch-images.zip https://…/api/v1/jobs/<id>/result',
  cancel: 'curl -X DELETE -H "Authorization: Bearer lb_live_…" https://…/api/v1/jobs/<id>',
  callback: 'X-LogoBatch-Signature: sha256=<hex HMAC-SHA256(callback_secret, raw body)>',
};

export function ApiDocsPage() {
  const { t } = useTranslation('apiDocs');
  usePageTitle(t('title'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">{t('intro')}</p>
        <p className="mt-4 text-slate-700">
          <a className="font-medium text-brand-700 underline" href="/api/v1/openapi.json">
            {t('openapi')}
          </a>
        </p>
      </header>
      <div className="mt-10 space-y-8">
        {SECTIONS.map((id) => (
          <Card key={id} as="section" title={t(`${id}.title`)} className="p-6">
            <p className="mt-3 leading-7 text-slate-700">{t(`${id}.body`)}</p>
            {EXAMPLES[id] && (
              <pre
                // Scrollable, so it takes focus and can be scrolled from the keyboard.
                tabIndex={0}
                role="region"
                aria-label={t('example', { section: t(`${id}.title`) })}
                dir="ltr"
                className="mt-4 overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-sm text-slate-100"
              >
                <code>{EXAMPLES[id]}</code>
              </pre>
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
